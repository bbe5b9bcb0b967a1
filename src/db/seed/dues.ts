/**
 * The demo association's money (docs/dues.md): the 2026 dues of the demo register charged, most
 * paid (cash with receipt serials, bank transfers), some partly, some not at all, one payment
 * reversed; the IBAN and reminder settings; and eleven months of the cash book (rent, bills,
 * donations, an event), so `npm start` shows a living treasurer's dashboard. Runs once (seed_runs
 * "demo-dues"), after the register's seed, through the same functions the admin uses.
 */
import { eq, sql } from "drizzle-orm";
import type { Database } from "../client";
import { addCashEntry } from "../cash-book";
import { chargeYear, saveSchedule, setCategory } from "../dues";
import { recordPayment, reversePayment } from "../payments";
import { cashCategories, dues, memberRegister, seedRuns, settings } from "../schema";
import { DUES_SETTINGS_KEY } from "../../shared/dues/settings";

const SEED = "demo-dues";
/** Not an account: the demo's entries name the treasurer, and write no audit entry of their own. */
const TREASURER = { id: 0, name: "Nermin Tekin" };
const YEAR = 2026;

/** A day `days` after an ISO day, as an ISO day. */
const after = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Eleven months of ordinary income and expense, in kuruş; [month, category, description, amount]. */
function cashBookLines(): [number, string, string, number][] {
  const lines: [number, string, string, number][] = [];
  for (let month = 1; month <= 11; month++) {
    lines.push([month, "Kira", `${month}. ay dernek lokali kirası`, 450000]);
    lines.push([month, "Faturalar", `${month}. ay elektrik, su ve internet`, 78000 + ((month * 3710) % 41000)]);
  }
  lines.push([2, "Bağış", "Mahalle esnafından nakdi bağış", 500000], [5, "Bağış", "Üyelerden kitap kulübü için bağış", 125050]);
  lines.push([6, "Etkinlik geliri", "Yaz şenliği stant gelirleri", 842500], [6, "Etkinlik gideri", "Yaz şenliği ses sistemi ve çadır kirası", 615000]);
  lines.push([3, "Kırtasiye ve büro", "Defter onayı ve kırtasiye", 42075], [9, "Vergi, harç ve banka masrafı", "Banka hesap işletim ücreti", 12500]);
  return lines;
}

async function seedCashBook(db: Database): Promise<void> {
  const categories = await db.select({ id: cashCategories.id, name: cashCategories.name, direction: cashCategories.direction }).from(cashCategories);
  for (const [index, [month, name, description, amount]] of cashBookLines().entries()) {
    const category = categories.find((one) => one.name === name);
    if (!category) continue;
    const entryDate = `${YEAR}-${String(month).padStart(2, "0")}-${String(5 + (index % 20)).padStart(2, "0")}`;
    await addCashEntry(db, { token: `demo-defter-${index}`, entryDate, direction: category.direction, categoryId: category.id, description, amount, documentKey: null }, TREASURER);
  }
}

/**
 * Payments for the charged members, by register number: four in five pay (every third of them
 * only half), the rest are behind; cash and bank in turn. The payment of member 2 is reversed
 * (recorded for the wrong member) and recorded again.
 */
async function seedPayments(db: Database): Promise<void> {
  const owed = await db
    .select({ registerNo: memberRegister.registerNo, acceptedOn: memberRegister.acceptedOn, total: sql<number>`sum(${dues.amount})` })
    .from(dues)
    .innerJoin(memberRegister, eq(memberRegister.id, dues.registerId))
    .where(eq(dues.year, YEAR))
    .groupBy(memberRegister.registerNo, memberRegister.acceptedOn);
  let serial = 0;
  for (const member of owed) {
    if (member.registerNo % 5 === 0) continue;
    const amount = member.registerNo % 3 === 0 ? Math.floor(member.total / 2) : member.total;
    const cash = member.registerNo % 2 === 0;
    const paidOn = after(member.acceptedOn > `${YEAR}-03-31` ? member.acceptedOn : `${YEAR}-03-31`, (member.registerNo % 9) - 6);
    const recorded = await recordPayment(
      db,
      {
        token: `demo-odeme-${member.registerNo}`,
        registerId: sql`(SELECT id FROM ${memberRegister} WHERE register_no = ${member.registerNo})`,
        paidOn,
        amount,
        method: cash ? "cash" : "bank",
        receiptSerial: cash ? `A-${String(++serial).padStart(4, "0")}` : null,
        bankReference: cash ? null : `Üye ${member.registerNo} Aidat ${YEAR}`,
        bankLineId: null,
        note: "",
      },
      TREASURER,
    );
    if (member.registerNo === 2 && recorded.recorded) {
      await reversePayment(db, { paymentId: recorded.id, token: "demo-odeme-duzeltme-2", on: after(paidOn, 1), reason: "Başka bir üyenin ödemesi bu üyeye yazılmıştı" }, TREASURER);
    }
  }
}

/** Installs the demo dues and cash book once, when the demo register is there; returns whether it did. */
export async function seedDues(db: Database, now = new Date()): Promise<boolean> {
  const [done] = await db.select().from(seedRuns).where(eq(seedRuns.name, SEED)).limit(1);
  const [member] = await db.select({ id: memberRegister.id }).from(memberRegister).limit(1);
  if (done || !member) return false;
  await saveSchedule(
    db,
    {
      year: YEAR,
      dueOn: `${YEAR}-03-31`,
      entryFee: 10000,
      proRata: true,
      rates: [
        { category: "asil", amount: 120000, exempt: false },
        { category: "ogrenci", amount: 30000, exempt: false },
        { category: "onursal", amount: 0, exempt: true },
      ],
    },
    TREASURER,
  );
  // A few students and one honorary member (exempt), before the charge.
  for (const [registerNo, category] of [[8, "ogrenci"], [16, "ogrenci"], [27, "ogrenci"], [24, "onursal"]] as const) {
    await setCategory(db, sql`(SELECT id FROM ${memberRegister} WHERE register_no = ${registerNo})`, category);
  }
  await chargeYear(db, YEAR, TREASURER, now);
  await seedPayments(db);
  await seedCashBook(db);
  await db
    .insert(settings)
    .values({ key: DUES_SETTINGS_KEY, value: { iban: "TR330006100519786457841326", accountHolder: "Çamlıca Kültür ve Dayanışma Derneği", reminders: ["before", "due", "late30"] } })
    .onConflictDoNothing();
  await db.insert(seedRuns).values({ name: SEED });
  return true;
}
