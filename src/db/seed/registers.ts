/**
 * The demo association's books: a year of board meetings and decisions and a member register of
 * about 40 invented people, with fictitious T.C. kimlik numbers that pass the check digits, one
 * expulsion by decision, one corrected decision, and a membership application that has waited 22 days
 * (so the 20-day highlight and the 30-day period show). Runs once (seed_runs "demo-registers"); the
 * identity numbers are sealed with the local key of .dev.vars.
 */
import { eq } from "drizzle-orm";
import type { Database } from "../client";
import { boardDecisions, boardMeetingAttendees, boardMeetings, memberRegister, seedRuns, users } from "../schema";
import { storedIdentity } from "../../services/registers/members";
import { DEMO_BOARD } from "./demo-identity";

const SEED = "demo-registers";
const FIRST = ["Ayşe", "Mehmet", "Zeynep", "Mustafa", "Elif", "Ahmet", "Fatma", "Ali", "Emine", "Hüseyin", "Hatice", "İbrahim", "Meryem", "Osman", "Şule", "Murat", "Gül", "Kemal", "Derya", "Cem"];
const LAST = ["Yılmaz", "Kaya", "Demir", "Şahin", "Çelik", "Yıldız", "Öztürk", "Aydın", "Özdemir", "Arslan", "Doğan", "Kılıç", "Aslan", "Çetin", "Koç"];
const MOTHERS = ["Hatice", "Ayşe", "Fatma", "Emine", "Zehra", "Sultan", "Havva", "Nuriye"];
const JOBS = ["Öğretmen", "Emekli", "Mühendis", "Esnaf", "Hemşire", "Muhasebeci", "Ev hanımı", "Öğrenci"];
const BOARD = DEMO_BOARD.map((member) => member.name);

/** A fictitious T.C. kimlik no from a 9-digit start (check digits computed, the first digit never 0). */
function fictitiousTc(start: number): string {
  const d = String(100000000 + (start % 900000000)).split("").map(Number);
  const sum = (positions: number[]) => positions.reduce((total, i) => total + d[i]!, 0);
  const tenth = (((sum([0, 2, 4, 6, 8]) * 7 - sum([1, 3, 5, 7])) % 10) + 10) % 10;
  const eleventh = (sum([0, 1, 2, 3, 4, 5, 6, 7, 8]) + tenth) % 10;
  return d.join("") + tenth + eleventh;
}

/** Ten meetings of 2026, the fourth of each month from February. */
const meetingDays = Array.from({ length: 10 }, (_, i) => `2026-${String(i + 2).padStart(2, "0")}-04`);

/** Installs the demo books once; returns whether it did. */
export async function seedRegisters(db: Database, env: { REGISTER_KEY?: string }): Promise<boolean> {
  const [done] = await db.select().from(seedRuns).where(eq(seedRuns.name, SEED)).limit(1);
  if (done || !env.REGISTER_KEY) return false;
  let number = 0;
  for (const [index, heldOn] of meetingDays.entries()) {
    const [meeting] = await db.insert(boardMeetings).values({ heldOn }).returning({ id: boardMeetings.id });
    await db.insert(boardMeetingAttendees).values(BOARD.filter((_, i) => (i + index) % 5 !== 4).map((name) => ({ meetingId: meeting!.id, name })));
    const admitted = Array.from({ length: 4 }, (_, i) => index * 4 + i);
    for (const personIndex of admitted) {
      number += 1;
      const name = `${FIRST[personIndex % FIRST.length]} ${LAST[(personIndex * 7) % LAST.length]}`;
      const [decision] = await db
        .insert(boardDecisions)
        .values({ meetingId: meeting!.id, year: 2026, number, decidedOn: heldOn, kind: "acceptance", subject: "Üyelik başvurusu", body: `Başvuru sahibi: ${name}. Yazılı üyelik başvurusu görüşüldü; başvuru sahibinin üyeliğe kabulüne oy birliğiyle karar verildi.`, ...by })
        .returning({ id: boardDecisions.id });
      await db.insert(memberRegister).values({
        registerNo: personIndex + 1,
        fullName: name,
        ...(await identityColumns(env, fictitiousTc(123456789 + personIndex * 7919))),
        nationality: "T.C.",
        motherName: MOTHERS[personIndex % MOTHERS.length]!,
        fatherName: personIndex % 3 ? null : "Ali",
        gender: personIndex % 2 ? "male" : "female",
        occupation: JOBS[personIndex % JOBS.length]!,
        address: `Çamlıca Mah. ${(personIndex % 12) + 1}. Sok. No ${personIndex + 2}, Üsküdar/İstanbul`,
        acceptedOn: heldOn,
        acceptanceDecisionNo: `2026/${number}`,
        acceptanceDecisionId: decision!.id,
        entryReportedAt: index < 8 ? new Date(`${heldOn}T12:00:00Z`) : null,
      });
    }
    number += 1;
    await db.insert(boardDecisions).values({ meetingId: meeting!.id, year: 2026, number, decidedOn: heldOn, kind: "general", subject: "Faaliyet planı", body: `${heldOn.slice(5, 7)}. ay etkinliklerinin programı görüşüldü ve onaylandı.`, ...by });
    number = await seedStoryDecisions(db, { id: meeting!.id, heldOn, index }, number);
  }
  await db.update(memberRegister).set({ exitedOn: "2026-09-15", exitKind: "resignation", exitReason: "Yazılı istifa dilekçesi" }).where(eq(memberRegister.registerNo, 3));
  await seedApplication(db);
  await db.insert(seedRuns).values({ name: SEED });
  return true;
}

