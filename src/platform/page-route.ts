import type { Context } from "hono";
import type { AppEnv } from "../shared/env";
import type { CacheDeclaration } from "./cache/hints";
import type { PagePolicy, PolicyDeclaration } from "./page-policy";
import type { RouteValidator } from "./validation";

/**
 * What a page's loader gives: its data, and for a page that may be cached, what it shows and until
 * when (tags and the moment it changes by itself, src/platform/cache/hints.ts).
 */
export interface Loaded<T> {
  data: T;
  cache?: CacheDeclaration;
}

/**
 * Asks the site's own app for `path` as the visitor of `c` (their cookies and address), in the same
 * isolate, without a network hop: how a page reads an answer the browser would read over HTTP (the
 * admin page's first screen reads the admin API this way, src/routes/pages/admin.tsx).
 */
export type SameAppReader = (c: Context<AppEnv>, path: string) => Promise<Response>;

/** One screen of the site: where it lives, what it checks, what it reads and how it renders. */
export interface PageRoute<T = unknown> {
  /** The original's route name (`gundem-id`, `admin`, …). */
  name: string;
  /** Hono path pattern, for example `/gundem/:id`. */
  path: string;
  validate?: RouteValidator;
  /** Named guards, looked up in the registry when the app is built. */
  middleware?: readonly string[];
  /**
   * Reads the page's data (at most one D1 round trip). The same data is served as JSON at
   * `{path}/_payload.json`. Returns the data with what it shows for the cache; may throw the
   * catalogue's errors or a Redirect (both answered by src/app/error-handler.ts).
   */
  load?: (c: Context<AppEnv>, read: SameAppReader) => Promise<Loaded<T>>;
  /**
   * Renders the page. It gets the loader's data, still pending unless the route `waitsForData`, so
   * the page can stream its shell first.
   */
  render: (c: Context<AppEnv>, data: Promise<T>) => Response | Promise<Response>;
  /**
   * The cache sections the page (and its payload) belongs to, by tag name (src/platform/cache/tags.ts);
   * without it the page is never cached. Its loader still says what exactly it shows (hints.ts).
   */
  cache?: PolicyDeclaration["cache"];
  /** A personal page: every answer at its address is `private, no-store`, whatever else it says. */
  private?: boolean;
  /**
   * Scripts the page loads: none by default (public pages ship no JavaScript), "admin" for the admin
   * app (CSP with a nonce), or static scripts of our own (CSP `script-src 'self'`, src/app/middleware/security-headers.ts).
   */
  scripts?: PagePolicy["scripts"];
  /** Left out of the sitemap: a page that only answers a query (search results). */
  unlisted?: boolean;
  /**
   * The page waits for its data before anything is sent, because its status depends on it (a 404
   * for a page past the end of a list, an unknown item). Otherwise browsers get the shell first.
   */
  waitsForData?: boolean | ((c: Context<AppEnv>) => boolean);
  /** Handles a form post to the page's address, after the same validation, rules and guards. */
  action?: (c: Context<AppEnv>) => Promise<Response>;
}

/** Keeps each route's data type checked while the table holds routes of many types. */
export const definePage = <T,>(route: PageRoute<T>): PageRoute<unknown> => route as PageRoute<unknown>;

/** Whether a page's data (as the pipeline hands it on) has arrived or failed already. */
export const hasSettled = (data: Promise<unknown>): boolean => "status" in data;

/**
 * Writes a promise's outcome onto it the way React's `use` reads it (`status`, `value`, `reason`),
 * so that once a page's data is there the renderer can render it in one synchronous pass instead
 * of suspending on a promise React has not seen settle (src/routes/pages/renderer.tsx).
 */
export function recordSettlement<T>(promise: Promise<T>): Promise<T> {
  const tracked = promise as Promise<T> & { status?: string; value?: T; reason?: unknown };
  // The handlers return nothing: returning the promise itself would make the branch adopt its rejection.
  tracked.then(
    (value) => {
      Object.assign(tracked, { status: "fulfilled", value });
    },
    (reason: unknown) => {
      Object.assign(tracked, { status: "rejected", reason });
    },
  );
  return promise;
}

