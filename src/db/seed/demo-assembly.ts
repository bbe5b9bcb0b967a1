/**
 * The demo association's general assemblies (docs/assembly.md), so a newcomer sees both ends of the
 * course at `npm start`: the ordinary assembly of June 2026, held with its list, attendance, minutes
 * and result notice filed; and an extraordinary one for a bylaw change a month ahead, planned, whose
 * notice is ready to send. Installed once, with its own marker in `seed_runs`.
 */
import { eq, sql } from "drizzle-orm";
import { draftMinutes } from "../../shared/assembly/minutes";
import { addDays } from "../../shared/assembly/rules";
import { istanbulDay } from "../../shared/i18n/dates";
import { DEMO_AUDIT_BOARD, DEMO_BOARD, DEMO_BOARD_SUBSTITUTES, DEMO_IDENTITY } from "./demo-identity";
import type { Database } from "../client";
import { rawBatch, rows } from "../raw-batch";
import { assemblies, assemblyAttendance, assemblyEntitled, memberRegister, seedRuns } from "../schema";

export const DEMO_ASSEMBLY_SEED = "demo-assembly-v1";

/** The association's centre: the contact page's address. */
const PLACE = `Dernek merkezi, ${DEMO_IDENTITY.address}`;

/** Türkiye's public holidays of a fixed date (month-day): no assembly is called on one. */
const FIXED_HOLIDAYS = ["01-01", "04-23", "05-01", "05-19", "07-15", "08-30", "10-29"];

/**
 * The first Sunday on or after `day` that is no fixed public holiday: members can come, and the
 * demo never calls an assembly on New Year's Day. (The religious holidays move with the lunar
 * calendar and are not listed; a Sunday rarely falls on their first day.)
 */
export function meetingSunday(day: string): string {
  let candidate = day;
  while (new Date(`${candidate}T12:00:00Z`).getUTCDay() !== 0 || FIXED_HOLIDAYS.includes(candidate.slice(5))) candidate = addDays(candidate, 1);
  return candidate;
}

/** "Asıl: Selin Aksoy (Başkan), Orhan Polat, …. Yedek: …": the board the assembly elected, as its result records it. */
const RESULT_BOARD = `Asıl: ${DEMO_BOARD.map((member, i) => (i === 0 ? `${member.name} (Başkan)` : member.name)).join(", ")}. Yedek: ${DEMO_BOARD_SUBSTITUTES.join(", ")}.`;
const RESULT_AUDIT = `Asıl: ${DEMO_AUDIT_BOARD.members.join(", ")}. Yedek: ${DEMO_AUDIT_BOARD.substitutes.join(", ")}.`;

const PAST = {
  slug: "olagan-2026-06-14",
  kind: "ordinary" as const,
  matter: "regular" as const,
  firstOn: "2026-06-14",
  firstTime: "14:00",
  firstPlace: PLACE,
  secondOn: "2026-06-21",
  secondTime: "14:00",
  secondPlace: PLACE,
  noticeOn: "2026-05-25",
  agenda: ["Açılış, saygı duruşu ve divan kurulu seçimi", "Yönetim kurulu faaliyet raporunun okunması ve görüşülmesi", "Denetim kurulu raporunun okunması ve görüşülmesi", "Yönetim ve denetim kurullarının ibrası", "Yönetim ve denetim kurulu seçimleri", "Dilek ve temenniler, kapanış"],
};

/** The planned assembly: on the first Sunday a month or more from `today` that is no holiday, its notice due in ten days. */
const planned = (today: string, firstOn = meetingSunday(addDays(today, 30))) => ({
  slug: `olaganustu-${firstOn}`,
  kind: "extraordinary" as const,
  matter: "bylaws" as const,
  firstOn,
  firstTime: "11:00",
  firstPlace: PLACE,
  secondOn: meetingSunday(addDays(firstOn, 7)),
  secondTime: "11:00",
  secondPlace: PLACE,
  noticeOn: addDays(today, 10),
  agenda: ["Açılış ve divan kurulu seçimi", "Tüzüğün aidat ve üyelik maddelerinin değiştirilmesi önerisinin görüşülmesi", "Dilek ve temenniler, kapanış"],
});

/** Installs the two assemblies once; returns whether it did (nothing before the register's demo members exist). */
export async function seedDemoAssembly(db: Database, now = new Date()): Promise<boolean> {
  const [done] = await db.select().from(seedRuns).where(eq(seedRuns.name, DEMO_ASSEMBLY_SEED)).limit(1);
  const [members] = await db.select({ n: sql<number>`count(*)` }).from(memberRegister);
  if (done || !members?.n) return false;
  const sentAt = new Date("2026-05-25T09:00:00Z");
  const [past] = await db.insert(assemblies).values({ ...PAST, noticeSentAt: sentAt }).returning({ id: assemblies.id });
  const id = past!.id;
  await rawBatch(db, [
    // Half the members gave an e-mail address, so the notice's mails and the paper list both show.
    db.update(memberRegister).set({ email: sql`'uye' || ${memberRegister.registerNo} || '@example.org'` }).where(sql`${memberRegister.email} IS NULL AND ${memberRegister.registerNo} % 2 = 0`),
    // Each mail accepted for delivery within minutes of the notice, as the list records it.
    rows(sql`INSERT INTO ${assemblyEntitled} (assembly_id, register_id, register_no, full_name, email, mail_state, mailed_at)
      SELECT ${id}, id, register_no, full_name, mail_to, CASE WHEN mail_to IS NOT NULL THEN 'sent' END, CASE WHEN mail_to IS NOT NULL THEN ${sentAt.getTime()} + register_no * 3000 END
      FROM (SELECT id, register_no, full_name, accepted_on, exited_on, nullif(trim(coalesce(email, '')), '') AS mail_to FROM ${memberRegister})
      WHERE accepted_on <= ${PAST.noticeOn} AND (exited_on IS NULL OR exited_on > ${PAST.noticeOn})`),
  ]);
  const listed = await db.select({ registerId: assemblyEntitled.registerId }).from(assemblyEntitled).where(eq(assemblyEntitled.assemblyId, id));
  const present = listed.slice(0, Math.floor(listed.length / 2) + 2);
  if (present.length) await db.insert(assemblyAttendance).values(present.map(({ registerId }) => ({ assemblyId: id, meeting: "first" as const, registerId })));
  const minutes = draftMinutes(PAST, { meeting: "first", entitled: listed.length, present: present.length, needed: Math.floor(listed.length / 2) + 1 }, DEMO_IDENTITY.name);
  await db.batch([
    db
      .update(assemblies)
      .set({ heldMeeting: "first", heldOn: PAST.firstOn, minutes, resultBoard: RESULT_BOARD, resultAudit: RESULT_AUDIT, resultFiledOn: "2026-07-03" })
      .where(eq(assemblies.id, id)),
    db.insert(assemblies).values(planned(istanbulDay(now))),
    db.insert(seedRuns).values({ name: DEMO_ASSEMBLY_SEED }),
  ]);
  return true;
}
