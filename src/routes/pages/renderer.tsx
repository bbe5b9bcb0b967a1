import type { Context } from "hono";
import type { ReactElement, ReactNode } from "react";
import { reactRenderer } from "@hono/react-renderer";
import { build } from "../../platform/build-manifest";
import { isCrawler } from "../../platform/crawler";
import { logEvent } from "../../platform/log";
import { hasSettled } from "../../platform/page-route";
import { describeCopy, type CacheDeclaration } from "../../platform/cache/hints";
import type { AppEnv } from "../../shared/env";
import { Document, documentPartsOf, type DocumentParts } from "./document";
import type { PageHead } from "./head";
import { DataUnavailable } from "./parts/data-error";
import { FormProblems } from "./parts/form";
import type { Identity, IdentityRead } from "../../shared/identity";
import { identityAlone, identityOfContext, lastReadIdentity, rememberIdentity } from "./site-identity";
import { istanbulYear } from "../../shared/i18n/dates";

declare module "@hono/react-renderer" {
  /** What a page hands `c.render` beside its content: its head (title, description, social card). */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the package's props are augmented by merging: they are the head.
  interface Props extends PageHead {}
}

/**
 * The site's layout, as @hono/react-renderer's component: every page's document (head, header,
 * navigation, footer) around its content. The package renders it with the request's context, which
 * the document reads through `useRequestContext` (src/routes/pages/document.tsx).
 */
const siteDocument = reactRenderer(({ children, c: _c, Layout: _layout, ...head }) => <Document head={head}>{children}</Document>);

/** Content alone, inside the request's context: the part of a streamed page that follows its shell. */
const contentAlone = reactRenderer(undefined, { docType: false });

const noNext = async () => {};

/**
 * Renders `content` through one of the package's renderers. Each is a middleware that installs its
 * renderer on the context; installing it here, per call, lets one request use both (the shell and
 * then the content) while `c.render` stays what the pages call.
 */
async function renderWith(renderer: typeof siteDocument, c: Context<AppEnv>, content: ReactNode, head?: PageHead): Promise<Response> {
  await renderer(c, noNext);
  return c.render(<>{content}</>, head);
}

/** Marks where the page's content goes inside the rendered shell (private-use characters never occur in pages). */
const CONTENT_SLOT = "\uE000icerik\uE000";
const encoder = new TextEncoder();
const HTML_TYPE = "text/html; charset=utf-8";

/** Logs what failed to render, then throws it on: the error handler answers with the catalogue's page. */
function logRenderError(error: unknown, path: string): never {
  logEvent("error", "render_error", {
    path,
    message: error instanceof Error ? error.message : String(error),
    stack: error instanceof Error ? error.stack : undefined,
  });
  throw error;
}

/**
 * The page's HTML in one synchronous pass, once its data is there. The pipeline records how the
 * data settled where React's `use` reads it, so nothing suspends: a page either renders or throws
 * (its data failed, or a part of it did), and what throws is logged here and thrown on.
 */
async function renderWhenReady(data: Promise<unknown> | undefined, render: () => Promise<Response>, path: string): Promise<Response> {
  await data?.catch(() => undefined);
  try {
    return await render();
  } catch (error) {
    logRenderError(error, path);
  }
}

/**
 * Shells already rendered in this isolate, by everything they are made of, the least recently used
 * dropped first. A shell with a nonce is never kept (each response has its own). A signed-in
 * visitor's shell differs only by what the navigation shows of them (their name, and whether they
 * may open the admin), so that is its key: a page that streams its shell first then costs one React
 * render per request, its content's, whoever asks.
 */
const shells = new Map<string, [before: string, after: string]>();
const SHELLS_KEPT = 64;

/** Everything of a shell that varies, as a key; undefined when it must not be kept. */
function shellKey(parts: DocumentParts, head: PageHead, identity: Identity): string | undefined {
  if (parts.nonce) return undefined;
  const visitor = parts.user && [parts.user.name, parts.user.role];
  // The footer names the current year: part of the key, so a shell never outlives its year; the
  // identity too, so a saved change of name or logo is in the next shell.
  return JSON.stringify([parts.url.origin, parts.url.pathname, head, parts.scripts, visitor, istanbulYear(), identity]);
}

/**
 * The document around the content, for a page that sends it first: doctype, head, header and
 * navigation, then the footer, split where the content goes. It is the site's layout rendered by
 * the package with a marker for content; kept, it costs nothing on the next request.
 */
async function renderShell(c: Context<AppEnv>, head: PageHead): Promise<[before: string, after: string]> {
  const key = shellKey(documentPartsOf(c), head, identityOfContext(c));
  const kept = key === undefined ? undefined : shells.get(key);
  if (kept) {
    // Most recently used now: moved to the end of the map's order.
    shells.delete(key!);
    shells.set(key!, kept);
    return kept;
  }
  const html = await (await renderWith(siteDocument, c, CONTENT_SLOT, head)).text();
  const [before, after] = html.split(CONTENT_SLOT) as [string, string];
  const shell: [string, string] = [before, after];
  if (key !== undefined) {
    if (shells.size >= SHELLS_KEPT) shells.delete(shells.keys().next().value!);
    shells.set(key, shell);
  }
  return shell;
}

/**
 * What the pipeline (src/app/pipeline.ts) asks of the renderer for one page, besides its content
 * and head. A page rendered without one (an error page) has nothing to wait for.
 */
