/**
 * What the treasurer is told before a bank line becomes a member's credit (docs/dues.md, "Bank
 * statements"): a transfer for a year already paid, or beyond everything charged, is not lost (it
 * settles the next charged due), but it is said before it is recorded, so a line confirmed for the
 * wrong member or paid twice is caught while it is still waiting.
 */
import { formatMoney } from "../money";

/** One charged due as the question needs it: its year and how much of it is settled. */
export interface DueSettlement {
  year: number;
  amount: number;
  settled: number;
}

const FOLLOWS = "Doğruysa “Alacak olarak kaydet”e basın.";

/**
 * The sentence that says a payment of `amount` would (partly) become credit, or null when all of it
 * settles charged dues. `namedYear` is the year the transfer's text names (`Üye 12 Aidat 2026`), if any.
 */
export function creditQuestion(dues: readonly DueSettlement[], amount: number, namedYear: number | null): string | null {
  const unpaid = dues.reduce((sum, due) => sum + due.amount - due.settled, 0);
  if (amount <= unpaid) return null;
  const ofYear = namedYear === null ? [] : dues.filter((due) => due.year === namedYear);
  const why =
    namedYear !== null && ofYear.length > 0 && ofYear.every((due) => due.settled >= due.amount)
      ? `${namedYear} aidatı zaten ödenmiş`
      : namedYear !== null && ofYear.length === 0
        ? `${namedYear} için bu üyeye tahakkuk etmiş aidat yok`
        : unpaid === 0
          ? "Bu üyenin tahakkuk etmiş aidatının tamamı ödenmiş"
          : `Bu üyenin ödenmemiş aidatı ${formatMoney(unpaid)}`;
  const part = unpaid === 0 ? `bu ödemenin tamamı (${formatMoney(amount)})` : `bu ödemenin ${formatMoney(amount - unpaid)} tutarı`;
  return `${why}: ${part} üyenin alacağı olur ve sonra tahakkuk edecek aidata sayılır. ${FOLLOWS}`;
}
