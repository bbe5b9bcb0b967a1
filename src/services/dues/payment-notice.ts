import type { Context } from "hono";
import { database } from "../../db/client";
import { standingOf } from "../../db/dues-status";
import { entryOfPayment, paymentMailFacts } from "../../db/payments";
import { rawBatch } from "../../db/raw-batch";
import { paymentRecordedMail } from "./mails";
import { queueMail } from "../email/outbox";
import { senderOf } from "../email/sender";
import type { AppEnv } from "../../shared/env";
import { istanbulDay } from "../../shared/i18n/dates";

/**
 * Tells a member that a payment of theirs was recorded (docs/dues.md), through the mail queue, with
 * where they stand after it. Keyed by the payment, so the mail is recorded once however often this
 * runs. A member with no address in the register and no account hears nothing; a reversal mails nobody.
 */
export async function tellPaymentRecorded(c: Context<AppEnv>, paymentId: number): Promise<boolean> {
  const db = database(c.env.DB);
  const [[facts], [standing]] = await rawBatch(db, [paymentMailFacts(paymentId), standingOf(entryOfPayment(paymentId), istanbulDay(new Date()))]);
  if (!facts?.email || !standing) return false;
  const behind = Math.max(0, standing.dueNow - standing.paid);
  const mail = paymentRecordedMail(
    facts.email,
    facts,
    { behind, upcoming: Math.max(0, standing.charged - standing.paid) - behind, credit: Math.max(0, standing.paid - standing.charged) },
    await senderOf(c),
  );
  await queueMail(c, { ...mail, jobKey: `payment-recorded:${paymentId}` });
  return true;
}
