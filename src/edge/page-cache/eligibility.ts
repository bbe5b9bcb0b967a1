import { parse } from "hono/utils/cookie";
import { SESSION_COOKIE } from "../../auth/session";
import { BOOKMARK_COOKIE } from "../../db/bookmark";
import { sectionsOf } from "./tags";

/**
 * The query parameters public pages read, with the values they use: `sayfa` (a list's page number)
 * and `gonderildi=1` (the contact form's thanks). Any other value would only store one more copy of
 * the same page under a new key.
 */
const PAGE_QUERY_PARAMETERS: Readonly<Record<string, RegExp>> = { sayfa: /^[1-9][0-9]{0,5}$/, gonderildi: /^1$/ };

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
  for (const [name, value] of url.searchParams) {
    if (!Object.hasOwn(PAGE_QUERY_PARAMETERS, name) || !PAGE_QUERY_PARAMETERS[name]!.test(value)) return false;
  }
  const cookies = parse(request.headers.get("cookie") ?? "");
  return !PERSONAL_COOKIES.some((name) => name in cookies);
}
