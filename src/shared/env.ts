/**
 * The Worker's environment: the bindings of wrangler.toml and what the request pipeline puts on
 * each request's context. This module imports nothing, so every layer may name it. What a layer
 * above owns, it declares beside its code by adding to these interfaces (`declare module`, the
 * way hono's own ContextVariableMap is extended): the queues' message types (src/services/email/outbox.ts,
 * src/services/newsletter/sending.ts), the session (src/services/auth/session.ts), the page policies and the visit
 * (src/platform/page-policy.ts, src/app/page-cache/eligibility.ts).
 */

/** Bindings declared in wrangler.toml. */
export interface Bindings {
  DB: D1Database;
  MEDIA: R2Bucket;
  /** Cloudflare Images: makes each upload's variants (src/services/media/process.ts). */
  IMAGES: ImagesBinding;
  ASSETS: Fetcher;
  /** The site's one public address, e.g. https://www.example.org.tr (a secret in production; see README). */
  SITE_ORIGIN?: string;
  /**
   * A local server's own address (`http://localhost:8787`, with the port it runs on), passed by
   * `npm start` and `npm run start:empty` (scripts/start.mjs): where the cron's mails link when no
   * SITE_ORIGIN is set. Never set in production.
   */
  DEV_ORIGIN?: string;
  /** The one-time code that makes the first account of a deployed site its administrator (a secret; see README). */
  SETUP_CODE?: string;
  /** Key for hashing visitors' IP addresses (a secret in production; see README). */
  IP_HASH_SECRET?: string;
  /** Cloudflare Email Service (`[[send_email]]` in wrangler.toml): the one way mail leaves the site. */
  EMAIL: SendEmail;
  /** The sender every mail carries, e.g. "bildirim@example.org.tr" (a var in wrangler.toml). */
  MAIL_FROM: string;
  /** The deployed version (`[version_metadata]` in wrangler.toml): its id and when it was uploaded, for the system page. */
  CF_VERSION_METADATA?: { id: string; tag: string; timestamp: string };
  /** "on" logs each request's D1 round trips (src/db/round-trip-log.ts); set by `npm run bench` only. */
  LOG_D1_ROUND_TRIPS?: string;
}

/**
 * Per-request values that middleware sets for the handlers after it, as hono means `c.var`: never
 * messages between modules (those pass as arguments: the renderer's RenderRequest, a response's
 * cache description, a body's refusal). Each key says why it belongs here. Declared elsewhere, for
 * the same reason: `session` (read once, for every guard, handler and page) and `visit` (the request's
 * policy and cacheability, decided before routing for the headers and the cache).
 */
export interface Variables {
  /** Set by detectCrawler for the renderer and the error handler: crawlers get complete documents and log-only errors. */
  crawler: boolean;
  /** Set by hono's secureHeaders for the admin page, which must put the response's own nonce on its script. */
  secureHeadersNonce?: string;
}

export interface AppEnv {
  Bindings: Bindings;
  Variables: Variables;
}

declare global {
  // Lets `import { env } from "cloudflare:workers"` and cloudflare:test see the same bindings
  // (the runtime's types declare them in this namespace, so merging into it is the only way).
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Cloudflare {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface Env extends Bindings {}
  }
}
