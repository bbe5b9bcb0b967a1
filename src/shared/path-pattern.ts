/**
 * The one path matcher of the site: route rules, page policies and the admin app's sections all
 * read their patterns with it. Pure and import-free, so the browser may use it too.
 *
 * Patterns: `:name` matches one non-empty path segment; `**`, or `*` standing as a whole segment
 * (hono's spelling), matches the rest of the path, possibly empty, and is captured as `**`.
 * Everything else matches itself, literally.
 */

/** The name under which a pattern's rest (`**` or a segment `*`) is captured. */
export const REST = "**";

/** A pattern compiled once: an anchored regular expression and the names of its captures, in order. */
export interface PathPattern {
  regex: RegExp;
  names: string[];
}

const TOKEN = /(\*\*|(?<=^|\/)\*(?=\/|$)|:[A-Za-z_][A-Za-z0-9_]*)/;

/** Turns `/haberler/:id` or `/admin/**` into an anchored regular expression with named captures. */
export function compilePattern(pattern: string): PathPattern {
  const names: string[] = [];
  const source = pattern
    .split(TOKEN)
    .map((part) => {
      if (part === REST || part === "*") {
        names.push(REST);
        return "(.*)";
      }
      if (part.startsWith(":")) {
        names.push(part.slice(1));
        return "([^/]+)";
      }
      return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    })
    .join("");
  return { regex: new RegExp(`^${source}$`), names };
}

/** Whether a pattern has anything but literal text (a parameter or a rest). */
export const hasParameters = (pattern: string): boolean => TOKEN.test(pattern);

/** What a compiled pattern captured from a pathname, by name; null when it does not match. */
export function matchPattern(pattern: PathPattern, pathname: string): Record<string, string> | null {
  const match = pattern.regex.exec(pathname);
  if (!match) return null;
  return Object.fromEntries(pattern.names.map((name, i) => [name, match[i + 1] ?? ""]));
}

/** An address the pattern matches, with "ornek" for each parameter and rest: to check a pattern against other tables. */
export const examplePath = (pattern: string): string => pattern.split(TOKEN).map((part, i) => (i % 2 === 1 ? "ornek" : part)).join("");
