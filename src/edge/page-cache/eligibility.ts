import { parse } from "hono/utils/cookie";
import { SESSION_COOKIE } from "../../auth/session";
import { BOOKMARK_COOKIE } from "../../db/bookmark";
import { sectionsOf } from "./tags";

/** The query parameters public pages read: `sayfa` (lists), `gonderildi` (the contact form's thanks). */
const PAGE_QUERY_PARAMETERS = new Set(["sayfa", "gonderildi"]);

/** Cookies that make a visitor someone in particular: a session, or a fresh D1 bookmark. */
const PERSONAL_COOKIES = [`__Host-${SESSION_COOKIE}`, BOOKMARK_COOKIE];

/**
 * True for a request the HTML cache may answer: an anonymous GET of a cacheable address whose query
 * holds only parameters the pages read (anything else, such as campaign tags, would fill the cache
 * with copies of the same page). Cookies are read with hono's own parser, the one the session
 * reader uses, so both always agree on who is signed in. The D1 session choice
 * (src/db/replication.ts) asks the same question.
 */
export function isCacheableRequest(request: Request): boolean {
  if (request.method !== "GET") return false;
  const url = new URL(request.url);
  if (!sectionsOf(url.pathname)) return false;
  if ([...url.searchParams.keys()].some((name) => !PAGE_QUERY_PARAMETERS.has(name))) return false;
  const cookies = parse(request.headers.get("cookie") ?? "");
  return !PERSONAL_COOKIES.some((name) => name in cookies);
}
