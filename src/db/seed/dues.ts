/**
 * The demo association's money (docs/dues.md): this year's dues of the demo register charged, most
 * paid (cash with receipt serials, bank transfers), some partly, some not at all, one payment
 * reversed; the IBAN and reminder settings; and the cash book from January to this month (at most
 * eleven months: the founders' opening donation, rent, bills, donations, an event), so `npm start`
 * shows a living treasurer's dashboard. The year is the current one, and nothing is dated after
 * today or before a member's acceptance; the book's running balance never drops below zero, as no
 * real cash book can (test/dues/demo-dues.test.ts). Runs once (seed_runs "demo-dues"), after the
 * register's seed, through the same functions the admin uses.
 */
import { eq, sql } from "drizzle-orm";
import type { Database } from "../client";
import { addCashEntry } from "../cash-book";
import { chargeYear, saveSchedule, setCategory } from "../dues";
import { recordPayment, reversePayment } from "../payments";
import { cashCategories, dues, memberRegister, seedRuns, settings } from "../schema";
import { DUES_SETTINGS_KEY } from "../../shared/dues/settings";
import { istanbulDay } from "../../shared/i18n/dates";
import { DEMO_TREASURER } from "./demo-identity";

const SEED = "demo-dues";
/** Not an account: the demo's entries name the treasurer, and write no audit entry of their own. */
const TREASURER = { id: 0, name: DEMO_TREASURER };

/** A day `days` after an ISO day, as an ISO day. */
const after = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Eleven months of ordinary income and expense, in kuruş; [month, day, category, description, amount].
 * A small association's scale: the founders' donation opens the book, rent and bills stay below
 * what dues and donations bring.
 */
function cashBookLines(): [number, number, string, string, number][] {
  const lines: [number, number, string, string, number][] = [[1, 2, "Bağış", "Kurucu üyelerden nakdi bağış (açılış)", 1250000]];
  for (let month = 1; month <= 11; month++) {
    lines.push([month, 5, "Kira", `${month}. ay dernek lokali kirası`, 175000]);
    lines.push([month, 12 + (month % 8), "Faturalar", `${month}. ay elektrik, su ve internet`, 39000 + ((month * 3710) % 20500)]);
  }
  lines.push([2, 14, "Bağış", "Mahalle esnafından nakdi bağış", 500000], [5, 9, "Bağış", "Üyelerden kitap kulübü için bağış", 125050]);
  lines.push([6, 20, "Etkinlik geliri", "Yaz şenliği stant gelirleri", 842500], [6, 22, "Etkinlik gideri", "Yaz şenliği ses sistemi ve çadır kirası", 615000]);
  lines.push([3, 10, "Kırtasiye ve büro", "Defter onayı ve kırtasiye", 42075], [9, 16, "Vergi, harç ve banka masrafı", "Banka hesap işletim ücreti", 12500]);
  return lines;
}

async function seedCashBook(db: Database, year: number, today: string): Promise<void> {
  const categories = await db.select({ id: cashCategories.id, name: cashCategories.name, direction: cashCategories.direction }).from(cashCategories);
  for (const [index, [month, day, name, description, amount]] of cashBookLines().entries()) {
    const category = categories.find((one) => one.name === name);
    const entryDate = `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
    if (!category || entryDate > today) continue;
    const documentRef = category.direction === "income" ? `Alındı belgesi B-${String(index + 1).padStart(4, "0")}` : `Fatura ${year}/${100 + index}`;
    await addCashEntry(db, { token: `demo-defter-${index}`, entryDate, direction: category.direction, categoryId: category.id, description, amount, documentKey: null, documentRef }, TREASURER);
  }
}

/**
 * Payments for the charged members, by register number: four in five pay (every third of them
 * only half), the rest are behind; cash and bank in turn; each on or after the member's acceptance
 * and never after today. The payment of member 2 is reversed (it was member 5's) and recorded again
 * for member 5 under the same paper receipt.
 */
async function seedPayments(db: Database, year: number, today: string): Promise<void> {
  const owed = await db
    .select({ registerNo: memberRegister.registerNo, acceptedOn: memberRegister.acceptedOn, total: sql<number>`sum(${dues.amount})` })
    .from(dues)
    .innerJoin(memberRegister, eq(memberRegister.id, dues.registerId))
    .where(eq(dues.year, year))
    .groupBy(memberRegister.registerNo, memberRegister.acceptedOn);
  let serial = 0;
  for (const member of owed) {
    const start = member.acceptedOn > `${year}-03-20` ? member.acceptedOn : `${year}-03-20`;
    const paidOn = after(start, member.registerNo % 9);
    if (member.registerNo % 5 === 0 || paidOn > today) continue;
    const amount = member.registerNo % 3 === 0 ? Math.floor(member.total / 2) : member.total;
    const cash = member.registerNo % 2 === 0;
    const payment = {
      token: `demo-odeme-${member.registerNo}`,
      registerId: sql`(SELECT id FROM ${memberRegister} WHERE register_no = ${member.registerNo})`,
      paidOn,
      amount,
      method: cash ? ("cash" as const) : ("bank" as const),
      receiptSerial: cash ? `A-${String(++serial).padStart(4, "0")}` : null,
      bankReference: cash ? null : `Üye ${member.registerNo} Aidat ${year}`,
      bankLineId: null,
      note: "",
    };
    const recorded = await recordPayment(db, payment, TREASURER);
    if (member.registerNo === 2 && recorded.recorded && paidOn < today) {
      // Written to the wrong member: reversed, and the same paper receipt recorded for member 5.
      await reversePayment(db, { paymentId: recorded.id, token: "demo-odeme-duzeltme-2", on: after(paidOn, 1), reason: "Üye 5'in ödemesi bu üyeye yazılmıştı" }, TREASURER);
      await recordPayment(db, { ...payment, token: "demo-odeme-2-uye-5", registerId: sql`(SELECT id FROM ${memberRegister} WHERE register_no = 5)`, note: "Üye 2'ye yanlış yazılan ödeme" }, TREASURER);
    }
  }
}

/** Installs the demo dues and cash book once, when the demo register is there; returns whether it did. */
export async function seedDues(db: Database, now = new Date()): Promise<boolean> {
  const [done] = await db.select().from(seedRuns).where(eq(seedRuns.name, SEED)).limit(1);
  const [member] = await db.select({ id: memberRegister.id }).from(memberRegister).limit(1);
  if (done || !member) return false;
  const today = istanbulDay(now);
  const year = Number(today.slice(0, 4));
  await saveSchedule(
    db,
    {
      year,
      dueOn: `${year}-03-31`,
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
    await setCategory(db, sql`(SELECT id FROM ${memberRegister} WHERE register_no = ${registerNo})`, category, TREASURER);
  }
  await chargeYear(db, year, TREASURER, now);
  await seedPayments(db, year, today);
  await seedCashBook(db, year, today);
  await db
    .insert(settings)
    .values({ key: DUES_SETTINGS_KEY, value: { iban: "TR330006100519786457841326", accountHolder: "Çamlıca Kültür ve Dayanışma Derneği", reminders: ["before", "due", "late30"] } })
    .onConflictDoNothing();
  await db.insert(seedRuns).values({ name: SEED });
  return true;
}
