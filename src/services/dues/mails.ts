import type { ReminderStage } from "../../shared/dues/settings";
import { groupedIban } from "../../shared/dues/settings";
import { formatCalendarDay } from "../../shared/i18n/dates";
import { formatMoney } from "../../shared/money";
import { ACCOUNT_DUES_PATH } from "../../shared/paths";
import { compose, type Mail, type Sender } from "../email/messages";

/**
 * The dues mails (docs/dues.md): a payment was recorded, and the staged reminders. Informational
 * messages about an existing membership, not marketing. None is ever called a receipt: the legal
 * proof of a payment is the bank's slip or the paper alındı belgesi, and the mails say so.
 */

/** Where a member stands, in kuruş: fallen due and unpaid, charged and not yet due, paid beyond all. */
export interface MailStanding {
  behind: number;
  upcoming: number;
  credit: number;
}

const NOT_A_RECEIPT =
  "Bu e-posta bir makbuz değildir. Ödemenizin belgesi, havale ya da EFT ile ödediyseniz bankanızın dekontu, nakit ödediyseniz size verilen seri numaralı alındı belgesidir.";

function standingLine(standing: MailStanding): string {
  if (standing.behind > 0) return `Gecikmiş aidat borcunuz: ${formatMoney(standing.behind)}.`;
  if (standing.credit > 0) return `Gecikmiş borcunuz yok; ${formatMoney(standing.credit)} fazla ödemeniz bir sonraki aidatınızdan düşülecek.`;
  if (standing.upcoming > 0) return `Gecikmiş borcunuz yok; ödeme günü henüz gelmemiş ${formatMoney(standing.upcoming)} aidatınız var.`;
  return "Bugün itibarıyla aidat borcunuz bulunmuyor. Teşekkür ederiz!";
}

/** After the treasurer recorded a payment: what was recorded and where the member now stands. */
export function paymentRecordedMail(
  to: string,
  payment: { name: string; paidOn: string; amount: number; method: "cash" | "bank"; receiptSerial: string | null },
  standing: MailStanding,
  sender: Sender,
): Mail {
  const how = payment.method === "cash" ? `nakit, ${payment.receiptSerial} numaralı alındı belgesiyle` : "banka havalesiyle";
  return compose(to, "Aidat ödemeniz kaydedildi", sender, {
    paragraphs: [
      `Merhaba ${payment.name},`,
      `${formatCalendarDay(payment.paidOn)} tarihinde ${how} yaptığınız ${formatMoney(payment.amount)} tutarındaki ödeme, derneğin aidat kayıtlarına işlendi.`,
      standingLine(standing),
      NOT_A_RECEIPT,
    ],
    link: { label: "Aidatlarımı gör", url: sender.origin + ACCOUNT_DUES_PATH },
    after: ["Kayıtta bir yanlışlık görürseniz derneğe yazın."],
  });
}

const REMINDER_SUBJECTS: Record<ReminderStage, string> = {
  before: "Aidat ödeme günü yaklaşıyor",
  due: "Bugün aidat ödeme günü",
  late30: "Aidat ödemeniz 30 gün gecikti",
  late90: "Aidat ödemeniz 90 gün gecikti",
};

/**
 * The "due" stage runs up to 29 days after the due day (a missed cron, a stage switched on late, a
 * member accepted after the charge): "today" is said only on the day itself.
 */
const subjectOf = (stage: ReminderStage, dueOn: string, today: string) => (stage === "due" && today !== dueOn ? "Aidat ödeme günü geçti" : REMINDER_SUBJECTS[stage]);

function reminderLead(stage: ReminderStage, dueOn: string, today: string, owed: number): string {
  const day = formatCalendarDay(dueOn);
  if (stage === "before") return `${day} tarihinde ödenmesi gereken ${formatMoney(owed)} aidatınızı hatırlatmak isteriz.`;
  if (stage === "due" && today === dueOn) return `Bugün (${day}) ${formatMoney(owed)} tutarındaki aidatınızın son ödeme günü.`;
  if (stage === "due") return `${formatMoney(owed)} tutarındaki aidatınızın son ödeme günü ${day} idi; ödemeyi en kısa zamanda yapmanızı rica ederiz.`;
  return `Son ödeme günü ${day} olan aidatınızdan ${formatMoney(owed)} henüz ödenmedi.`;
}

/** A staged reminder: what is owed, how to pay, and that a payment made meanwhile ends them. */
export function duesReminderMail(
  to: string,
  member: { name: string; stage: ReminderStage; dueOn: string; today: string; owed: number; reference: string; iban: string; accountHolder: string },
  sender: Sender,
): Mail {
  const howToPay = member.iban
    ? `Havale ya da EFT için: IBAN ${groupedIban(member.iban)} (${member.accountHolder}). Açıklamaya tam olarak “${member.reference}” yazın; ödemeniz böylece size işlenir.`
    : "Ödemeyi dernek merkezinde nakit yapabilir ya da banka bilgileri için derneğe yazabilirsiniz.";
  return compose(to, subjectOf(member.stage, member.dueOn, member.today), sender, {
    paragraphs: [`Merhaba ${member.name},`, reminderLead(member.stage, member.dueOn, member.today, member.owed), howToPay],
    link: { label: "Aidatlarımı gör", url: sender.origin + ACCOUNT_DUES_PATH },
    after: [
      "Ödemenizi bu arada yaptıysanız bu e-postayı dikkate almayın; kaydedildiğinde size ayrıca haber veririz ve başka hatırlatma gelmez.",
      "Bu e-posta, üyeliğinizle ilgili bir bilgilendirmedir; ticari ileti değildir.",
    ],
  });
}
