import { desc, sql } from "drizzle-orm";
import type { Database } from "./client";
import { settledColumn } from "./dues-status";
import { dues, memberRegister, payments } from "./schema";

/**
 * A signed-in member's own dues, for "Aidatlarım" on /hesabim (docs/dues.md): drizzle builders, so
 * they join the account page's one batch. The member's entry is the newest register entry linked to
 * their account (a member who left and was accepted again has a new entry).
 */

/** The id of the account's newest register entry, as SQL (NULL when the account has none). */
const entryOf = (userId: number) =>
  sql`(SELECT m.id FROM ${memberRegister} m WHERE m.user_id = ${userId} ORDER BY m.accepted_on DESC, m.id DESC LIMIT 1)`;

/** The outer row's id, qualified: drizzle writes a selected column bare, which a subquery would read as its own. */
const outerId = sql`${memberRegister}.${sql.identifier("id")}`;

/** The entry with its totals: charged, fallen due by `today`, paid (reversals netted). */
export const ownDuesEntry = (db: Database, userId: number, today: string) =>
  db
    .select({
      registerNo: memberRegister.registerNo,
      exitedOn: memberRegister.exitedOn,
      charged: sql<number>`coalesce((SELECT sum(d.amount) FROM ${dues} d WHERE d.register_id = ${outerId}), 0)`,
      dueNow: sql<number>`coalesce((SELECT sum(d.amount) FROM ${dues} d WHERE d.register_id = ${outerId} AND d.due_on <= ${today}), 0)`,
      paid: sql<number>`coalesce((SELECT sum(p.amount) FROM ${payments} p WHERE p.register_id = ${outerId}), 0)`,
    })
    .from(memberRegister)
    .where(sql`${memberRegister.id} = ${entryOf(userId)}`);

/** The entry's dues, newest year first, each with its settled part. */
export const ownDues = (db: Database, userId: number) =>
  db
    .select({ id: dues.id, year: dues.year, kind: dues.kind, amount: dues.amount, dueOn: dues.dueOn, settled: settledColumn(entryOf(userId)) })
    .from(dues)
    .where(sql`${dues.registerId} = ${entryOf(userId)}`)
    .orderBy(desc(dues.year), sql`CASE ${dues.kind} WHEN 'entry' THEN 0 ELSE 1 END`);

/** The entry's payments and reversals, newest first. */
export const ownPayments = (db: Database, userId: number) =>
  db
    .select({ id: payments.id, paidOn: payments.paidOn, amount: payments.amount, method: payments.method, reversesId: payments.reversesId })
    .from(payments)
    .where(sql`${payments.registerId} = ${entryOf(userId)}`)
    .orderBy(desc(payments.paidOn), desc(payments.id));

/** The rows the account page reads, as its loader's batch gives them. */
export type OwnDuesEntry = Awaited<ReturnType<typeof ownDuesEntry>>[number];
export type OwnDue = Awaited<ReturnType<typeof ownDues>>[number];
export type OwnPayment = Awaited<ReturnType<typeof ownPayments>>[number];

