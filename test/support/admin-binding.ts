import type { env } from "cloudflare:workers";
import { AdminWorker } from "../../src/app/admin-worker/index";

type Bindings = typeof env;

/**
 * These bindings, with `ADMIN` answering from the admin Worker's code run on them. The pool's real
 * service binding (vitest.config.ts) hands the admin Worker the runner's own bindings; a test that
 * swaps one (an observed mail queue, a broken D1) for a request to /api or a cron run passes the
 * site's Worker this instead, so that both Workers see the same swapped bindings.
 */
export function withAdminOn(bindings: Bindings, ctx: ExecutionContext): Bindings {
  const admin = new AdminWorker(ctx, bindings);
  return { ...bindings, ADMIN: { fetch: (request: Request) => admin.fetch(request), runCron: (trigger) => admin.runCron(trigger) } };
}
