import { createMiddleware } from "hono/factory";
import { isbot } from "isbot";
import type { AppEnv } from "../shared/env";

/**
 * Crawlers and audit tools (Lighthouse, PageSpeed Insights: both match isbot's list) get complete
 * documents instead of a streamed shell, and errors are only logged for them.
 */
export const isCrawler = (userAgent: string | undefined): boolean => isbot(userAgent ?? "");

export const detectCrawler = () =>
  createMiddleware<AppEnv>(async function detectCrawler(c, next) {
    c.set("crawler", isCrawler(c.req.header("user-agent")));
    await next();
  });
