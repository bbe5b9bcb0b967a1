import type { Context } from "hono";
import { use } from "react";
import { database } from "../../db/client";
import { pageByKey } from "../../db/pages";
import type { Loaded } from "../../platform/page-route";
import { richTextImageKeys } from "../../services/richtext/image-sources";
import { tag } from "../../platform/cache/tags";
import type { AppEnv } from "../../shared/env";
import { RichText } from "../../shared/richtext/render";
import { site } from "../../shared/site";
import { EmptyState } from "./empty-state";

export interface HakkimizdaData {
  title: string;
  summary: string;
  body: unknown;
}

/** The about page's record — one statement. */
export async function loadHakkimizda(c: Context<AppEnv>): Promise<Loaded<HakkimizdaData | null>> {
  const [page] = await pageByKey(database(c.env.DB), "about");
  return {
    data: page ? { title: page.title, summary: page.summary, body: page.body } : null,
    cache: { tags: [tag.page("about"), ...richTextImageKeys(page?.body).map(tag.media)] },
  };
}

function AboutContent({ data }: { data: Promise<HakkimizdaData | null> }) {
  const page = use(data);
  if (!page) {
    return (
      <EmptyState title="Tanıtım metni henüz eklenmedi">
        <p>Derneğimizin tarihçesi ve çalışmaları yakında burada olacak.</p>
      </EmptyState>
    );
  }
  return (
    <>
      {page.summary ? <p className="lead">{page.summary}</p> : null}
      <RichText value={page.body} />
    </>
  );
}

export const renderHakkimizda = (c: Context<AppEnv>, data: Promise<HakkimizdaData | null>) =>
  c.render(
    <>
      <h1>Hakkımızda</h1>
      <AboutContent data={data} />
    </>,
    {
      title: "Hakkımızda",
      description: `${site.name}: ${site.foundedYear} yılından bu yana gönüllülerle çalışan bir sivil toplum kuruluşu.`,
    },
  );
