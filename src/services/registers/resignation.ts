/**
 * A member resigns on /hesabim (Türk Medeni Kanunu art. 66, docs/registers.md): every member may
 * leave by telling the board in writing, and the exit takes effect the day the notice reaches it,
 * with no decision (the model bylaws' rule); the dues of the time as a member stay owed (art. 70). The site is where the notice arrives, so the exit is recorded at once on the
 * member's entry (kind "İstifa", today's date in Turkey, no decision number); the entry stays.
 */
import * as z from "zod";
import type { Actor } from "../../db/audit";
import type { Database } from "../../db/client";
import { holdersOf } from "../../db/grants";
import { entryOfUser, recordExit } from "../../db/member-register";
import { istanbulDay } from "../../shared/i18n/dates";
import { queueMails } from "../email/outbox";
import { resignationNoticeMail } from "./mails";
import { senderOf, type MailContext } from "../email/sender";

/** The resignation form: the password (checked by the page, throttled) and a box saying the member means it. */
export const resignationSchema = z.object({
  password: z.string({ error: "Lütfen şifrenizi yazın." }).min(1, "Lütfen şifrenizi yazın.").max(1024, "Şifre en fazla 1024 karakter olabilir."),
  confirm: z.literal("evet", { error: "Üyelikten istifa ettiğinizi onaylayın." }),
});

/** What the register's exit reason says of a resignation made on the site. */
export const RESIGNATION_REASON = "İstifa (üye, sitedeki “Hesabım” sayfasından yazılı olarak bildirdi)";

export type Resignation = { ok: true; exitedOn: string } | { ok: false; reason: "no-entry" | "before-entry" };

/**
 * Records the member's resignation on their own entry (audited, in one batch with the exit) and
 * tells the board by mail. "no-entry" when the account has no current entry (none, or it has left
 * already); "before-entry" when the entry's acceptance lies after today.
 */
export async function resign(mail: MailContext, db: Database, actor: Actor, now: Date): Promise<Resignation> {
  const entry = await entryOfUser(db, actor.id);
  if (!entry || entry.exitedOn) return { ok: false, reason: "no-entry" };
  const exitedOn = istanbulDay(now);
  const outcome = await recordExit(db, actor, entry.id, { exitKind: "resignation", exitedOn, exitDecisionNo: null, exitReason: RESIGNATION_REASON });
  if (outcome === "not-current") return { ok: false, reason: "no-entry" };
  if (outcome === "before-entry") return { ok: false, reason: "before-entry" };
  const board = await holdersOf(db, "board");
  const sender = await senderOf(mail);
  const notice = { name: entry.fullName, registerNo: entry.registerNo, exitedOn };
  await queueMails(mail, board.map((member) => resignationNoticeMail(member.email, notice, sender)), now);
  return { ok: true, exitedOn };
}
