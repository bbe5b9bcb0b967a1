import type { Context } from "hono";
import type { ReactNode } from "react";
import { build, type PageScript } from "../../platform/build-manifest";
import { isCrawler } from "../../platform/crawler";
import { logEvent } from "../../platform/log";
import { ownScriptsOf } from "../../platform/page-policy";
import { hasSettled } from "../../platform/page-route";
import { describeCopy, type CacheDeclaration } from "../../platform/cache/hints";
import type { SessionUser } from "../../db/users";
import type { AppEnv } from "../../shared/env";
import { Document } from "./document";
import type { PageHead } from "./head";
import { DataUnavailable } from "./parts/data-error";
import { FormProblems } from "./parts/form";
import { renderToString } from "../../platform/string-renderer.cjs";

declare module "hono" {
  interface ContextRenderer {
    (content: ReactNode, head: PageHead): Promise<Response>;
  }
}

/** Marks where the page's content goes inside the rendered shell (private-use characters never occur in pages). */
const CONTENT_SLOT = "\uE000icerik\uE000";
const encoder = new TextEncoder();

/** What a page's document is made of, besides its content. */
interface DocumentParts {
  head: PageHead;
  url: URL;
  user: SessionUser | null;
  nonce: string | undefined;
  scripts: readonly PageScript[];
}

const documentOf = (parts: DocumentParts, content: ReactNode) => (
  <Document head={parts.head} url={parts.url} user={parts.user} nonce={parts.nonce} scripts={parts.scripts}>
    {content}
  </Document>
);

/**
 * The page's HTML in one synchronous pass, once its data is there. The pipeline records how the
 * data settled where React's `use` reads it, so nothing suspends: a page either renders or throws
 * (its data failed, or a part of it did), and what throws is logged here and thrown on.
 */
async function renderWhenReady(data: Promise<unknown> | undefined, node: () => ReactNode, path: string): Promise<string> {
  await data?.catch(() => undefined);
  try {
    return renderToString(node());
  } catch (error) {
    logEvent("error", "render_error", {
      path,
      message: error instanceof Error ? error.message : String(error),
      stack: error instanceof Error ? error.stack : undefined,
    });
    throw error;
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
function shellKey(parts: DocumentParts): string | undefined {
  if (parts.nonce) return undefined;
  const visitor = parts.user && [parts.user.name, parts.user.role];
  // The footer names the current year: part of the key, so a shell never outlives its year.
  return JSON.stringify([parts.url.origin, parts.url.pathname, parts.head, parts.scripts, visitor, new Date().getUTCFullYear()]);
}

/**
 * The document around the content, for a page that sends it first: doctype, head, header and
 * navigation, then the footer, split where the content goes.
 */
function renderShell(parts: DocumentParts): [before: string, after: string] {
  const key = shellKey(parts);
  const kept = key === undefined ? undefined : shells.get(key);
  if (kept) {
    // Most recently used now: moved to the end of the map's order.
    shells.delete(key!);
    shells.set(key!, kept);
    return kept;
  }
  const html = renderToString(documentOf(parts, CONTENT_SLOT));
  const [before, after] = html.split(CONTENT_SLOT) as [string, string];
  const shell: [string, string] = ["<!DOCTYPE html>" + before, after];
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
}

/**
 * Streams a page inside the document. While its data is being read, browsers get the head and the
 * site's shell (header and navigation) at once, so the stylesheet loads meanwhile; the content
 * follows when it is complete. Pages ship no JavaScript for this, and they read the same without it.
 * Crawlers and audit tools get the finished document in one piece, and if the content fails they
 * get a real error status instead of a half page; so does a page the request asks `complete`
 * (Workers Cache will store it, or it waited for its data) and a page with nothing to wait for (no
 * data, or data already there or failed, as on error pages): those are rendered in one pass,
 * document and content together. Either way a request costs one React render (a shell is kept, see
 * above). The status is whatever the caller set before. The answer carries what it shows for the
 * HTML cache: the request's `copy`, or nothing if the content failed after the head was sent.
 */
export async function renderPage(c: Context<AppEnv>, page: ReactNode, head: PageHead, request: RenderRequest = {}): Promise<Response> {
  const content = request.formProblem ? (
    <>
      <FormProblems problem={request.formProblem} />
      {page}
    </>
  ) : (
    page
  );
  const url = new URL(c.req.url);
  const nonce = c.get("secureHeadersNonce");
  const parts: DocumentParts = { head, url, user: c.var.session?.user ?? null, nonce, scripts: ownScriptsOf(c.var.visit.policy) };
  c.header("Content-Type", "text/html; charset=utf-8");
  // Lets the browser (and Cloudflare's Early Hints, which answers with it before the page is ready)
  // fetch the stylesheet while the page is still on its way; it is fingerprinted, so cached for a year.
  c.header("Link", `<${build.assets.stylesheet}>; rel=preload; as=style`);

  // One pass, document and content together, when nothing is worth sending ahead: the data is
  // already there or failed (error pages too), the page has none, or the reader wants it whole.
  const { data } = request;
  if (!data || hasSettled(data) || request.complete || (c.var.crawler ?? isCrawler(c.req.header("user-agent")))) {
    const html = "<!DOCTYPE html>" + (await renderWhenReady(data, () => documentOf(parts, content), url.pathname));
    return describeCopy(c.body(html), request.copy);
  }
  const [before, after] = renderShell(parts);
  const streamed = streamContent(before, () => content, after, data, url.pathname);
  // The head is sent with status 200 before the content is known: a page whose content failed is not stored.
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
  before: string,
  content: () => ReactNode,
  after: string,
  data: Promise<unknown>,
  path: string,
): { body: ReadableStream<Uint8Array>; complete: Promise<boolean> } {
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const send = async (): Promise<boolean> => {
    const writer = writable.getWriter();
    await writer.write(encoder.encode(before));
    let whole = true;
    try {
      await writer.write(encoder.encode(await renderWhenReady(data, content, path)));
    } catch {
      whole = false;
      await writer.write(encoder.encode(renderToString(<DataUnavailable />)));
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

/** Makes `c.render(content, head)` render the page through the default layout, as the request asks. */
export const rendererFor = (c: Context<AppEnv>, request: RenderRequest) => (content: ReactNode, head: PageHead) =>
  renderPage(c, content, head, request);
