import type { PageScript } from "./build-manifest";
import { compilePattern, hasParameters } from "../shared/path-pattern";

/**
 * What a page's route declares about how it is served (src/routes/pages/routes.tsx), read by the cache
 * middleware, the security headers and the renderer instead of lists of their own (whether a page
 * waits for its data is the pipeline's, src/app/pipeline.ts).
 */
export interface PagePolicy {
  /**
   * The cache sections the address belongs to (tag names, see page-cache/tags.ts): the in-Worker
   * cache keys copies by them, and purging a tag renews its sections. Null: never cached.
   */
  sections: readonly string[] | null;
  /** A personal page: no cache may keep any answer at its address (`private, no-store`). */
  private: boolean;
  /**
   * Scripts: "none" (public pages ship no JavaScript), "admin" (the admin bundle, with a nonce), or
   * the page's own static scripts (CSP `script-src 'self'`, no nonce, so cached copies stay valid).
   */
  scripts: "none" | "admin" | readonly PageScript[];
  /**
   * Query parameters this page reads besides the list's page number, each with its normal form (null:
   * not one the page would answer the same way, so not cached): the cache keys a copy by the normal
   * form, and the page shows that form, so two spellings of one query share a copy.
   */
  cacheQuery: Readonly<Record<string, QueryNormaliser>>;
}

/** A query parameter's value in the one form a page reads it, or null for a value not kept in the cache. */
export type QueryNormaliser = (value: string) => string | null;

/** An address's policy as it is declared; the omitted parts take the defaults below. */
export interface PolicyDeclaration {
  path: string;
  cache?: { sections: readonly string[]; query?: PagePolicy["cacheQuery"] };
  private?: boolean;
  scripts?: PagePolicy["scripts"];
  /** Left out of the sitemap: a page that only answers a query (search results, `noindex`). */
  unlisted?: boolean;
}

/**
 * The public pages that stand on their own address (not personal, with no parameter in their path),
 * with their cache sections (none for a page that is not cached): what a sitemap lists besides the
 * items. Every such page is listed, whether or not it loads data or is cached; personal and
 * parameterised routes are not, the items come from the data. Give it the routes themselves, not
 * `policiesOf` them, which adds each page's JSON payload address.
 */
export const standalonePublicPages = (declarations: readonly PolicyDeclaration[]): { path: string; sections: readonly string[] }[] =>
  declarations.flatMap(({ path, cache, private: personal, unlisted }) => (!personal && !unlisted && !hasParameters(path) ? [{ path, sections: cache?.sections ?? [] }] : []));

/** Anything no route declares: the API, media files, unknown addresses. */
export const DEFAULT_POLICY: PagePolicy = { sections: null, private: false, scripts: "none", cacheQuery: {} };

export interface PolicyTable {
  /** The policy of an address (a request's pathname). */
  of(pathname: string): PagePolicy;
  /** Every distinct list of sections an address can have (the in-Worker cache keeps one token per list). */
  sectionLists: readonly (readonly string[])[];
}

/**
 * Compiles declarations once: exact paths into a map, patterns into regular expressions, tried in
 * the order given (the first match wins, as in the router).
 */
export function compilePolicies(declarations: readonly PolicyDeclaration[]): PolicyTable {
  const exact = new Map<string, PagePolicy>();
  const patterns: { pattern: RegExp; policy: PagePolicy }[] = [];
  const lists = new Map<string, readonly string[]>();
  for (const declaration of declarations) {
    const policy: PagePolicy = {
      sections: declaration.cache ? [...declaration.cache.sections] : null,
      private: declaration.private ?? false,
      scripts: declaration.scripts ?? "none",
      cacheQuery: declaration.cache?.query ?? {},
    };
    if (policy.sections) lists.set(policy.sections.join(","), policy.sections);
    if (hasParameters(declaration.path)) patterns.push({ pattern: compilePattern(declaration.path).regex, policy });
    else if (!exact.has(declaration.path)) exact.set(declaration.path, policy);
  }
  return {
    of(pathname) {
      const found = exact.get(pathname);
      if (found) return found;
      for (const { pattern, policy } of patterns) if (pattern.test(pathname)) return policy;
      return DEFAULT_POLICY;
    },
    sectionLists: [...lists.values()],
  };
}

/** The last segment of a page's payload address (the original's `{route}/_payload.json`). */
export const PAYLOAD_SUFFIX = "/_payload.json";

/** The `{route}/_payload.json` address of a page (the original's payload call). */
export const payloadPath = (path: string) => (path === "/" ? PAYLOAD_SUFFIX : path + PAYLOAD_SUFFIX);

/** The static scripts of our own a page loads (none for "none" and for the admin app, which loads its own). */
export const ownScriptsOf = (policy: PagePolicy): readonly PageScript[] => (typeof policy.scripts === "string" ? [] : policy.scripts);

