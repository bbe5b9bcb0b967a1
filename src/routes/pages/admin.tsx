import { useIdentity } from "./site-identity";
import { database } from "../../db/client";
import { identityFromRows, identityStatement } from "../../db/identity";
import type { Context } from "hono";
import type { ReactNode } from "react";
import { reactRenderer, useRequestContext } from "@hono/react-renderer";
import type { AdminAppProps } from "../../shared/shell-props";
import { build } from "../../platform/build-manifest";
import type { Loaded, SameAppReader } from "../../platform/page-route";
import type { AppEnv } from "../../shared/env";
import { API_PREFIX } from "../../shared/paths";
import { adminAppHtml, firstScreenNeeds, type PreloadedAnswers } from "./admin-app";

declare module "@hono/react-renderer" {
  interface Props {
    /** The admin page only: its first screen is a section of the lazily loaded chunk. */
    sectionsChunk?: boolean;
  }
}

/** JSON inside <script>: "<" is escaped so no value can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/** What the admin page is rendered from: the app's props, the first screen's answers of the API, and whether it shows a section of the lazily loaded chunk. */
export interface AdminScreen {
  props: AdminAppProps;
  answers: PreloadedAnswers;
  sectionsChunk: boolean;
}

/**
 * The first screen's data, read the way the app reads it: the app is rendered once to learn which
 * addresses its loads ask for (client/admin/server.tsx), and each is asked of the admin API as this
 * visitor, through the site's own app (so the same guards, audit records and answers as a browser's
 * call). An address the API refuses is left out: the browser asks for it after hydrating and shows
 * the refusal as it would after any navigation.
 */
export async function loadAdmin(c: Context<AppEnv>, read: SameAppReader): Promise<Loaded<AdminScreen>> {
  const url = new URL(c.req.url);
  const db = database(c.env.DB);
  const [identityRows] = await db.batch([identityStatement(db)]);
  const { name, shortName } = identityFromRows(identityRows).identity;
  const props: AdminAppProps = { path: url.pathname + url.search, me: c.var.session!.user, apiBase: API_PREFIX, buildId: build.id, association: { name, shortName } };
  const answers: PreloadedAnswers = {};
  const needs = firstScreenNeeds(props);
  await Promise.all(
    needs.loads.map(async (key) => {
      const answer = await read(c, API_PREFIX + key);
      if (answer.ok) answers[key] = await answer.json();
      else await answer.body?.cancel();
    }),
  );
  return { data: { props, answers, sectionsChunk: needs.sectionsChunk } };
}

/**
 * Starts the app. The screen is readable as soon as the stylesheet is in, and the app's script only
 * makes it usable; so the script is not announced in the document, where the browser would fetch it
 * at once and share a slow connection between the two. An inline module runs only once the
 * stylesheet before it has loaded; it then fetches the app (and, when the screen is one of the
 * lazily loaded sections, their chunk beside it, not after it).
 */
function startScript(sectionsChunk: boolean): string {
  const chunk = sectionsChunk ? build.assets.adminSections : [];
  return `for(const f of ${scriptJson(chunk)}){const l=document.createElement("link");l.rel="modulepreload";l.href=f;document.head.append(l)}import(${scriptJson(build.assets.adminScript)})`;
}

/**
 * The server's HTML shows the app's forms before the app runs; one sent then would go out as the
 * browser's own GET, with its fields (a T.C. number among them) in the address and the logs. Until
 * React has hydrated a form its handler is not there, so the browser's default is stopped for every
 * form of the app; a form with its own action (signing out) is a real form and goes. Once hydrated,
 * each form's handler sends it as before (this listener only prevents the default, which they do too).
 */
const HOLD_FORMS_UNTIL_HYDRATED = `addEventListener("submit",function(e){var f=e.target;if(f instanceof HTMLFormElement&&!f.hasAttribute("action")&&f.closest("#admin-root"))e.preventDefault()},true)`;

/** The admin area's document: its stylesheet and the app's start, no site header (the app has its own). */
function AdminDocument({ children, sectionsChunk }: { children: ReactNode; sectionsChunk: boolean }) {
  const site = useIdentity();
  const nonce = useRequestContext<AppEnv>().get("secureHeadersNonce");
  return (
    <html lang="tr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`Yönetim Paneli | ${site.shortName}`}</title>
        <meta name="robots" content="noindex, nofollow" />
        <meta name="build-id" content={build.id} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href={build.assets.adminStylesheet} />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: HOLD_FORMS_UNTIL_HYDRATED }} />
        <script type="module" nonce={nonce} dangerouslySetInnerHTML={{ __html: startScript(sectionsChunk) }} />
      </head>
      <body className="admin-body">{children}</body>
    </html>
  );
}

/** The admin area through @hono/react-renderer, with its own document. */
const adminDocument = reactRenderer(({ children, sectionsChunk }) => <AdminDocument sectionsChunk={sectionsChunk === true}>{children}</AdminDocument>);

/**
 * The admin area (/admin/…): the app rendered on the server with its first screen's data, which
 * the browser hydrates (client/admin/main.tsx) from the same props and answers, sent beside it.
 * The app's script is a module, so it runs once the document is parsed, whatever its place.
 */
export async function renderAdmin(c: Context<AppEnv>, data: Promise<AdminScreen>): Promise<Response> {
  const { props, answers, sectionsChunk } = await data;
  // As on the public pages: Cloudflare's Early Hints can start the stylesheet before the page is ready.
  c.header("Link", `<${build.assets.adminStylesheet}>; rel=preload; as=style`);
  await adminDocument(c, async () => {});
  return c.render(
    <>
      {/* The app is a React root of its own, as the browser hydrates it (client/admin/server.tsx says why). */}
      <div id="admin-root" dangerouslySetInnerHTML={{ __html: adminAppHtml(props, answers) }} />
      <script type="application/json" id="admin-props" nonce={c.get("secureHeadersNonce")} dangerouslySetInnerHTML={{ __html: scriptJson(props) }} />
      <script type="application/json" id="admin-answers" nonce={c.get("secureHeadersNonce")} dangerouslySetInnerHTML={{ __html: scriptJson(answers) }} />
    </>,
    { title: "Yönetim Paneli", sectionsChunk },
  );
}
