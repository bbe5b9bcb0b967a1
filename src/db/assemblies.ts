/**
 * General assemblies' plans (docs/assembly.md): created and changed by the board until the notice
 * goes out; every write is conditional (the version the form loaded, no notice yet) and audited in
 * the same batch, so a refused change leaves nothing behind.
 */
import { and, asc, desc, eq, gte, isNotNull, isNull, sql } from "drizzle-orm";
import { auditStatement, type Actor } from "./audit";
import type { Database } from "./client";
import { assemblies } from "./schema";
import type { PlanInput } from "../shared/assembly/inputs";

export type AssemblyRow = typeof assemblies.$inferSelect;

/** The plan's columns as the form sends them. */
const planColumns = ({ version: _version, ...plan }: PlanInput) => plan;

/** Records a new plan; "duplicate" when another assembly already has its address. */
export async function insertAssembly(db: Database, actor: Actor, plan: PlanInput, slug: string): Promise<{ id: number; slug: string } | "duplicate"> {
  const [inserted] = await db.batch([
    db.insert(assemblies).values({ ...planColumns(plan), slug }).onConflictDoNothing({ target: assemblies.slug }).returning({ id: assemblies.id, slug: assemblies.slug }),
    auditStatement(
      db,
      actor,
      { action: "assembly.plan", target: sql`'assembly:' || (SELECT id FROM assemblies WHERE slug = ${slug})`, summary: `Genel kurul planlandı (ilk toplantı ${plan.firstOn})` },
      sql`changes() > 0`,
    ),
  ]);
  return inserted[0] ?? "duplicate";
}

type Refusal = "sent" | "stale" | "missing";

/**
 * Writes `values` to an assembly only while its notice has not gone out and only from the version the
 * form loaded, with its audit line. Returns the new version, or why not: "sent" (the notice went out:
 * the plan and its text are frozen), "stale" (someone saved in between) or "missing".
 */
async function changeBeforeNotice(db: Database, actor: Actor, id: number, version: number, values: Partial<AssemblyRow>, summary: string): Promise<number | Refusal> {
  const [updated] = await db.batch([
    db
      .update(assemblies)
      .set({ ...values, version: sql`${assemblies.version} + 1`, updatedAt: new Date() })
      .where(and(eq(assemblies.id, id), isNull(assemblies.noticeSentAt), eq(assemblies.version, version)))
      .returning({ version: assemblies.version }),
    auditStatement(db, actor, { action: "assembly.plan", target: `assembly:${id}`, summary }, sql`changes() > 0`),
  ]);
  if (updated[0]) return updated[0].version;
  const row = await assemblyById(db, id);
  if (!row) return "missing";
  return row.noticeSentAt ? "sent" : "stale";
}

/** Changes a plan (its dates, places and agenda) before the notice goes out. */
export const updatePlan = (db: Database, actor: Actor, id: number, plan: PlanInput) => changeBeforeNotice(db, actor, id, plan.version, planColumns(plan), "Genel kurul planı değiştirildi");

/** Saves the notice's edited text ("" brings back the text made from the plan) before it is sent. */
export const saveNoticeText = (db: Database, actor: Actor, id: number, change: { text: string; version: number }) =>
  changeBeforeNotice(db, actor, id, change.version, { noticeText: change.text }, "Genel kurul çağrı metni düzenlendi");

/** One assembly. */
export const assemblyById = async (db: Database, id: number): Promise<AssemblyRow | null> =>
  (await db.select().from(assemblies).where(eq(assemblies.id, id)).limit(1))[0] ?? null;

/** The assemblies, the latest first (a small association holds one every year or three: no pager needed before hundreds). */
export const assemblyList = (db: Database, limit: number, offset: number) =>
  db
    .select({ id: assemblies.id, slug: assemblies.slug, kind: assemblies.kind, matter: assemblies.matter, firstOn: assemblies.firstOn, noticeSentAt: assemblies.noticeSentAt, heldOn: assemblies.heldOn, resultFiledOn: assemblies.resultFiledOn })
    .from(assemblies)
    .orderBy(desc(assemblies.firstOn), desc(assemblies.id))
    .limit(limit)
    .offset(offset);

/** An assembly whose notice is out, by its address: the public page's one statement. */
export const noticeBySlug = (db: Database, slug: string) =>
  db.select().from(assemblies).where(and(eq(assemblies.slug, slug), isNotNull(assemblies.noticeSentAt))).limit(1);

/** The next announced assembly not yet held and not past its second meeting: the home page's link. */
export const announcedAssembly = (db: Database, today: string) =>
  db
    .select({ slug: assemblies.slug, kind: assemblies.kind, firstOn: assemblies.firstOn, firstTime: assemblies.firstTime, secondOn: assemblies.secondOn })
    .from(assemblies)
    .where(and(isNotNull(assemblies.noticeSentAt), isNull(assemblies.heldOn), gte(assemblies.secondOn, today)))
    .orderBy(asc(assemblies.firstOn))
    .limit(1);
