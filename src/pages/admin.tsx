import type { Context } from "hono";
import { renderToString } from "react-dom/server.edge";
import { API_PREFIX } from "../paths";
import { AdminApp, type AdminAppProps } from "../admin/admin-app.js";
import { build } from "../builds/manifest";
import type { AppEnv } from "../env";
import { site } from "../site";

/** JSON inside <script>: "<" is escaped so no value can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * The admin area: the one hydrated page. The app is rendered here first (so the shell and the
 * current section's frame paint before any script runs), then client/admin/main.tsx hydrates the
 * same tree from the props serialised beside it. The editor loads lazily after that.
 */
export function renderAdmin(c: Context<AppEnv>): Response {
  const url = new URL(c.req.url);
  const props: AdminAppProps = { path: url.pathname + url.search, me: c.var.session!.user, apiBase: API_PREFIX, buildId: build.id };
  const nonce = c.get("secureHeadersNonce");
  const html = renderToString(
    <html lang="tr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`Yönetim Paneli | ${site.shortName}`}</title>
        <meta name="robots" content="noindex, nofollow" />
        <meta name="build-id" content={build.id} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href={build.assets.stylesheet} />
        <link rel="stylesheet" href={build.assets.adminStylesheet} />
        <link rel="modulepreload" href={build.assets.adminScript} />
      </head>
      <body className="admin-body">
        <div id="admin-root">
          <AdminApp {...props} />
        </div>
        <script type="application/json" id="admin-props" nonce={nonce} dangerouslySetInnerHTML={{ __html: scriptJson(props) }} />
        <script type="module" src={build.assets.adminScript} nonce={nonce} />
      </body>
    </html>,
  );
  return c.html("<!DOCTYPE html>" + html);
}
