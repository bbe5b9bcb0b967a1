import { createMiddleware } from "hono/factory";
import { SESSION_COOKIE } from "../../services/auth/session";
import { cookiesOf } from "../../platform/cookies";
import { BOOKMARK_COOKIE } from "../../db/bookmark";
import type { AppEnv } from "../../shared/env";
import type { PagePolicy, PolicyTable } from "../../platform/page-policy";

/**
 * The query parameters public pages read, with the values they use: `sayfa` (a list's page number)
 * and `gonderildi=1` (the contact form's thanks). Any other value would only store one more copy of
 * the same page under a new key.
 */
const PAGE_QUERY_PARAMETERS: Readonly<Record<string, RegExp>> = { sayfa: /^[1-9][0-9]{0,5}$/, gonderildi: /^1$/ };

/** Cookies that make a visitor someone in particular: a session, or a fresh D1 bookmark. */
const PERSONAL_COOKIES = [`__Host-${SESSION_COOKIE}`, BOOKMARK_COOKIE];

/** What the Worker knows about a request from its address and headers alone, decided once per request. */
export interface Visit {
  /** The policy its route declares (src/routes/pages/routes.tsx). */
  policy: PagePolicy;
  /**
   * True for a request the HTML cache may answer: an anonymous GET of a cacheable address whose
   * query holds only parameters the pages read (anything else, such as campaign tags, would fill
   * the cache with copies of the same page). The D1 session choice (src/db/replication.ts) is given
   * the same answer.
   */
  cacheable: boolean;
}

function isCacheable(request: Request, url: URL, policy: PagePolicy): boolean {
  if (request.method !== "GET" || !policy.sections) return false;
  for (const [name, value] of url.searchParams) {
    if (!Object.hasOwn(PAGE_QUERY_PARAMETERS, name) || !PAGE_QUERY_PARAMETERS[name]!.test(value)) return false;
  }
  // Read with hono's own parser, the one the session reader uses, so both agree on who is signed in.
  const cookies = cookiesOf(request);
  return !PERSONAL_COOKIES.some((name) => name in cookies);
}

const visits = new WeakMap<Request, Visit>();

/** The request's policy and cacheability, worked out the first time anyone asks and kept for the request. */
export function visitOf(request: Request, policies: PolicyTable): Visit {
  let visit = visits.get(request);
  if (!visit) {
    const url = new URL(request.url);
    const policy = policies.of(url.pathname);
    visit = { policy, cacheable: isCacheable(request, url, policy) };
    visits.set(request, visit);
  }
  return visit;
}

/** Puts the site's policies and the request's visit on the context, first thing, for every later step. */
export const visitReader = (policies: PolicyTable) =>
  createMiddleware<AppEnv>(async function visitReader(c, next) {
    c.set("policies", policies);
    c.set("visit", visitOf(c.req.raw, policies));
    await next();
  });

declare module "../../shared/env" {
  interface Variables {
    /** The request's policy and cacheability, decided once. */
    visit: Visit;
  }
}
