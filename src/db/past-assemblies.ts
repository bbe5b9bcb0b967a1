/**
 * General assemblies held before the site (docs/assembly.md): entered once by the board, each write
 * audited in the same batch. The legal calendar reads them with the site's own (assembly-deadlines.ts).
 */
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { auditStatement, type Actor } from "./audit";
import type { Database } from "./client";
import { pastAssemblies } from "./schema";
import type { PastAssemblyDto, PastAssemblyInput } from "../shared/assembly/past";

const KIND_WORDS = { ordinary: "olağan", extraordinary: "olağanüstü" } as const;

/** The assemblies held before the site, the latest first. */
export const pastAssemblyList = (db: Database): Promise<PastAssemblyDto[]> =>
  db
    .select({ id: pastAssemblies.id, kind: pastAssemblies.kind, heldOn: pastAssemblies.heldOn, resultFiledOn: pastAssemblies.resultFiledOn })
    .from(pastAssemblies)
    .orderBy(desc(pastAssemblies.heldOn), desc(pastAssemblies.id));

/** Records one; "duplicate" when an assembly of that kind on that day is already recorded. */
export async function insertPastAssembly(db: Database, actor: Actor, past: PastAssemblyInput): Promise<{ id: number } | "duplicate"> {
  const [inserted] = await db.batch([
    db.insert(pastAssemblies).values(past).onConflictDoNothing().returning({ id: pastAssemblies.id }),
    auditStatement(
      db,
      actor,
      {
        action: "assembly.past",
        target: sql`'past-assembly:' || (SELECT id FROM past_assemblies WHERE kind = ${past.kind} AND held_on = ${past.heldOn})`,
        summary: `Sitenin öncesinde yapılmış ${KIND_WORDS[past.kind]} genel kurul girildi (${past.heldOn})`,
      },
      sql`changes() > 0`,
    ),
  ]);
  return inserted[0] ?? "duplicate";
}

/** One, by id. */
export const pastAssemblyById = async (db: Database, id: number): Promise<PastAssemblyDto | null> =>
  (await db.select({ id: pastAssemblies.id, kind: pastAssemblies.kind, heldOn: pastAssemblies.heldOn, resultFiledOn: pastAssemblies.resultFiledOn }).from(pastAssemblies).where(eq(pastAssemblies.id, id)).limit(1))[0] ?? null;

/** Records the day its result notice was filed, once (a filed one is left as it is); false when nothing changed. */
export async function filePastResult(db: Database, actor: Actor, id: number, resultFiledOn: string): Promise<boolean> {
  const [updated] = await db.batch([
    db.update(pastAssemblies).set({ resultFiledOn }).where(and(eq(pastAssemblies.id, id), isNull(pastAssemblies.resultFiledOn))).returning({ id: pastAssemblies.id }),
    auditStatement(db, actor, { action: "assembly.past", target: `past-assembly:${id}`, summary: `Sitenin öncesindeki genel kurulun sonuç bildirimi verildi (${resultFiledOn})` }, sql`changes() > 0`),
  ]);
  return updated.length > 0;
}

/** Removes one entered by mistake; false when there was none. */
export async function deletePastAssembly(db: Database, actor: Actor, id: number): Promise<boolean> {
  const [deleted] = await db.batch([
    db.delete(pastAssemblies).where(eq(pastAssemblies.id, id)).returning({ heldOn: pastAssemblies.heldOn }),
    auditStatement(db, actor, { action: "assembly.past", target: `past-assembly:${id}`, summary: "Sitenin öncesindeki bir genel kurul kaydı silindi" }, sql`changes() > 0`),
  ]);
  return deleted.length > 0;
}
