import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import * as z from "zod";
import { database } from "../../db/client";
import { setupStatus } from "../../db/setup-status";
import { settings } from "../../db/schema";
import type { AppEnv } from "../../shared/env";
import { SETUP_DISMISSED_KEY } from "../../shared/setup-steps";
import { actorOf } from "../../services/auth/session";
import { eq } from "drizzle-orm";
import { jsonInvalid } from "./validation";

/** Kurulum: the setup checklist of the dashboard (administrators), and putting it away or back. */
export const setupApi = new Hono<AppEnv>();

setupApi.get("/", async (c) => c.json(await setupStatus(database(c.env.DB))));

setupApi.put("/dismissed", zValidator("json", z.object({ dismissed: z.boolean({ error: "Listenin gizlenip gizlenmeyeceğini seçin." }) }), jsonInvalid), async (c) => {
  const db = database(c.env.DB);
  if (c.req.valid("json").dismissed) {
    await db.insert(settings).values({ key: SETUP_DISMISSED_KEY, value: true, updatedBy: actorOf(c).id }).onConflictDoNothing();
  } else {
    await db.delete(settings).where(eq(settings.key, SETUP_DISMISSED_KEY));
  }
  return c.json(await setupStatus(db));
});
