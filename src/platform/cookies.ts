import { parse } from "hono/utils/cookie";

const parsed = new WeakMap<Request, Readonly<Record<string, string>>>();

/**
 * A request's cookies, parsed once per request with hono's own parser (the one `getCookie` uses),
 * however many parts of the Worker ask: the cache's eligibility, the D1 bookmark, the session.
 */
export function cookiesOf(request: Request): Readonly<Record<string, string>> {
  let cookies = parsed.get(request);
  if (!cookies) {
    cookies = parse(request.headers.get("cookie") ?? "");
    parsed.set(request, cookies);
  }
  return cookies;
}
