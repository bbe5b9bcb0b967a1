/**
 * The weekly mail to the board (the cron task "legal-calendar", src/app/cron/tasks.ts): the open items
 * of the legal calendar that no mail has named at their present stage. Each (item, stage) is claimed
 * in calendar_notices before the mail is recorded, so a second run, a retried run or two runs at once
 * name nothing twice; an item named as "yaklaşıyor" is named again once it is overdue.
 */
import { database } from "../../db/client";
import { holdersOf } from "../../db/grants";
import { claimNotices, releaseNotices } from "../../db/legal-calendar";
import { administratorAddresses } from "../../db/users";
import { CALENDAR_PATH, dueDayLabel, type CalendarItem } from "../../shared/calendar";
import { todayIn, type DeadlineStage } from "../../shared/legal-deadlines";
import { compose, type Mail, type Sender } from "../email/messages";
import { queueMails } from "../email/outbox";
import { senderOf, type MailContext } from "../email/sender";
import { openItems } from "./index";

/** The mail goes out on Mondays (Istanbul): the daily run sends on that day only. */
export const WEEKLY_MAIL_WEEKDAY = 1;

/** Whether `now` falls on the mail's weekday in Istanbul. */
export const isWeeklyMailDay = (now: Date): boolean => new Date(`${todayIn(now)}T12:00:00Z`).getUTCDay() === WEEKLY_MAIL_WEEKDAY;

const STAGE_WORDS: Record<DeadlineStage, string> = { overdue: "Süresi geçti", "due-soon": "Yaklaşıyor", upcoming: "Sırada" };

/** One board member's copy: each item on a line with its stage and last day, and the screen's link. */
export function calendarMail(to: string, items: readonly CalendarItem[], sender: Sender): Mail {
  const overdue = items.filter((item) => item.stage === "overdue").length;
  const subject = overdue > 0 ? `Yasal takvim: süresi geçen ${overdue} iş var` : `Yasal takvim: ${items.length} iş yaklaşıyor`;
  return compose(to, subject, sender, {
    paragraphs: [
      "Merhaba,",
      "derneğin yasal takviminde ilgilenmeniz gereken işler var:",
      items.map((item) => `• ${STAGE_WORDS[item.stage]}: ${item.title} (son gün ${dueDayLabel(item.dueOn)})`).join("\n"),
    ],
    link: { label: "Yasal takvimi aç", url: `${sender.origin}${CALENDAR_PATH}` },
    after: ["Bu e-posta haftada bir gelir ve yalnızca yeni işleri ya da süresi yaklaşan, geçen işleri sayar. Bir işi sitede tamamlandı olarak işaretlediğinizde takvimden kalkar."],
  });
}

/** The board's addresses: administrators and board members, each once. */
async function boardAddresses(mail: MailContext): Promise<string[]> {
  const db = database(mail.env.DB);
  const [admins, board] = await db.batch([administratorAddresses(db), holdersOf(db, "board")]);
  return [...new Set([...admins, ...board].map((person) => person.email))];
}

/** Sends the week's mail; returns how many items it named (0 when there was nothing new). */
export async function sendWeeklyCalendar(mail: MailContext, now: Date): Promise<number> {
  const db = database(mail.env.DB);
  const recipients = await boardAddresses(mail);
  if (recipients.length === 0) return 0;
  const { items } = await openItems(db, now);
  const won = await claimNotices(db, items.map((item) => ({ itemKey: item.key, stage: item.stage })), now);
  if (won.length === 0) return 0;
  const claimed = new Set(won.map((claim) => `${claim.itemKey} ${claim.stage}`));
  const named = items.filter((item) => claimed.has(`${item.key} ${item.stage}`));
  try {
    const sender = await senderOf(mail);
    // Recorded as jobs before queueing (outbox.ts): once recorded, a refused queue is the cron's to retry.
    await queueMails(mail, recipients.map((to) => calendarMail(to, named, sender)), now);
  } catch (error) {
    await releaseNotices(db, won);
    throw error;
  }
  return named.length;
}
