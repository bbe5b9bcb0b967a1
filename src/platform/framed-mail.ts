/**
 * A mail as the admin previews it (src/routes/admin/newsletter-api.ts), inside a frame of the admin
 * page: its inline styles are what mail programs see, so they are allowed here and nothing else is
 * (no script, no form, no plugin, a sandbox), and only our own pages may frame it. The answer names
 * these headers itself; the app's security headers (src/app/middleware/security-headers.ts) keep them.
 */
export const FRAMED_MAIL_HEADERS = {
  "Content-Security-Policy":
    "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' https: data:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'; sandbox",
  "X-Frame-Options": "SAMEORIGIN",
} as const;
