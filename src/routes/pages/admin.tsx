import type { Context } from "hono";
import { html, raw } from "hono/html";
import type { AdminAppProps } from "../../shared/shell-props";
import { build } from "../../platform/build-manifest";
import type { AppEnv } from "../../shared/env";
import { API_PREFIX } from "../../shared/paths";
import { site } from "../../shared/site";

/** JSON inside <script>: "<" is escaped so no value can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * The admin area: the one page with an app. The Worker sends a small document (styles, a loading
 * line, the app's props) and client/admin/main.tsx renders the app into it. Rendering the app on
 * the server too was measured and dropped (README, "The admin app"): it cost a third of the Worker's
 * bundle and CPU on every admin request, and showed editors, who come back with the app's files
 * cached, nothing they could use before the script ran anyway.
 */
export function renderAdmin(c: Context<AppEnv>): Response | Promise<Response> {
  const url = new URL(c.req.url);
  const props: AdminAppProps = { path: url.pathname + url.search, me: c.var.session!.user, apiBase: API_PREFIX, buildId: build.id };
  const nonce = c.get("secureHeadersNonce") ?? "";
  return c.html(html`<!DOCTYPE html>
<html lang="tr">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Yönetim Paneli | ${site.shortName}</title>
    <meta name="robots" content="noindex, nofollow" />
    <meta name="build-id" content="${build.id}" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="stylesheet" href="${build.assets.stylesheet}" />
    <link rel="stylesheet" href="${build.assets.adminStylesheet}" />
    <link rel="modulepreload" href="${build.assets.adminScript}" />
  </head>
  <body class="admin-body">
    <div id="admin-root">
      <p class="admin-starting" role="status">Yönetim paneli yükleniyor…</p>
      <noscript><p class="admin-starting">Yönetim paneli için tarayıcınızda JavaScript açık olmalıdır.</p></noscript>
    </div>
    <script type="application/json" id="admin-props" nonce="${nonce}">${raw(scriptJson(props))}</script>
    <script type="module" src="${build.assets.adminScript}" nonce="${nonce}"></script>
  </body>
</html>`);
}
