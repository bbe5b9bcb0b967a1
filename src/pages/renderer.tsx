import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { ReactNode } from "react";
import { renderToReadableStream } from "react-dom/server.edge";
import { isCrawler } from "../edge/crawler";
import { logEvent } from "../edge/log";
import type { AppEnv } from "../env";
import { Document } from "./document";
import type { PageHead } from "./head";

declare module "hono" {
  interface ContextRenderer {
    (content: ReactNode, head: PageHead): Promise<Response>;
  }
}

/**
 * Streams a page inside the document. Browsers get the head and shell as soon as they are ready and
 * the Suspense boundaries as their data arrives; crawlers and audit tools get the finished document
 * (React's `allReady`), so no fallback ever reaches them. The response status is whatever the
 * caller set with `c.status()` beforehand.
 *
 * Written here rather than taken from @hono/react-renderer because that package's stream mode can
 * neither wait for `allReady` nor take a per-response CSP nonce for React's inline stream scripts.
 */
export async function renderPage(c: Context<AppEnv>, content: ReactNode, head: PageHead): Promise<Response> {
  const path = new URL(c.req.url).pathname;
  const stream = await renderToReadableStream(
    <Document head={head} path={path}>
      {content}
    </Document>,
    {
      nonce: c.get("secureHeadersNonce"),
      onError(error) {
        // Errors inside a Suspense boundary after the shell was sent; shell errors reject instead
        // and reach the app's onError.
        logEvent("error", "render_error", {
          path,
          message: error instanceof Error ? error.message : String(error),
          stack: error instanceof Error ? error.stack : undefined,
        });
      },
    },
  );
  if (c.var.crawler ?? isCrawler(c.req.header("user-agent"))) await stream.allReady;
  c.header("Content-Type", "text/html; charset=utf-8");
  return c.body(stream);
}

/** Makes `c.render(content, head)` stream the page through the default layout. */
export const pageRenderer = () =>
  createMiddleware<AppEnv>(async function pageRenderer(c, next) {
    c.setRenderer((content, head) => renderPage(c, content, head));
    await next();
  });
