import { asc, eq, sql, type SQL } from "drizzle-orm";
import { auditStatement, type Actor } from "./audit";
import type { Database } from "./client";
import { rawBatch, rows } from "./raw-batch";
import { dues, duesRates, duesSchedules, memberDuesCategories, memberRegister } from "./schema";
import { DUES_CATEGORY_NAMES, type DuesCategory } from "../shared/dues/categories";

/**
 * Dues, as data (docs/dues.md). What each register entry owes in a year is one SQL view,
 * `dues_owed` (migrations/0019_dues.sql), used both by the year's charge and by the trigger that
 * charges a member accepted after it: the two can never disagree. Charging inserts with ON CONFLICT
 * DO NOTHING against the unique (entry, year, kind), so charging again, or twice at once, adds nothing.
 */

export interface ScheduleInput {
  year: number;
  dueOn: string;
  entryFee: number;
  proRata: boolean;
  rates: { category: DuesCategory; amount: number; exempt: boolean }[];
}

/** A year's schedule with its rates (one round trip when batched). */
export const scheduleOf = (db: Database, year: number) => [
  db.select().from(duesSchedules).where(eq(duesSchedules.year, year)).limit(1),
  db.select().from(duesRates).where(eq(duesRates.year, year)).orderBy(asc(duesRates.category)),
] as const;

/** Every year that has a schedule, newest first. */
export const scheduleYears = (db: Database) =>
  db.select({ year: duesSchedules.year, chargedAt: duesSchedules.chargedAt }).from(duesSchedules).orderBy(sql`${duesSchedules.year} DESC`);

/**
 * Saves a year's schedule while it is not charged yet (a charged year's amounts are in the members'
 * dues, and stay as charged). Returns false when the year was charged in the meantime.
 */
export async function saveSchedule(db: Database, input: ScheduleInput, actor: Actor): Promise<boolean> {
  const open = sql`NOT EXISTS (SELECT 1 FROM ${duesSchedules} WHERE year = ${input.year} AND charged_at IS NOT NULL)`;
  const [, saved] = await rawBatch(db, [
    auditStatement(db, actor, { action: "dues.schedule", target: `aidat:${input.year}`, summary: `${input.year} aidat tarifesi kaydedildi` }, open),
    rows<{ year: number }>(sql`
      INSERT INTO ${duesSchedules} (year, due_on, entry_fee, pro_rata) VALUES (${input.year}, ${input.dueOn}, ${input.entryFee}, ${input.proRata ? 1 : 0})
      ON CONFLICT (year) DO UPDATE SET due_on = excluded.due_on, entry_fee = excluded.entry_fee, pro_rata = excluded.pro_rata,
        version = version + 1, updated_at = ${Date.now()}
      WHERE charged_at IS NULL
      RETURNING year`),
    ...input.rates.map((rate) =>
      rows(sql`
        INSERT INTO ${duesRates} (year, category, amount, exempt)
        SELECT ${input.year}, ${rate.category}, ${rate.amount}, ${rate.exempt ? 1 : 0} WHERE ${open}
        ON CONFLICT (year, category) DO UPDATE SET amount = excluded.amount, exempt = excluded.exempt`),
    ),
  ]);
  return saved.length === 1;
}

/**
 * Charges a year in one batch: one due per register entry the view says owes, and the schedule
 * marked charged (from then on, the trigger charges members as they are accepted). Returns how many
 * members this call charged (a new member's annual due and entry fee are one member; 0 when the year
 * was charged already), or null when the year has no schedule.
 */
export async function chargeYear(db: Database, year: number, actor: Actor, now: Date): Promise<number | null> {
  const members = sql`(SELECT count(DISTINCT register_id) FROM ${dues} WHERE year = ${year})`;
  const [, inserted] = await rawBatch(db, [
    db.update(duesSchedules).set({ chargedAt: now }).where(sql`${duesSchedules.year} = ${year} AND ${duesSchedules.chargedAt} IS NULL`),
    rows<{ registerId: number }>(sql`
      INSERT INTO ${dues} (register_id, year, kind, amount, due_on)
      SELECT register_id, year, kind, amount, due_on FROM dues_owed WHERE year = ${year} AND amount > 0
      ON CONFLICT DO NOTHING
      RETURNING register_id AS registerId`),
    auditStatement(
      db,
      actor,
      { action: "dues.charge", target: `aidat:${year}`, summary: sql`${String(year)} || ' aidatı tahakkuk ettirildi: ' || ${members} || ' üye'` },
      sql`changes() > 0`,
    ),
  ]);
  const [schedule] = await db.select({ year: duesSchedules.year }).from(duesSchedules).where(eq(duesSchedules.year, year));
  return schedule ? new Set(inserted.map((row) => row.registerId)).size : null;
}

/**
 * Sets a register entry's dues category (before the year is charged: charged dues stay as they are).
 * Returns false when no entry was found.
 */
export async function setCategory(db: Database, registerId: SQL, category: DuesCategory, actor: Actor): Promise<boolean> {
  const [, , [entry]] = await rawBatch(db, [
    rows<{ registerId: number }>(sql`
      INSERT INTO ${memberDuesCategories} (register_id, category) SELECT ${registerId}, ${category} WHERE ${registerId} IS NOT NULL
      ON CONFLICT (register_id) DO UPDATE SET category = excluded.category WHERE category <> excluded.category
      RETURNING register_id AS registerId`),
    // Audited: an exempt category changes what a member owes from the next charge on.
    auditStatement(
      db,
      actor,
      {
        action: "dues.category",
        target: sql`'uye:' || (SELECT register_no FROM ${memberRegister} WHERE id = ${registerId})`,
        summary: sql`(SELECT full_name FROM ${memberRegister} WHERE id = ${registerId}) || ': aidat türü ' || ${DUES_CATEGORY_NAMES[category]} || ' oldu'`,
      },
      sql`changes() = 1`,
    ),
    categoryOf(registerId),
  ]);
  return entry !== undefined;
}

/** A register entry's dues category ("asil" when none was set); no row when there is no such entry. */
export const categoryOf = (registerId: SQL) =>
  rows<{ category: DuesCategory }>(sql`
    SELECT coalesce(c.category, 'asil') AS category FROM ${memberRegister} m LEFT JOIN ${memberDuesCategories} c ON c.register_id = m.id
    WHERE m.id = ${registerId}`);
