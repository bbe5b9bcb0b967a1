/**
 * The Worker's environment: the bindings of wrangler.toml and what the request pipeline puts on
 * each request's context. This module imports nothing, so every layer may name it. What a layer
 * above owns, it declares beside its code by adding to these interfaces (`declare module`, the
 * way hono's own ContextVariableMap is extended): the queues' message types (src/services/email/outbox.ts,
 * src/services/newsletter/sending.ts), the session (src/services/auth/session.ts), the page policies and the visit
 * (src/platform/page-policy.ts, src/app/page-cache/eligibility.ts), the cache hints
 * (src/platform/cache/hints.ts) and a refused body (src/platform/request-body.ts).
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
  /** The one-time code that makes the first account of a deployed site its administrator (a secret; see README). */
  SETUP_CODE?: string;
  /** Key for hashing visitors' IP addresses (a secret in production; see README). */
  IP_HASH_SECRET?: string;
  /** Cloudflare Email Service (`[[send_email]]` in wrangler.toml): the one way mail leaves the site. */
  EMAIL: SendEmail;
  /** The sender every mail carries, e.g. "bildirim@example.org.tr" (a var in wrangler.toml). */
  MAIL_FROM: string;
  /** "on" logs each request's D1 round trips (src/db/round-trip-log.ts); set by `npm run bench` only. */
  LOG_D1_ROUND_TRIPS?: string;
}

/** What the pipeline puts on each request's context (more is declared by the modules named above). */
export interface Variables {
  /** True for crawlers and audit tools: they get complete documents and log-only errors. */
  crawler: boolean;
  /** The page's data as its loader returns it (src/app/pipeline.ts), for the renderer to know when it is there. */
  pageData?: Promise<unknown>;
  /** Render the page complete before answering: its headers must describe the finished page. */
  completeDocument?: boolean;
  /** The request body has been read by its route's policy (src/platform/request-body.ts). */
  bodyRead?: boolean;
  /** A message shown above the page's content: a form post that could not be read. */
  formProblem?: string;
  /** The answer is a mail shown inside the admin page (a bulletin's preview): src/app/middleware/security-headers.ts gives it its own CSP. */
  framedMail?: boolean;
  /** Per-response CSP nonce set by hono's secureHeaders (admin pages only). */
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
