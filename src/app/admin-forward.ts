import type { Handler } from "hono";
import type { AppEnv, Bindings } from "../shared/env";
import { purgeTagsIn } from "../platform/cache/purge";
import { workersCacheOfRun } from "../platform/cache/workers-cache";
import type { PolicyTable } from "../platform/page-policy";

/**
 * The admin API lives in the admin Worker (docs/architecture.md): an `/api` request goes there as
 * the browser sent it (cookies, origin and the client's address with it), and its answer comes
 * back through the site's Worker, whose cache purges the tags it names (src/app/middleware/cache-purges.ts).
 * The copy makes the answer's headers the site's to change (a fetched Response's are read-only).
 */
export const forwardToAdmin: Handler<AppEnv> = async (c) => {
  const answer = await c.env.ADMIN.fetch(c.req.raw);
  return new Response(answer.body, answer);
};

/**
 * The cron trigger fires in the site's Worker and its work runs in the admin Worker, which holds
 * the tasks' code; the tags the tasks made stale are purged here, where the cache is. A failed task
 * was recorded there with its code; the run fails here too, so Cloudflare's cron history shows it.
 */
export async function runCronInAdmin(controller: Pick<ScheduledController, "cron" | "scheduledTime">, env: Bindings, ctx: ExecutionContext, policies: PolicyTable): Promise<void> {
  const outcome = await env.ADMIN.runCron({ cron: controller.cron, scheduledTime: controller.scheduledTime });
  await purgeTagsIn(workersCacheOfRun(ctx), outcome.purgeTags, policies.sectionLists);
  if (outcome.failed > 0) throw new Error(`${outcome.failed} cron task(s) failed`);
}
