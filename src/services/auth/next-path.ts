/**
 * Where to go after signing in: only a path on this site. Absolute URLs, protocol-relative ones
 * ("//evil.example", "/\\evil.example") and anything that resolves to another origin are refused,
 * so the login page can never be used to send someone elsewhere.
 *
 * What is returned is checked, not only what came in: dot segments resolve away, so "/.//evil.example",
 * "/%2e//evil.example" and "/a/..//evil.example" all become "//evil.example", which a browser reads as
 * another host.
 */
export function safeNextPath(next: string | undefined | null): string | null {
  if (!next || !isSitePath(next) || /[\u0000-\u001f\\]/.test(next)) return null;
  const base = "https://site.invalid";
  let resolved: URL;
  try {
    resolved = new URL(next, base);
  } catch {
    return null;
  }
  if (resolved.origin !== base) return null;
  const path = resolved.pathname + resolved.search + resolved.hash;
  return isSitePath(path) ? path : null;
}

/** A path of this site: one leading slash, never two, never a slash and a backslash. */
const isSitePath = (path: string) => path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\");
