import { eq, sql, type SQL } from "drizzle-orm";
import { auditStatement, type Actor } from "./audit";
import type { Database } from "./client";
import { rawBatch, rows } from "./raw-batch";
import { formatMoney } from "../shared/money";
import { bankLines, cashCategories, cashEntries, memberRegister, payments, users, type PaymentMethod } from "./schema";

/**
 * Payments, as data (docs/dues.md). Recording one is one batch: the payment, its audit entry, its
 * posting into the cash book (the income category marked `dues`), and, for a bank line, the line
 * marked recorded. Each statement after the first acts only on the row the first wrote (found by the
 * form's token), so a repeated submission, a used receipt serial or a bank line someone else
 * recorded a moment earlier writes nothing at all.
 */

export interface NewPayment {
  token: string;
  /** The register entry: its id, or SQL that finds it (by its register number). */
  registerId: number | SQL;
  paidOn: string;
  amount: number;
  method: PaymentMethod;
  receiptSerial: string | null;
  bankReference: string | null;
  bankLineId: number | null;
  note: string;
}

export type RecordOutcome = { recorded: true; id: number } | { recorded: false; reason: "repeat" | "receipt" | "bank-line" | "member" };

const mine = (token: string) => sql`(SELECT id FROM ${payments} WHERE token = ${token})`;

/**
 * The reversed payment a new one with the same receipt serial and amount records again (the paper
 * receipt of a payment written to the wrong member), as SQL: the one reversed and not yet recorded
 * again, else NULL (and the serial's unique index refuses a serial in use).
 */
const correctedBy = (payment: NewPayment) =>
  payment.receiptSerial === null
    ? sql`NULL`
    : sql`(SELECT p.id FROM ${payments} p WHERE p.receipt_serial = ${payment.receiptSerial} AND p.reverses_id IS NULL AND p.amount = ${payment.amount}
        AND EXISTS (SELECT 1 FROM ${payments} r WHERE r.reverses_id = p.id) AND NOT EXISTS (SELECT 1 FROM ${payments} c WHERE c.corrects_id = p.id))`;

/** The cash book's line for a payment (or its reversal), written from the payment row itself. */
function postToCashBook(token: string, actor: Actor) {
  return rows(sql`
    INSERT INTO ${cashEntries} (token, entry_date, direction, category_id, description, amount, document_ref, payment_id, reverses_id, created_by_id, created_by_name)
    SELECT 'odeme:' || p.token, p.paid_on, 'income', (SELECT id FROM ${cashCategories} WHERE system_key = 'dues'),
      CASE WHEN p.reverses_id IS NULL THEN 'Aidat: ' ELSE 'Aidat düzeltmesi: ' END || m.full_name || ' (üye no ' || m.register_no || ')'
        || CASE WHEN p.method = 'cash' THEN ', alındı belgesi ' || p.receipt_serial ELSE ', banka' || coalesce(' ' || nullif(p.bank_reference, ''), '') END,
      p.amount,
      CASE WHEN p.method = 'cash' THEN 'Alındı belgesi ' || p.receipt_serial ELSE 'Banka' || coalesce(': ' || substr(nullif(p.bank_reference, ''), 1, 40), '') END,
      p.id,
      (SELECT e.id FROM ${cashEntries} e WHERE e.payment_id = p.reverses_id),
      ${actor.id}, ${actor.name}
    FROM ${payments} p JOIN ${memberRegister} m ON m.id = p.register_id
    WHERE p.token = ${token}
    ON CONFLICT DO NOTHING`);
}

/**
 * Records a payment (see the module's note); tells why nothing was written when so. A cash payment
 * whose receipt serial belongs to a reversed payment of the same amount records that paper again
 * (`corrects_id`; the reversal said it went to the wrong member). A payment from a
 * bank line takes its amount and day from the stored line, whatever the request said: the bank's
 * statement is the evidence, and a changed request must not book ₺100 as ₺10.000.
 */
export async function recordPayment(db: Database, request: NewPayment, actor: Actor): Promise<RecordOutcome> {
  const { token, bankLineId } = request;
  const [line] = bankLineId === null ? [] : await db.select({ amount: bankLines.amount, paidOn: bankLines.bookedOn }).from(bankLines).where(eq(bankLines.id, bankLineId));
  if (bankLineId !== null && !line) return { recorded: false, reason: "bank-line" };
  const payment = { ...request, ...line };
  // A bank line is claimed first: only the batch whose claim holds goes on to write a payment.
  const lineClaimed = bankLineId === null ? sql`1` : sql`EXISTS (SELECT 1 FROM ${bankLines} WHERE id = ${bankLineId} AND claim_token = ${token})`;
  const [, inserted] = await rawBatch(db, [
    db
      .update(bankLines)
      .set({ claimToken: token, status: "recorded" })
      .where(sql`${bankLines.id} = ${bankLineId ?? -1} AND ${bankLines.status} = 'waiting' AND EXISTS (SELECT 1 FROM ${memberRegister} WHERE id = ${payment.registerId})`),
    rows<{ id: number }>(sql`
      INSERT INTO ${payments} (token, register_id, paid_on, amount, method, receipt_serial, bank_reference, bank_line_id, corrects_id, note, created_by_id, created_by_name)
      SELECT ${token}, ${payment.registerId}, ${payment.paidOn}, ${payment.amount}, ${payment.method}, ${payment.receiptSerial},
        ${payment.bankReference}, ${bankLineId}, ${correctedBy(payment)}, ${payment.note}, ${actor.id}, ${actor.name}
      WHERE ${lineClaimed} AND EXISTS (SELECT 1 FROM ${memberRegister} WHERE id = ${payment.registerId})
      ON CONFLICT DO NOTHING
      RETURNING id`),
    auditStatement(db, actor, { action: "dues.payment", target: sql`'odeme:' || ${mine(token)}`, summary: paymentSummary(payment) }, sql`changes() = 1`),
    postToCashBook(token, actor),
  ]);
  const row = inserted[0];
  if (row) return { recorded: true, id: row.id };
  return { recorded: false, reason: await whyNotRecorded(db, payment) };
}

