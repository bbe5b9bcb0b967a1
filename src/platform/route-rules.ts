import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../shared/env";
import { compilePattern, examplePath, matchPattern, REST, type PathPattern } from "../shared/path-pattern";

export interface RedirectTarget {
  /** A path on this site or an absolute http(s) URL; may contain the pattern's `:name` and `**`. */
  to: string;
  status: 301 | 302 | 307 | 308;
}

export type RouteRule =
  | { path: string; redirect: RedirectTarget; headers?: never }
  | { path: string; headers: Record<string, string>; redirect?: never };

interface CompiledRule {
  rule: RouteRule;
  pattern: PathPattern;
}

/** Fills a target's placeholders with what the pattern captured. */
function fillTarget(target: string, captured: Record<string, string>): string {
  return target.replace(/\*\*|:[A-Za-z_][A-Za-z0-9_]*/g, (token) => {
    const key = token === REST ? REST : token.slice(1);
    return (Object.hasOwn(captured, key) ? captured[key] : undefined) ?? "";
  });
}

function isExternal(target: string): boolean {
  return /^https?:\/\//i.test(target);
}

/**
 * An internal target must stay on this site: "//evil.example" would be read by browsers as another
 * origin, so repeated leading slashes (which a captured segment could produce) collapse to one.
 */
function keepOnSite(path: string): string {
  return "/" + path.replace(/^[/\\]+/, "");
}

export interface RuleResult {
  redirect?: { location: string; status: RedirectTarget["status"] };
  headers: Record<string, string>;
}

/** Compiles the table once; the returned function resolves a path and query string against it. */
export function createRuleMatcher(rules: readonly RouteRule[]) {
  const compiled: CompiledRule[] = rules.map((rule) => ({ rule, pattern: compilePattern(rule.path) }));

  return function matchRules(pathname: string, search: string): RuleResult {
    const result: RuleResult = { headers: {} };
    for (const { rule, pattern } of compiled) {
      const captured = matchPattern(pattern, pathname);
      if (!captured) continue;
      if (rule.headers) {
        Object.assign(result.headers, rule.headers);
        continue;
      }
      if (result.redirect) continue;
      const filled = fillTarget(rule.redirect.to, captured);
      const location = isExternal(filled) ? filled : keepOnSite(filled);
      result.redirect = { location: appendQuery(location, search), status: rule.redirect.status };
    }
    return result;
  };
}

/**
 * The page paths a redirect would take over: rules run before the page, so a page whose address a
 * redirect matches could never be reached (src/routes/route-rules.ts redirects /bagis, for one).
 * Parameterised paths are checked with an example address.
 */
export function shadowedPages(rules: readonly RouteRule[], pagePaths: readonly string[]): string[] {
  const matchRules = createRuleMatcher(rules);
  return pagePaths.filter((path) => matchRules(examplePath(path), "").redirect);
}

function appendQuery(location: string, search: string): string {
  if (!search || search === "?") return location;
  const query = search.startsWith("?") ? search.slice(1) : search;
  return location + (location.includes("?") ? "&" : "?") + query;
}

/**
 * Second step of the navigation pipeline: applies redirects (ending the request) and adds the
 * headers of every matching rule to whatever response the later steps produce.
 */
export const applyRouteRules = (rules: readonly RouteRule[]) => {
  const matchRules = createRuleMatcher(rules);
  return createMiddleware<AppEnv>(async function applyRouteRules(c, next) {
    const url = new URL(c.req.url);
    const { redirect, headers } = matchRules(url.pathname, url.search);
    if (redirect) return c.redirect(redirect.location, redirect.status);
    await next();
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  });
};