export interface RenderRequest {
  /** The page's data as its loader returns it: still pending unless the page waited for it. */
  data?: Promise<unknown>;
  /** Render the document whole before answering: the page waited for its data, or its headers must describe the finished page (Workers Cache). */
  complete?: boolean;
  /** A form post that could not be read: the reason is shown above the page's content. */
  formProblem?: string;
  /** What the page shows, for the HTML cache, once its loader has read it (src/platform/cache/hints.ts). */
  copy?: Promise<CacheDeclaration | undefined>;
  /** The association's identity, read in the page's own batch (src/db/identity.ts); read alone when absent. */
  identity?: Promise<IdentityRead>;
}

/**
 * Renders a page inside the site's document, through @hono/react-renderer. While its data is being
 * read, browsers get the head and the site's shell (header and navigation) at once, so the
 * stylesheet loads meanwhile; the content follows when it is complete. Pages ship no JavaScript for
 * this, and they read the same without it: the package's own streaming (React's
 * `renderToReadableStream`) would send the content out of order with an inline script to put it in
 * place, so the shell and the content are two renders of the package, joined in order here
 * (docs/architecture.md, "The renderer"). Crawlers and audit tools get the finished document in one
 * piece, and if the content fails they get a real error status instead of a half page; so does a page
 * the request asks `complete` (Workers Cache will store it, or it waited for its data) and a page
 * with nothing to wait for (no data, or data already there or failed, as on error pages): those are
 * one render of the package, document and content together. Either way a request costs one React
 * render of its content (a shell is kept, see above). The status is whatever the caller set before.
 * The answer carries what it shows for the HTML cache: the request's `copy`, or nothing if the
 * content failed after the head was sent.
 */
export async function renderPage(c: Context<AppEnv>, page: ReactElement, head: PageHead, request: RenderRequest = {}): Promise<Response> {
  const content = request.formProblem ? (
    <>
      <FormProblems problem={request.formProblem} />
      {page}
    </>
  ) : (
    page
  );
  const path = new URL(c.req.url).pathname;
  // Lets the browser (and Cloudflare's Early Hints, which answers with it before the page is ready)
  // fetch the stylesheet while the page is still on its way; it is fingerprinted, so cached for a year.
  c.header("Link", `<${build.assets.stylesheet}>; rel=preload; as=style`);

  // One pass, document and content together, when nothing is worth sending ahead: the data is
  // already there or failed (error pages too), the page has none, or the reader wants it whole.
  // So is the first page this isolate renders: the shell shows the identity last read here, and
  // until there is one the page waits for its data, whose batch brings it (no round trip of its own).
  const { data } = request;
  const identity = request.identity ?? identityAlone(c);
  const shown = lastReadIdentity();
  if (!data || hasSettled(data) || request.complete || !shown || (c.var.crawler ?? isCrawler(c.req.header("user-agent")))) {
    const read = await identity;
    rememberIdentity(read);
    c.set("identity", read);
    const whole = await renderWhenReady(data, () => renderWith(siteDocument, c, content, head), path);
    // The package writes "UTF-8"; every answer of the site names its charset one way.
    whole.headers.set("Content-Type", HTML_TYPE);
    return describeCopy(whole, request.copy);
  }
  // The shell goes before the data: it shows the identity last read here.
  c.set("identity", shown);
  const [before, after] = await renderShell(c, head);
  const streamed = streamContent(c, { before, after, shown }, content, data, identity, path);
  // The head is sent with status 200 before the content is known: a page whose content failed is not stored.
  c.header("Content-Type", HTML_TYPE);
  return describeCopy(
    c.body(streamed.body),
    streamed.complete.then((whole) => (whole ? request.copy : undefined)),
  );
}

/**
 * The shell's head, then the content once it is rendered, then the shell's end. `complete` tells
 * whether the content made it (a failure is said in the page, and already logged).
 */
function streamContent(
  c: Context<AppEnv>,
  shell: { before: string; after: string; shown: IdentityRead },
  content: ReactNode,
  data: Promise<unknown>,
  identity: Promise<IdentityRead>,
  path: string,
): { body: ReadableStream<Uint8Array>; complete: Promise<boolean> } {
  const { before, after, shown } = shell;
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const send = async (): Promise<boolean> => {
    const writer = writable.getWriter();
    await writer.write(encoder.encode(before));
    const read = await identity;
    rememberIdentity(read);
    c.set("identity", read);
    // A shell that showed an identity changed since is sent this once, never stored.
    // (An unchanged row is read once per isolate, src/db/identity.ts, so the same object comes back.)
    let whole = read.identity === shown.identity || JSON.stringify(read.identity) === JSON.stringify(shown.identity);
    try {
      await writer.write(encoder.encode(await (await renderWhenReady(data, () => renderWith(contentAlone, c, content), path)).text()));
    } catch {
      whole = false;
      await writer.write(encoder.encode(await (await renderWith(contentAlone, c, <DataUnavailable />)).text()));
    }
    await writer.write(encoder.encode(after));
    await writer.close();
    return whole;
  };
  // The Worker keeps running while the response body is being read, so the writes complete; a
  // visitor who leaves mid-page makes them fail, which needs no further handling.
  const complete = send().catch(() => false);
  return { body: readable, complete };
}

/** Makes `c.render(content, head)` render the page through the site's layout, as the request asks. */
export const rendererFor = (c: Context<AppEnv>, request: RenderRequest) => (content: ReactElement, head?: PageHead) =>
  renderPage(c, content, head ?? { title: "" }, request);
