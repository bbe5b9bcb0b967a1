import { createMiddleware } from "hono/factory";
import { SESSION_COOKIE } from "../../services/auth/session";
import { cookiesOf } from "../../platform/cookies";
import { BOOKMARK_COOKIE } from "../../db/bookmark";
import type { AppEnv } from "../../shared/env";
import type { PagePolicy, PolicyTable, QueryNormaliser } from "../../platform/page-policy";

/** A parameter kept only with exactly the values a page uses. */
const exactly =
  (values: RegExp): QueryNormaliser =>
  (value) =>
    values.test(value) ? value : null;

/**
 * The query parameters every public page may read, with the values they use: `sayfa` (a list's page
 * number) and `gonderildi=1` (the contact form's thanks); a route declares its own besides (/ara's
 * `q`). Any other value would only store one more copy of the same page under a new key.
 */
const PAGE_QUERY_PARAMETERS: Readonly<Record<string, QueryNormaliser>> = { sayfa: exactly(/^[1-9][0-9]{0,5}$/), gonderildi: exactly(/^1$/) };

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
  /**
   * The address a cached copy is kept under (the in-Worker cache's key): the request's, with its
   * query in the normal form the page reads ("/ara?q=KADIKÖY" → "/ara?q=kadıköy"). Null when not cacheable.
   */
  cacheAddress: URL | null;
}

/** The address in its normal form, or null when its query holds anything the page would not answer the same. */
function normalAddress(url: URL, policy: PagePolicy): URL | null {
  const normal = new URL(url.pathname, url.origin);
  for (const [name, value] of url.searchParams) {
    const normalise = Object.hasOwn(policy.cacheQuery, name) ? policy.cacheQuery[name] : Object.hasOwn(PAGE_QUERY_PARAMETERS, name) ? PAGE_QUERY_PARAMETERS[name] : undefined;
    const kept = normalise?.(value) ?? null;
    if (kept === null || normal.searchParams.has(name)) return null;
    normal.searchParams.set(name, kept);
  }
  normal.searchParams.sort();
  return normal;
}

function cacheAddressOf(request: Request, url: URL, policy: PagePolicy): URL | null {
  if (request.method !== "GET" || !policy.sections) return null;
  // Read with hono's own parser, the one the session reader uses, so both agree on who is signed in.
  const cookies = cookiesOf(request);
  return PERSONAL_COOKIES.some((name) => name in cookies) ? null : normalAddress(url, policy);
}

const visits = new WeakMap<Request, Visit>();

/** The request's policy and cacheability, worked out the first time anyone asks and kept for the request. */
export function visitOf(request: Request, policies: PolicyTable): Visit {
  let visit = visits.get(request);
  if (!visit) {
    const url = new URL(request.url);
    const policy = policies.of(url.pathname);
    const cacheAddress = cacheAddressOf(request, url, policy);
    visit = { policy, cacheable: cacheAddress !== null, cacheAddress };
    visits.set(request, visit);
  }
  return visit;
}

/** Puts the request's visit (its policy and cacheability) on the context, first thing, for every later step. */
export const visitReader = (policies: PolicyTable) =>
  createMiddleware<AppEnv>(async function visitReader(c, next) {
    c.set("visit", visitOf(c.req.raw, policies));
    await next();
  });

declare module "../../shared/env" {
  interface Variables {
    /** The request's policy and cacheability, decided once. */
    visit: Visit;
  }
}
