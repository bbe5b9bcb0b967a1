import type { ReactNode } from "react";
import { build } from "../builds/manifest";
import { site } from "../site";
import type { PageHead } from "./head";
import { Layout } from "./layout";

/** The HTML document around every page: head, build id, stylesheet, then the default layout. */
export function Document({ head, path, children }: { head: PageHead; path: string; children: ReactNode }) {
  const title = head.title === site.name ? site.name : `${head.title} | ${site.shortName}`;
  return (
    <html lang="tr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="description" content={head.description ?? site.description} />
        {head.noindex ? <meta name="robots" content="noindex" /> : null}
        <meta name="theme-color" content="#1b5e20" />
        {/* The original's build check compares this id with /_app/builds/latest.json. */}
        <meta name="build-id" content={build.id} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href={build.assets.stylesheet} />
      </head>
      <body>
        <Layout path={path}>{children}</Layout>
      </body>
    </html>
  );
}
