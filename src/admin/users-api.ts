import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import * as z from "zod";
import {
  accountList,
  approveAccount,
  changeRole,
  disableAccount,
  enableAccount,
  rejectAccount,
  type AccountChange,
} from "../db/accounts";
import { database } from "../db/client";
import { roles, users } from "../db/schema";
import { membershipApprovedMail } from "../email/membership-mails";
import { queueMail } from "../email/outbox";
import { senderOf } from "../email/sender";
import { eq } from "drizzle-orm";
import { createError } from "../edge/errors";
import type { AppEnv } from "../env";
import { jsonInvalid } from "./validation";

/** Account management for administrators (the admin area's Kullanıcılar section uses it). */
export const usersApi = new Hono<AppEnv>();

const idParam = z.object({ id: z.coerce.number().int().positive() });

/** Turns a rule's refusal into the status and Turkish message the admin sees. */
function answer(change: AccountChange): { ok: true } {
  if (change === "ok") return { ok: true };
  if (change === "not-found") throw createError({ statusCode: 404, statusMessage: "Hesap bulunamadı" });
  if (change === "not-pending") throw createError({ statusCode: 409, statusMessage: "Bu hesap onay beklemiyor" });
  throw createError({ statusCode: 409, statusMessage: "Son etkin yönetici hesabının rolü değiştirilemez ve hesap devre dışı bırakılamaz" });
}

usersApi.get("/", async (c) => c.json({ users: await accountList(database(c.env.DB)) }));

/** Approving an application makes the person a member; they hear of it by mail. */
usersApi.post("/:id/approve", zValidator("param", idParam, jsonInvalid), async (c) => {
  const db = database(c.env.DB);
  const { id } = c.req.valid("param");
  const result = answer(await approveAccount(db, id));
  const [user] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, id));
  if (user) await queueMail(c, membershipApprovedMail(user.email, user.name, await senderOf(c)));
  return c.json(result);
});

usersApi.post("/:id/reject", zValidator("param", idParam, jsonInvalid), async (c) =>
  c.json(answer(await rejectAccount(database(c.env.DB), c.req.valid("param").id))),
);

usersApi.post(
  "/:id/role",
  zValidator("param", idParam, jsonInvalid),
  zValidator("json", z.object({ role: z.enum(roles, { error: "Rol yönetici, editör ya da üye olmalı" }) }), jsonInvalid),
  async (c) => c.json(answer(await changeRole(database(c.env.DB), c.req.valid("param").id, c.req.valid("json").role))),
);

usersApi.post("/:id/disable", zValidator("param", idParam, jsonInvalid), async (c) =>
  c.json(answer(await disableAccount(database(c.env.DB), c.req.valid("param").id))),
);

usersApi.post("/:id/enable", zValidator("param", idParam, jsonInvalid), async (c) =>
  c.json(answer(await enableAccount(database(c.env.DB), c.req.valid("param").id))),
);
