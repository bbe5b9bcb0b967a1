import type { Mail } from "./email/messages";
import type { NewsletterJob } from "./newsletter/sending";

/** Bindings declared in wrangler.toml, plus what the edge pipeline puts on each request's context. */
export interface Bindings {
  DB: D1Database;
  MEDIA: R2Bucket;
  /** Cloudflare Images: makes each upload's variants (src/media/process.ts). */
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
  /** Mail waits here until the Email Service has taken it (src/email/outbox.ts). */
  MAIL_QUEUE: Queue<Mail>;
  /** Bulletins wait here to be handed to the mail queue chunk by chunk (src/newsletter/sending.ts). */
  NEWSLETTER_QUEUE: Queue<NewsletterJob>;
  /** The sender every mail carries, e.g. "bildirim@example.org.tr" (a var in wrangler.toml). */
  MAIL_FROM: string;
  /** "on" logs each request's D1 round trips (src/db/round-trip-log.ts); set by `npm run bench` only. */
  LOG_D1_ROUND_TRIPS?: string;
}

import type { CurrentSession } from "./auth/session";
import type { SiteError } from "./edge/errors";
import type { PageCacheHints } from "./edge/page-cache/hints";
import type { Visit } from "./edge/page-cache/eligibility";
import type { PolicyTable } from "./edge/page-policy";

export interface Variables {
  /** The signed-in session, read once per request from the cookie (null for anonymous visitors). */
  session: CurrentSession | null;
  /** True for crawlers and audit tools: they get complete documents and log-only errors. */
  crawler: boolean;
  /** What the page's loader says the page shows and until when (see src/edge/page-cache/hints.ts). */
  pageCacheHints?: PageCacheHints;
  /** The page's data as its loader returns it (src/edge/pipeline.ts), for the renderer to know when it is there. */
  pageData?: Promise<unknown>;
  /** Render the page complete before answering: its headers must describe the finished page. */
  completeDocument?: boolean;
  /** Why a form post's body was refused (src/edge/request-body.ts); its page shows it above the form. */
  bodyRefusal?: SiteError;
  /** The request body has been read by its route's policy (src/edge/request-body.ts). */
  bodyRead?: boolean;
  /** A message shown above the page's content: a form post that could not be read. */
  formProblem?: string;
  /** The site's page policies (src/edge/page-policy.ts), compiled once per isolate. */
  policies: PolicyTable;
  /** The request's policy and cacheability, decided once (src/edge/page-cache/eligibility.ts). */
  visit: Visit;
  /** The answer is a mail shown inside the admin page (a bulletin's preview): src/edge/security.ts gives it its own CSP. */
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
