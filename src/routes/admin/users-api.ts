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
} from "../../db/accounts";
import { pendingApplicant } from "../../db/applications";
import { database, type Database } from "../../db/client";
import { roles } from "../../db/schema";
import { holdersOf, setGrant } from "../../db/grants";
import { grantsOf } from "../../db/users";
import { grantChangeSchema } from "../../shared/registers/access";
import { createError } from "../../platform/errors";
import type { AppEnv } from "../../shared/env";
import { adminResetLink } from "../../services/auth/password-reset";
import { refusalMail, welcomeMail } from "../../services/auth/mails";
import { queueMail } from "../../services/email/outbox";
import { senderOf } from "../../services/email/sender";
import type { ResetLinkDto, UserDto } from "../../shared/admin-contract";
import { jsonInvalid } from "./validation";
import { actorOf } from "../../services/auth/session";

/** Account management for administrators (the admin area's Kullanıcılar section uses it). */
export const usersApi = new Hono<AppEnv>();

const idParam = z.object({ id: z.coerce.number().int().positive() });

/** Turns a rule's refusal into the status and Turkish message the admin sees. */
function answer(change: AccountChange): { ok: true } {
  if (change === "ok") return { ok: true };
  if (change === "not-found") throw createError({ statusCode: 404, statusMessage: "Hesap bulunamadı" });
  if (change === "not-pending") throw createError({ statusCode: 409, statusMessage: "Bu hesap onay beklemiyor" });
  if (change === "unconfirmed") throw createError({ statusCode: 409, statusMessage: "Bu kişi e-posta adresini henüz onaylamadı; başvurusu ancak adresini onayladıktan sonra onaylanabilir" });
  throw createError({ statusCode: 409, statusMessage: "Son etkin yönetici hesabının rolü değiştirilemez ve hesap devre dışı bırakılamaz" });
}

usersApi.get("/", async (c) => {
  const rows = await accountList(database(c.env.DB));
  const users: UserDto[] = rows.map((row) => ({
    ...row,
    grants: grantsOf(row.grants),
    createdAt: row.createdAt.toISOString(),
    emailConfirmedAt: row.emailConfirmedAt ? row.emailConfirmedAt.toISOString() : null,
  }));
  return c.json({ users });
});

/**
 * While someone holds the board duty, a membership application (a pending, confirmed account) is
 * answered only by a board decision in the decision book (TMK 64; docs/registers.md), which writes the
 * register entry too: approving or rejecting it here would make a member without one.
 */
async function refuseWithoutDecision(db: Database, id: number) {
  const [applicant, board] = await Promise.all([pendingApplicant(db, id), holdersOf(db, "board")]);
  if (applicant && board.length > 0)
    throw createError({ statusCode: 409, statusMessage: "Üyelik başvurusu yönetim kurulu kararıyla kabul ya da reddedilir: başvuruyu Karar defterinde karara bağlayın." });
}

/** The applicant hears the answer: a welcome, or a polite refusal. */
usersApi.post("/:id/approve", zValidator("param", idParam, jsonInvalid), async (c) => {
  await refuseWithoutDecision(database(c.env.DB), c.req.valid("param").id);
  const { change, applicant } = await approveAccount(database(c.env.DB), c.req.valid("param").id, actorOf(c));
  if (applicant) await queueMail(c, welcomeMail(applicant.email, applicant.name, await senderOf(c)));
  return c.json(answer(change));
});

usersApi.post("/:id/reject", zValidator("param", idParam, jsonInvalid), async (c) => {
  await refuseWithoutDecision(database(c.env.DB), c.req.valid("param").id);
  const { change, applicant } = await rejectAccount(database(c.env.DB), c.req.valid("param").id, actorOf(c));
  if (applicant) await queueMail(c, refusalMail(applicant.email, applicant.name, await senderOf(c)));
  return c.json(answer(change));
});

/**
 * A reset link for an account whose mail does not arrive: the administrator passes it on in person.
 * It replaces the account's earlier links, works once, for a day, and is shown only in this answer.
 */
usersApi.post("/:id/reset-link", zValidator("param", idParam, jsonInvalid), async (c) => {
  const { id } = c.req.valid("param");
  const link = await adminResetLink(c, id, actorOf(c), new Date());
  if (link === "not-found") throw createError({ statusCode: 404, statusMessage: "Hesap bulunamadı" });
  if (link === "not-active") throw createError({ statusCode: 409, statusMessage: "Yalnızca etkin hesaplar için şifre yenileme bağlantısı oluşturulabilir" });
  return c.json(link satisfies ResetLinkDto);
});

usersApi.post(
  "/:id/role",
  zValidator("param", idParam, jsonInvalid),
  zValidator("json", z.object({ role: z.enum(roles, { error: "Rol yönetici, editör ya da üye olmalı" }) }), jsonInvalid),
  async (c) => c.json(answer(await changeRole(database(c.env.DB), c.req.valid("param").id, c.req.valid("json").role, actorOf(c)))),
);

/** Gives or takes a duty beside the role (the board, the treasurer): docs/registers.md, "Who sees what". */
usersApi.post(
  "/:id/grant",
  zValidator("param", idParam, jsonInvalid),
  zValidator("json", grantChangeSchema, jsonInvalid),
  async (c) => {
    const { kind, on } = c.req.valid("json");
    return c.json(answer(await setGrant(database(c.env.DB), actorOf(c), c.req.valid("param").id, kind, on)));
  },
);

usersApi.post("/:id/disable", zValidator("param", idParam, jsonInvalid), async (c) => {
  const { id } = c.req.valid("param");
  // Locking oneself out is never what an administrator means to do.
  if (id === c.var.session!.user.id) throw createError({ statusCode: 409, statusMessage: "Kendi hesabınızı devre dışı bırakamazsınız" });
  return c.json(answer(await disableAccount(database(c.env.DB), id, actorOf(c))));
});

usersApi.post("/:id/enable", zValidator("param", idParam, jsonInvalid), async (c) =>
  c.json(answer(await enableAccount(database(c.env.DB), c.req.valid("param").id, actorOf(c)))),
);
