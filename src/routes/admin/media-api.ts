import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import * as z from "zod";
import { actorOf } from "../../services/auth/session";
import { auditStatement } from "../../db/audit";
import { database } from "../../db/client";
import { purgeTags } from "../../platform/cache/purge";
import type { AppEnv } from "../../shared/env";
import { backfillVariants } from "../../services/media/backfill";
import { jsonInvalid } from "./validation";

/**
 * Media upkeep for administrators: giving images stored before variants existed their variants
 * (src/services/media/backfill.ts). A few images per request, so one call stays well inside a Worker's
 * limits; the caller repeats with `afterId` until `remaining` is 0 (README: "Image variants").
 */
export const mediaApi = new Hono<AppEnv>();

mediaApi.post(
  "/variants",
  zValidator("json", z.object({ afterId: z.number().int().min(0).default(0), limit: z.number().int().min(1).max(10).default(5) }), jsonInvalid),
  async (c) => {
    const { afterId, limit } = c.req.valid("json");
    const db = database(c.env.DB);
    const result = await backfillVariants(db, c.env, { afterId, limit });
    if (result.converted.length) {
      await db.batch([
        auditStatement(db, actorOf(c), {
          action: "image.variants",
          target: "images",
          summary: `${result.converted.length} görselin boyutları oluşturuldu`,
        }),
      ]);
    }
    purgeTags(c, result.tags);
    return c.json({ converted: result.converted, failed: result.failed, lastId: result.lastId, remaining: result.remaining });
  },
);
