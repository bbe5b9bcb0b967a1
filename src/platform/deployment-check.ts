import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../shared/env";
import { logEvent } from "./log";

/**
 * Hosts that only local development and tests use: `wrangler dev` (localhost, 127.0.0.1, ::1) and the
 * names reserved for testing and documentation (RFC 2606, RFC 6761). A deployed Worker is reached
 * through a real host name, which Cloudflare routes by, so a request cannot pretend to be local.
 */
const LOCAL_HOST = /^(localhost|127\.0\.0\.1|\[::1\])$|\.(localhost|example|test|invalid)$/;

export const isLocalHost = (hostname: string): boolean => LOCAL_HOST.test(hostname);

/** The secrets a deployed site cannot run without (README, "Deploy to Cloudflare"). */
const REQUIRED_SECRETS = ["SITE_ORIGIN", "IP_HASH_SECRET"] as const;

let logged = false;

function isOrigin(value: string): boolean {
  try {
    return new URL(value).origin === value;
  } catch {
    return false;
  }
}

/**
 * A deployed Worker without its secrets would build links from whatever Host a request names (and
 * cache them) and hash visitors' IP addresses with a key that is in the source. Rather than run like
 * that, it answers 503 and says once per isolate in the log what to set. Locally nothing is needed.
 */
export const requireDeploymentSecrets = () =>
  createMiddleware<AppEnv>(async function requireDeploymentSecrets(c, next) {
    const missing: string[] = REQUIRED_SECRETS.filter((name) => !c.env[name]);
    // An origin with a path or a trailing slash never equals a request's origin: every request
    // would be redirected to itself.
    if (c.env.SITE_ORIGIN && !isOrigin(c.env.SITE_ORIGIN)) missing.push("SITE_ORIGIN (https://alan.adi biçiminde, sonda / olmadan)");
    if (missing.length === 0 || isLocalHost(new URL(c.req.url).hostname)) return next();
    if (!logged) {
      logged = true;
      logEvent("error", "deployment_secrets_missing", {
        missing,
        message: `Set ${missing.join(" and ")} with \`wrangler secret put\` (README, "Deploy to Cloudflare"); until then every request answers 503.`,
      });
    }
    c.header("Cache-Control", "no-store");
    c.header("Retry-After", "300");
    return c.text("Site bakımda: yapılandırması tamamlanmadı. Lütfen daha sonra yeniden deneyin.", 503);
  });
