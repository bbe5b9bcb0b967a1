import { sql, type SQL } from "drizzle-orm";
import { turkishOrder } from "./turkish-order";
import { rows } from "./raw-batch";
import { bankLines, cashEntries, dues, memberRegister, payments } from "./schema";

/**
 * Where members stand, computed in SQL from the rows themselves (docs/dues.md): a member's payments
 * settle their dues oldest first (by year, the entry fee before the annual due), so each due's
 * settled part, each member's arrears and credit, and every total are sums of stored entries.
 */

/** One due of a member with how much of it their payments settle. */
export interface SettledDue {
  id: number;
  year: number;
  kind: "annual" | "entry";
  amount: number;
  dueOn: string;
  settled: number;
}

/**
 * A due's settled part, as a column of a query over one member's `dues` rows: what their payments
 * leave after every older due (by year, the entry fee before the annual due), at most its amount.
 */
export const settledColumn = (registerId: number | SQL) => sql<number>`min(${dues.amount}, max(0,
  (SELECT coalesce(sum(p.amount), 0) FROM ${payments} p WHERE p.register_id = ${registerId})
  - (sum(${dues.amount}) OVER (ORDER BY ${dues.year}, CASE ${dues.kind} WHEN 'entry' THEN 0 ELSE 1 END, ${dues.id}) - ${dues.amount})))`;

/** A member's dues, newest year first, each with its settled part. */
export const settledDues = (registerId: number | SQL) =>
  rows<SettledDue>(sql`
    SELECT ${dues.id}, ${dues.year}, ${dues.kind}, ${dues.amount}, ${dues.dueOn} AS dueOn, ${settledColumn(registerId)} AS settled
    FROM ${dues} WHERE ${dues.registerId} = ${registerId}
    ORDER BY ${dues.year} DESC, CASE ${dues.kind} WHEN 'entry' THEN 0 ELSE 1 END`);

/** The sums behind one member's standing: charged, due by `today`, paid (reversals netted). */
const standingColumns = (today: string) => sql`
  coalesce((SELECT sum(d.amount) FROM ${dues} d WHERE d.register_id = m.id), 0) AS charged,
  coalesce((SELECT sum(d.amount) FROM ${dues} d WHERE d.register_id = m.id AND d.due_on <= ${today}), 0) AS dueNow,
  coalesce((SELECT sum(p.amount) FROM ${payments} p WHERE p.register_id = m.id), 0) AS paid`;

/**
 * Whether the member `registerId` stands behind on `today` (what fell due exceeds what they paid), as
 * a condition inside another query (the general assembly's list may leave such members out).
 */
export const behindOn = (registerId: SQL, today: string) => sql`
  (SELECT coalesce(sum(d.amount), 0) FROM ${dues} d WHERE d.register_id = ${registerId} AND d.due_on <= ${today})
  > (SELECT coalesce(sum(p.amount), 0) FROM ${payments} p WHERE p.register_id = ${registerId})`;

export interface Standing {
  registerId: number;
  registerNo: number;
  fullName: string;
  charged: number;
  dueNow: number;
  paid: number;
}

/** One member's standing. */
export const standingOf = (registerId: number | SQL, today: string) =>
  rows<Standing>(sql`
    SELECT m.id AS registerId, m.register_no AS registerNo, m.full_name AS fullName, ${standingColumns(today)}
    FROM ${memberRegister} m WHERE m.id = ${registerId}`);

/** The orders of the members behind: by amount behind, by name (in the Turkish alphabet's order), by register number. */
export const BEHIND_ORDERS = {
  behind: sql`behind DESC, registerNo`,
  name: sql`${turkishOrder(sql.raw("fullName"))}, registerNo`,
  no: sql`registerNo`,
} as const;
export type BehindOrder = keyof typeof BEHIND_ORDERS;

/**
 * Every member's standing as a `standing` table for the statement that follows. Dues and payments
 * are each summed in one pass grouped by member (over the covering indexes `dues_standing_idx` and
 * `payments_standing_idx`), not looked up member by member: the dashboard of a register of 5,000
 * with 20,000 dues reads each table once (`npm run bench:records`).
 */
const withStanding = (today: string) => sql`
  WITH owed AS (
    SELECT register_id, sum(amount) AS charged, sum(CASE WHEN due_on <= ${today} THEN amount ELSE 0 END) AS dueNow
    FROM ${dues} GROUP BY register_id
  ),
  paid AS (SELECT register_id, sum(amount) AS paid FROM ${payments} GROUP BY register_id),
  standing AS (
    SELECT m.id AS registerId, m.register_no AS registerNo, m.full_name AS fullName,
      coalesce(o.charged, 0) AS charged, coalesce(o.dueNow, 0) AS dueNow, coalesce(p.paid, 0) AS paid
    FROM ${memberRegister} m LEFT JOIN owed o ON o.register_id = m.id LEFT JOIN paid p ON p.register_id = m.id
  )`;

/**
 * Members behind with their dues (what fell due exceeds what they paid), a page at a time, with the
 * count and the sum behind, in one batch. `order` is one of BEHIND_ORDERS (never text from the request).
 */
export function membersBehind(today: string, page: { limit: number; offset: number; order: BehindOrder }) {
  return [
    rows<Standing & { behind: number }>(sql`${withStanding(today)}
      SELECT s.*, s.dueNow - s.paid AS behind FROM standing s WHERE s.dueNow > s.paid
      ORDER BY ${BEHIND_ORDERS[page.order]} LIMIT ${page.limit} OFFSET ${page.offset}`),
    rows<{ total: number; sumBehind: number }>(sql`${withStanding(today)}
      SELECT count(*) AS total, coalesce(sum(s.dueNow - s.paid), 0) AS sumBehind FROM standing s WHERE s.dueNow > s.paid`),
  ] as const;
}

/** The treasurer's dashboard totals for a year, each one SQL sum. */
export const duesTotals = (year: number) =>
  rows<{ charged: number; collected: number; credit: number; balance: number; waitingLines: number }>(sql`
    SELECT
      coalesce((SELECT sum(amount) FROM ${dues} WHERE year = ${year}), 0) AS charged,
      coalesce((SELECT sum(amount) FROM ${payments} WHERE paid_on >= ${`${year}-01-01`} AND paid_on < ${`${year + 1}-01-01`}), 0) AS collected,
      coalesce((SELECT sum(c) FROM (
        SELECT p.paid - coalesce((SELECT sum(d.amount) FROM ${dues} d WHERE d.register_id = p.register_id), 0) AS c
        FROM (SELECT register_id, sum(amount) AS paid FROM ${payments} GROUP BY register_id) p) WHERE c > 0), 0) AS credit,
      coalesce((SELECT sum(CASE direction WHEN 'income' THEN amount ELSE -amount END) FROM ${cashEntries}), 0) AS balance,
      (SELECT count(*) FROM ${bankLines} WHERE status = 'waiting' AND amount > 0) AS waitingLines`);
