import type { Context } from "hono";
import { use } from "react";
import { database } from "../../db/client";
import { pageByKey } from "../../db/pages";
import type { Loaded } from "../../platform/page-route";
import { richTextImageKeys } from "../../services/richtext/image-sources";
import { tag } from "../../platform/cache/tags";
import type { AppEnv } from "../../shared/env";
import { RichText } from "../../shared/richtext/render";
import { EDITABLE_PAGES } from "../../shared/content-kinds/page";

export interface HakkimizdaData {
  title: string;
  summary: string;
  body: unknown;
}

/** The about page's record — one statement — or its default text until first saved. */
export async function loadHakkimizda(c: Context<AppEnv>): Promise<Loaded<HakkimizdaData>> {
  const db = database(c.env.DB);
  // A batch of one: the association's identity rides on it (src/db/identity.ts).
  const [[page]] = await db.batch([pageByKey(db, "about")]);
  const shown = page ?? EDITABLE_PAGES.about.defaultText;
  return {
    data: { title: shown.title, summary: shown.summary, body: shown.body },
    cache: { tags: [tag.page("about"), ...richTextImageKeys(page?.body).map(tag.media)] },
  };
}

function AboutContent({ data }: { data: Promise<HakkimizdaData> }) {
  const page = use(data);
  return (
    <>
      {page.summary ? <p className="lead">{page.summary}</p> : null}
      <RichText value={page.body} />
    </>
  );
}

export const renderHakkimizda = (c: Context<AppEnv>, data: Promise<HakkimizdaData>) =>
  c.render(
    <>
      <h1>Hakkımızda</h1>
      <AboutContent data={data} />
    </>,
    {
      title: "Hakkımızda",
    },
  );
