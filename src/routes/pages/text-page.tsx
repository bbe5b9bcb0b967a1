import type { Context } from "hono";
import { use } from "react";
import { database } from "../../db/client";
import { pageByKey } from "../../db/pages";
import type { Loaded } from "../../platform/page-route";
import { richTextImageKeys } from "../../services/richtext/image-sources";
import { tag } from "../../platform/cache/tags";
import type { AppEnv } from "../../shared/env";
import { RichText } from "../../shared/richtext/render";
import { EDITABLE_PAGES, type PageDeclaration, type PageKey } from "../../shared/content-kinds/page";
import type { PageDefault } from "../../shared/content-kinds/page-defaults";

/**
 * A public page that shows its editable text and nothing else (Hakkımızda): its heading is the
 * page's name, then its summary and text, or its default until first saved. A new such page is its
 * declaration (src/shared/content-kinds/page.ts) and its route entry with `textPage(key)`.
 */
export interface TextPageData {
  title: string;
  summary: string;
  body: unknown;
}

/** A page whose default text is written in code (every page but the privacy notice). */
type TextPageKey = { [K in PageKey]: (typeof EDITABLE_PAGES)[K]["defaultText"] extends PageDefault ? K : never }[PageKey];

/** The page's record (a batch of one, which the association's identity rides on: src/db/identity.ts), or its default text. */
async function loadTextPage(c: Context<AppEnv>, key: TextPageKey): Promise<Loaded<TextPageData>> {
  const db = database(c.env.DB);
  const [[page]] = await db.batch([pageByKey(db, key)]);
  const shown = page ?? (EDITABLE_PAGES[key] as PageDeclaration & { defaultText: PageDefault }).defaultText;
  return {
    data: { title: shown.title, summary: shown.summary, body: shown.body },
    cache: { tags: [tag.page(key), ...richTextImageKeys(page?.body).map(tag.media)] },
  };
}

function TextContent({ data }: { data: Promise<TextPageData> }) {
  const page = use(data);
  return (
    <>
      {page.summary ? <p className="lead">{page.summary}</p> : null}
      <RichText value={page.body} />
    </>
  );
}

function renderTextPage(c: Context<AppEnv>, key: TextPageKey, data: Promise<TextPageData>) {
  const { name } = EDITABLE_PAGES[key];
  return c.render(
    <>
      <h1>{name}</h1>
      <TextContent data={data} />
    </>,
    { title: name },
  );
}

/** The route entry's address, loader, renderer and cache sections of a text page. */
export const textPage = (key: TextPageKey) => ({
  path: EDITABLE_PAGES[key].path,
  load: (c: Context<AppEnv>) => loadTextPage(c, key),
  render: (c: Context<AppEnv>, data: Promise<TextPageData>) => renderTextPage(c, key, data),
  cache: { sections: [tag.page(key)] },
});
