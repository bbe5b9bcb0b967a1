/**
 * Where to go after signing in: only a path on this site. Absolute URLs, protocol-relative ones
 * ("//evil.example", "/\\evil.example") and anything that resolves to another origin are refused,
 * so the login page can never be used to send someone elsewhere.
 */
export function safeNextPath(next: string | undefined | null): string | null {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return null;
  if (/[\u0000-\u001f\\]/.test(next)) return null;
  const base = "https://site.invalid";
  const resolved = new URL(next, base);
  if (resolved.origin !== base) return null;
  return resolved.pathname + resolved.search + resolved.hash;
}