function paymentSummary(payment: NewPayment) {
  const how = payment.method === "cash" ? `nakit, alındı belgesi ${payment.receiptSerial}` : `banka${payment.bankReference ? `, ${payment.bankReference}` : ""}`;
  return sql`'Ödeme kaydedildi: ' || (SELECT full_name FROM ${memberRegister} WHERE id = ${payment.registerId}) || ', ' || ${formatMoney(payment.amount)} || ' (' || ${how} || ')'`;
}

/** Why a payment was not written: asked only after the batch, so the answer is what the database held. */
async function whyNotRecorded(db: Database, payment: NewPayment): Promise<Exclude<RecordOutcome, { recorded: true }>["reason"]> {
  const [[repeat], [receipt], [member]] = await db.batch([
    db.select({ id: payments.id }).from(payments).where(eq(payments.token, payment.token)),
    db.select({ id: payments.id }).from(payments).where(sql`${payments.receiptSerial} = ${payment.receiptSerial} AND ${payments.reversesId} IS NULL`),
    db.select({ id: memberRegister.id }).from(memberRegister).where(eq(memberRegister.id, payment.registerId)),
  ]);
  if (repeat) return "repeat";
  if (!member) return "member";
  if (receipt) return "receipt";
  return "bank-line";
}

/**
 * Reverses a payment: a new payment row with the negated amount (dated `on`), its cash book
 * reversal, the bank line given back to the waiting list, and the audit entry, in one batch. A
 * payment is reversed once (the unique `reverses_id`); a reversal is never reversed. Returns false
 * when nothing was written.
 */
export async function reversePayment(db: Database, change: { paymentId: number; token: string; on: string; reason: string }, actor: Actor): Promise<boolean> {
  const { paymentId, token } = change;
  const [inserted] = await rawBatch(db, [
    rows<{ id: number }>(sql`
      INSERT INTO ${payments} (token, register_id, paid_on, amount, method, receipt_serial, bank_reference, bank_line_id, reverses_id, note, created_by_id, created_by_name)
      SELECT ${token}, register_id, ${change.on}, -amount, method, receipt_serial, bank_reference, bank_line_id, id, ${change.reason}, ${actor.id}, ${actor.name}
      FROM ${payments} WHERE id = ${paymentId} AND reverses_id IS NULL
      ON CONFLICT DO NOTHING
      RETURNING id`),
    auditStatement(
      db,
      actor,
      { action: "dues.reversal", target: `odeme:${paymentId}`, summary: sql`'Ödeme ters kayıtla düzeltildi (' || ${change.reason} || ')'` },
      sql`changes() = 1`,
    ),
    postToCashBook(token, actor),
    db
      .update(bankLines)
      .set({ status: "waiting", claimToken: null })
      .where(sql`${bankLines.id} = (SELECT bank_line_id FROM ${payments} WHERE token = ${token}) AND ${bankLines.status} = 'recorded'`),
  ]);
  return inserted.length === 1;
}

/** A payment by id, for the reversal's checks. */
export const paymentById = (db: Database, id: number) => db.select().from(payments).where(eq(payments.id, id)).limit(1);

/** A member's payments and reversals, newest first (the last 100), each saying whether it was reversed. */
export const paymentsOf = (registerId: number | SQL) =>
  rows<{ id: number; paidOn: string; amount: number; method: PaymentMethod; receiptSerial: string | null; bankReference: string | null; reversesId: number | null; reversed: number; note: string }>(sql`
    SELECT p.id, p.paid_on AS paidOn, p.amount, p.method, p.receipt_serial AS receiptSerial, p.bank_reference AS bankReference,
      p.reverses_id AS reversesId, EXISTS (SELECT 1 FROM ${payments} r WHERE r.reverses_id = p.id) AS reversed, p.note
    FROM ${payments} p WHERE p.register_id = ${registerId}
    ORDER BY p.id DESC LIMIT 100`);

/** The register entry a payment belongs to, as SQL. */
export const entryOfPayment = (paymentId: number) => sql`(SELECT register_id FROM ${payments} WHERE id = ${paymentId})`;

/**
 * What the "payment recorded" mail says of a payment, and where it goes: the address in the register
 * entry, else the member's account address (none: no mail).
 */
export const paymentMailFacts = (paymentId: number) =>
  rows<{ name: string; email: string | null; paidOn: string; amount: number; method: PaymentMethod; receiptSerial: string | null }>(sql`
    SELECT m.full_name AS name, coalesce(nullif(m.email, ''), u.email) AS email, p.paid_on AS paidOn, p.amount, p.method, p.receipt_serial AS receiptSerial
    FROM ${payments} p JOIN ${memberRegister} m ON m.id = p.register_id LEFT JOIN ${users} u ON u.id = m.user_id AND u.status = 'active'
    WHERE p.id = ${paymentId} AND p.reverses_id IS NULL`);
