import type { Context, ErrorHandler } from "hono";
import type { AppEnv } from "../shared/env";
import { isApiPath } from "../shared/paths";
import { isCrawler } from "../platform/crawler";
import { toErrorInfo, type ErrorInfo } from "../platform/errors";
import { logEvent } from "../platform/log";
import { redirectTargetFrom } from "./payload-route";
import { Redirect } from "../platform/redirect";
import { newErrorCode } from "../platform/error-code";
import { routePatternOf } from "../platform/route-pattern";
import { logMessageOf, logStackOf, recordUnexpectedError } from "./unexpected-error";

/** Callers of the API, of page payloads and of build files read JSON, errors included. */
const answersJson = (c: Context<AppEnv>): boolean => isApiPath(c.req.path) || c.req.path.endsWith(".json");

/**
 * A loader's Redirect, answered for what was asked: the page or its payload at the canonical
 * address, with the query kept. A GET moves with the loader's status; a form posted to a former
 * address goes on with its body (308).
 */
function follow(c: Context<AppEnv>, redirect: Redirect): Response {
  const url = new URL(c.req.url);
  const target = redirectTargetFrom(url.pathname, redirect.location);
  const status = c.req.method === "GET" || c.req.method === "HEAD" ? redirect.status : 308;
  return c.redirect(target + url.search, status);
}

/** Renders the error page for people; supplied where the app is composed, so this layer renders nothing itself. */
export type ErrorPageRenderer = (c: Context<AppEnv>, error: ErrorInfo) => Response | Promise<Response>;

/**
 * The one place where errors become responses (a loader's Redirect becomes its redirect first), after being logged once as a JSON line:
 * JSON under the API base and for .json addresses, a short plain-text body for crawlers and audit tools (the original only
 * logs for them), and otherwise the Turkish error page in the default layout.
 * Stack traces go to the log for 5xx and never into a response. A 5xx gets a short code ("7F3K-2Q"),
 * the same in the log line, in the JSON and on the page, so a member can quote it and an
 * administrator find it; it is also recorded in D1 (src/app/unexpected-error.ts) for the dashboard,
 * the system page and the daily digest.
 */
export const errorHandler =
  (renderErrorPage: ErrorPageRenderer): ErrorHandler<AppEnv> =>
  async (err, c) => {
    if (err instanceof Redirect) return follow(c, err);
    const info = toErrorInfo(err);
    const url = new URL(c.req.url);
    const crawler = c.var.crawler ?? isCrawler(c.req.header("user-agent"));
    const unexpected = info.statusCode >= 500;
    if (unexpected) info.code = newErrorCode();
    logEvent(unexpected ? "error" : "warn", "request_error", {
      ...(info.code ? { code: info.code } : {}),
      status: info.statusCode,
      // The path only: a query string may hold personal data (an address, a name searched for).
      path: url.pathname,
      method: c.req.method,
      message: url.search ? info.statusMessage.replaceAll(url.search, "") : info.statusMessage,
      fatal: info.fatal,
      userAgent: c.req.header("user-agent") ?? null,
      crawler,
      ...(unexpected && err instanceof Error ? { error: logMessageOf(err), stack: logStackOf(err) } : {}),
    });
    if (info.code) await recordUnexpectedError(c.env, { code: info.code, route: routePatternOf(c), error: err, status: info.statusCode });

    if (answersJson(c)) return c.json(info, info.statusCode);
    if (crawler) return c.text(`${info.statusCode} ${info.statusMessage}`, info.statusCode);

    c.status(info.statusCode);
    return renderErrorPage(c, info);
  };
