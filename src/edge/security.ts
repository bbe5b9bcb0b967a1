import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { NONCE, secureHeaders } from "hono/secure-headers";

/**
 * Scripts: the admin area loads its bundle and carries a per-response nonce; every other page ships
 * no JavaScript at all, so it allows none. That also keeps cached public pages free of a nonce that
 * would be repeated to every visitor.
 */
const scriptSources = (c: Context, directive: string) => {
  const path = c.req.path;
  return path === "/admin" || path.startsWith("/admin/") ? `'self' ${NONCE(c, directive)}` : "'none'";
};

/** The referrer policy of every answer that does not name a stricter one (route rules may). */
const DEFAULT_REFERRER_POLICY = "strict-origin-when-cross-origin";

/**
 * Response headers for every answer: a CSP (scripts as above), HSTS for a year, no framing, no MIME
 * sniffing, and a strict referrer policy. hono's secureHeaders would overwrite the policy a route
 * rule set (pages whose address carries a one-time token send none), so the default is added here
 * only where the answer has none.
 */
export const siteSecurityHeaders = () => {
  const headers = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: [scriptSources],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", "data:", "blob:"],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
    },
    strictTransportSecurity: "max-age=31536000; includeSubDomains",
    referrerPolicy: false,
    xFrameOptions: "DENY",
    crossOriginEmbedderPolicy: false,
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  });
  return createMiddleware(async function siteSecurityHeaders(c, next) {
    await headers(c, next);
    if (!c.res.headers.has("Referrer-Policy")) c.res.headers.set("Referrer-Policy", DEFAULT_REFERRER_POLICY);
  });
};