const by = { createdById: null, createdByName: "Selin Aksoy" };
let struckId = 0;

/**
 * The book's other stories, after a meeting's usual decisions: in July a dues decision with a wrong
 * amount, struck through by August's correction; in November the expulsion of entry 7, whose exit
 * names the decision. Returns the last number used.
 */
async function seedStoryDecisions(db: Database, meeting: { id: number; heldOn: string; index: number }, last: number): Promise<number> {
  const values = { meetingId: meeting.id, year: 2026, decidedOn: meeting.heldOn, ...by };
  if (meeting.index === 5) {
    const [struck] = await db.insert(boardDecisions).values({ ...values, number: last + 1, subject: "Aidat tutarı", body: "2027 yılı üye aidatı yıllık 60 TL olarak belirlendi." }).returning({ id: boardDecisions.id });
    struckId = struck!.id;
    return last + 1;
  }
  if (meeting.index === 6) {
    await db.insert(boardDecisions).values({ ...values, number: last + 1, subject: "Aidat tutarı (düzeltme)", body: "2027 yılı üye aidatı yıllık 600 TL olarak belirlendi.", correctsId: struckId, correctionReason: "Tutar 600 TL yerine 60 TL yazılmıştı" });
    return last + 1;
  }
  if (meeting.index === 9) {
    const body = "Üye kayıt defterinin 7 sıra numaralı üyesinin, yazılı uyarıya rağmen tüzüğe aykırı davranışını sürdürdüğü için tüzüğün 8. maddesi uyarınca üyelikten çıkarılmasına oy birliğiyle karar verildi.";
    const [expulsion] = await db.insert(boardDecisions).values({ ...values, number: last + 1, kind: "expulsion", subject: "Üyelikten çıkarma", body }).returning({ id: boardDecisions.id });
    await db
      .update(memberRegister)
      .set({ exitedOn: meeting.heldOn, exitKind: "expulsion", exitDecisionNo: `2026/${last + 1}`, exitDecisionId: expulsion!.id, exitReason: "Tüzüğe aykırı davranış (yazılı uyarıya rağmen)" })
      .where(eq(memberRegister.registerNo, 7));
    return last + 1;
  }
  return last;
}

/** A membership application (a pending account, address confirmed) that has waited 22 days; it cannot sign in until accepted. */
async function seedApplication(db: Database) {
  const appliedAt = new Date(Date.now() - 22 * 24 * 60 * 60 * 1000);
  await db
    .insert(users)
    .values({ email: "nazli.ucar@example.org", name: "Nazlı Uçar", passwordHash: "-", role: "member", status: "pending", emailConfirmedAt: appliedAt, createdAt: appliedAt, applicationReason: "Mahallemizdeki kültür etkinliklerine gönüllü olarak katılmak istiyorum." })
    .onConflictDoNothing();
}

async function identityColumns(env: { REGISTER_KEY?: string }, identity: string) {
  const sealed = await storedIdentity(env, identity);
  return { identityCipher: sealed.cipher, identityHash: sealed.hash, identityMasked: sealed.masked, keyVersion: sealed.keyVersion };
}
