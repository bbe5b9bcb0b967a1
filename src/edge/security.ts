import type { Context } from "hono";
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

/**
 * Response headers for every answer: a CSP (scripts as above), HSTS for a year, no framing, no MIME
 * sniffing, and a strict referrer policy.
 */
export const siteSecurityHeaders = () =>
  secureHeaders({
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
    referrerPolicy: "strict-origin-when-cross-origin",
    xFrameOptions: "DENY",
    crossOriginEmbedderPolicy: false,
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  });
