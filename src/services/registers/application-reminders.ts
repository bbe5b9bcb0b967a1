/**
 * The once-only reminder of applications near the end of the board's 30 days (TMK art. 64,
 * docs/registers.md): the daily cron claims every application waiting longer than 20 days that was
 * not mailed yet (application_reminders) and mails the board, through the mail queue.
 */
import { claimLateApplications } from "../../db/applications";
import { database } from "../../db/client";
import { holdersOf } from "../../db/grants";
import { administratorAddresses } from "../../db/users";
import { applicationPeriod, REMINDER_AFTER_DAYS } from "../../shared/registers/application-period";
import { daysBefore } from "../../shared/i18n/days";
import { queueMails } from "../email/outbox";
import { lateApplicationsMail } from "./mails";
import { senderOf, type MailContext } from "../email/sender";

/**
 * Mails the board (while nobody holds the board duty, the administrators) once about the
 * applications that passed 20 days; returns how many applications it told of. The claim comes
 * first, so a second run, or two at once, never mails the same application again.
 */
export async function remindBoardOfLateApplications(mail: MailContext, now: Date): Promise<number> {
  const db = database(mail.env.DB);
  const late = await claimLateApplications(db, daysBefore(now, REMINDER_AFTER_DAYS), now);
  if (late.length === 0) return 0;
  const [board, admins] = await db.batch([holdersOf(db, "board"), administratorAddresses(db)]);
  const recipients = board.length ? board.map((member) => member.email) : admins.map((admin) => admin.email);
  const applications = late.map((application) => ({ ...application, decideBy: applicationPeriod(application.appliedAt, now).decideBy }));
  const sender = await senderOf(mail);
  const batchKey = late.map((application) => application.id).join(",");
  await queueMails(mail, recipients.map((to) => ({ ...lateApplicationsMail(to, applications, sender), jobKey: `application-reminder:${batchKey}:${to}` })), now);
  return late.length;
}
