import type { Context, MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import { NONCE, secureHeaders, type ContentSecurityPolicyOptionHandler } from "hono/secure-headers";
import type { AppEnv } from "../../shared/env";
import { ownScriptsOf } from "../../platform/page-policy";

/**
 * Scripts, as each route declares them (`scripts` in src/routes/pages/routes.tsx): the admin area loads its
 * bundle and carries a per-response nonce; every other page ships no JavaScript at all, so it allows
 * none. That also keeps cached public pages free of a nonce that would be repeated to every visitor.
 * The few public pages that declare a script of their own (the album pages' photo view) allow our
 * own origin's static files, and nothing else: no nonce, no inline script, so their cached copies
 * stay valid.
 */
const scriptSources = (c: Context<AppEnv>, directive: string) => {
  const { policy } = c.var.visit;
  if (policy.scripts === "admin") return `'self' ${NONCE(c, directive)}`;
  return ownScriptsOf(policy).length ? "'self'" : "'none'";
};

/** The site's CSP, with the given script sources. */
const cspWith = (scriptSrc: (string | ContentSecurityPolicyOptionHandler)[]) => ({
  defaultSrc: ["'self'"],
  scriptSrc,
  styleSrc: ["'self'"],
  imgSrc: ["'self'", "data:", "blob:"],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  formAction: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  frameAncestors: ["'none'"],
});

/**
 * The CSP and framing an answer set for itself, if it did: hono's secureHeaders would overwrite them
 * with every page's. Only a mail shown inside the admin page does (src/platform/framed-mail.ts).
 */
function ownFramingOf(headers: Headers): Record<string, string> | undefined {
  const csp = headers.get("Content-Security-Policy");
  const frameOptions = headers.get("X-Frame-Options");
  if (!csp || !frameOptions) return undefined;
  return { "Content-Security-Policy": csp, "X-Frame-Options": frameOptions };
}

/** The referrer policy of every answer that does not name a stricter one (route rules may). */
const DEFAULT_REFERRER_POLICY = "strict-origin-when-cross-origin";

/**
 * Response headers for every answer: a CSP (scripts as above), HSTS for a year, no framing, no MIME
 * sniffing, and a strict referrer policy. The route's policy is known before it runs (the visit
 * is read first, src/app/page-cache/eligibility.ts), so the CSP is decided once; an answer that
 * names its own CSP and framing keeps them (a mail's preview). hono's secureHeaders would also overwrite
 * the referrer policy a route rule set (pages whose address carries a one-time token send none), so
 * the default is added only where the answer has none.
 */
export const siteSecurityHeaders = (): MiddlewareHandler<AppEnv> => {
  const everyPage = secureHeaders({
    contentSecurityPolicy: cspWith([scriptSources]),
    strictTransportSecurity: "max-age=31536000; includeSubDomains",
    referrerPolicy: false,
    xFrameOptions: "DENY",
    crossOriginEmbedderPolicy: false,
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  });
  return createMiddleware<AppEnv>(async function siteSecurityHeaders(c, next) {
    let framing: Record<string, string> | undefined;
    await everyPage(c, async () => {
      await next();
      framing = ownFramingOf(c.res.headers);
    });
    // An answer made to be framed (a mail's preview) keeps the policy it names.
    for (const [name, value] of Object.entries(framing ?? {})) c.res.headers.set(name, value);
    if (!c.res.headers.has("Referrer-Policy")) c.res.headers.set("Referrer-Policy", DEFAULT_REFERRER_POLICY);
  });
};
