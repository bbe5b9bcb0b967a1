import type { Context } from "hono";
import type { ReactNode } from "react";
import { useRequestContext } from "@hono/react-renderer";
import { build, type PageScript } from "../../platform/build-manifest";
import { ownScriptsOf } from "../../platform/page-policy";
import type { SessionUser } from "../../db/users";
import type { AppEnv } from "../../shared/env";
import { identityDescription } from "../../shared/identity";
import { useIdentity } from "./site-identity";
import { OPENSEARCH_PATH } from "../../shared/paths";
import { scriptJson } from "./parts/json-ld";
import { socialCard, type PageHead } from "./head";
import { Layout } from "./layout";

/** What the document takes from the request (and a kept shell varies by, src/routes/pages/renderer.tsx). */
export interface DocumentParts {
  /** Who is signed in, for the header's account links. */
  user: SessionUser | null;
  /** The request's URL: its path marks the current navigation item; its origin makes absolute links. */
  url: URL;
  nonce: string | undefined;
  /** The page's own static scripts, as its route declared them (module scripts: they run after parsing). */
  scripts: readonly PageScript[];
}

/** The request's parts of the document. */
export const documentPartsOf = (c: Context<AppEnv>): DocumentParts => ({
  user: c.var.session?.user ?? null,
  url: new URL(c.req.url),
  nonce: c.get("secureHeadersNonce"),
  scripts: ownScriptsOf(c.var.visit.policy),
});

/**
 * The HTML document around every page: head with SEO and social tags, build id, stylesheet, layout.
 * It is the site's layout for @hono/react-renderer (src/routes/pages/renderer.tsx), and reads the
 * request it is rendered for through the package's `useRequestContext`.
 */
export function Document({ head, children }: { head: PageHead; children: ReactNode }) {
  const { user, url, nonce, scripts } = documentPartsOf(useRequestContext<AppEnv>());
  const site = useIdentity();
  // The home page's title is the name itself (an empty title); every other page's is followed by the short name.
  const title = head.title === "" || head.title === site.name ? site.name : `${head.title} | ${site.shortName}`;
  const description = head.description || identityDescription(site);
  const pageTitle = head.title || site.name;
  const jsonLd = typeof head.jsonLd === "function" ? head.jsonLd(site) : head.jsonLd;
  const canonical = url.origin + (head.canonical ?? url.pathname);
  // Every page shares a picture: its own (social image or cover), else the association's card.
  const image = socialCard(url.origin, head.image, site);
  return (
    <html lang="tr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="description" content={description} />
        {head.noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={canonical} />}
        <meta property="og:site_name" content={site.name} />
        <meta property="og:locale" content="tr_TR" />
        <meta property="og:type" content={head.type ?? "website"} />
        <meta property="og:title" content={pageTitle} />
        <meta property="og:description" content={description} />
        <meta property="og:url" content={canonical} />
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:title" content={pageTitle} />
        <meta name="twitter:description" content={description} />
        <meta property="og:image" content={image.url} />
        {image.type ? <meta property="og:image:type" content={image.type} /> : null}
        <meta property="og:image:width" content={String(image.width)} />
        <meta property="og:image:height" content={String(image.height)} />
        <meta property="og:image:alt" content={image.alt} />
        <meta name="twitter:image" content={image.url} />
        <meta name="twitter:image:alt" content={image.alt} />
        <meta name="theme-color" content="#1b5e20" />
        {/* The original's build check compares this id with /_app/builds/latest.json. */}
        <meta name="build-id" content={build.id} />
        {site.logo ? <link rel="icon" href={site.logo.src} /> : <link rel="icon" href="/favicon.svg" type="image/svg+xml" />}
        {site.logo ? <link rel="apple-touch-icon" href={site.logo.src} /> : null}
        <link rel="alternate" type="application/rss+xml" title={`${site.shortName} — Gündem`} href="/gundem/rss.xml" />
        <link rel="search" type="application/opensearchdescription+xml" title={site.shortName} href={OPENSEARCH_PATH} />
        <link rel="alternate" type="text/calendar" title={`${site.shortName} — Etkinlik takvimi`} href="/etkinlikler.ics" />
        {/* Both subsets of the site font are needed by any Turkish text: fetch them with the stylesheet. */}
        {build.assets.fonts.map((font) => (
          <link key={font} rel="preload" href={font} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
        <link rel="stylesheet" href={build.assets.stylesheet} />
        {scripts.map((name) => (
          <script key={name} type="module" src={build.assets.pageScripts[name]} />
        ))}
        {/* JSON, not HTML: scriptJson escapes "<", so no stored text can end the element. */}
        {jsonLd ? (
          <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: scriptJson(jsonLd) }} />
        ) : null}
      </head>
      <body>
        <Layout path={url.pathname} user={user}>
          {children}
        </Layout>
      </body>
    </html>
  );
}
