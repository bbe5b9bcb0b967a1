import { database } from "../../db/client";
import { claimedReminder, claimReminder, claimsOf, reminderCandidates, type ReminderCandidate } from "../../db/dues-reminders";
import { recordJobWhere } from "../../db/jobs";
import { rawBatch } from "../../db/raw-batch";
import { settingRow, settingValue } from "../../db/settings";
import { logEvent } from "../../platform/log";
import { duesReminderMail } from "./mails";
import type { Mail } from "../email/messages";
import { noteQueued } from "../email/mail-jobs";
import { putOnQueue } from "../email/outbox";
import { senderOf, type MailContext } from "../email/sender";
import { paymentReference } from "../../shared/dues/reference";
import { DEFAULT_DUES_SETTINGS, DUES_SETTINGS_KEY, duesSettingsSchema, REMINDER_DAYS_BEFORE, type DuesSettings, type ReminderStage } from "../../shared/dues/settings";
import { istanbulDay } from "../../shared/i18n/dates";

/**
 * Staged dues reminders (docs/dues.md), run daily by the cron: before the due date, on it, and 30
 * and 90 days behind, each stage that the settings turn on. A member is reminded of the oldest year
 * their payments leave open, in the stage today falls in, at most once per member, year and stage:
 * the claim (`dues_reminders`) and the mail's job are written in one batch, so a claim never stands
 * without its mail, and the cron's lost-mail sweep sends a mail the queue refused.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Reminders claimed per batch: two statements each, and the jobs' keys stay within D1's bound values. */
const CHUNK = 40;

/** The stage a due date is in today, or null before the first. */
export function stageOn(dueOn: string, today: string): ReminderStage | null {
  const days = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${dueOn}T00:00:00Z`)) / DAY_MS);
  if (days < -REMINDER_DAYS_BEFORE) return null;
  if (days < 0) return "before";
  if (days < 30) return "due";
  if (days < 90) return "late30";
  return "late90";
}

interface Reminder {
  candidate: ReminderCandidate;
  stage: ReminderStage;
  mail: Mail;
}

/** Claims the reminders and records their mails in one batch; returns the mails recorded now, each naming its job. */
async function claimAndRecord(db: ReturnType<typeof database>, reminders: readonly Reminder[], now: Date): Promise<Mail[]> {
  const statements = reminders.flatMap(({ candidate, stage, mail }) => {
    const claim = { registerId: candidate.registerId, year: candidate.year, stage };
    const key = `dues-reminder:${claim.registerId}:${claim.year}:${stage}`;
    return [claimReminder(db, claim, now), recordJobWhere(db, { kind: "mail", key, payload: { ...mail, jobKey: key } }, now, claimedReminder(claim, now)).returning()];
  });
  const results = await rawBatch(db, statements);
  const recorded = results.filter((_, index) => index % 2 === 1).flat() as { id: number; key: string; payload: string }[];
  return recorded.map((job) => ({ ...(JSON.parse(job.payload) as Mail), job: job.id }));
}

function reminderOf(candidate: ReminderCandidate, stage: ReminderStage, today: string, settings: DuesSettings, sender: Awaited<ReturnType<typeof senderOf>>): Reminder {
  const mail = duesReminderMail(
    candidate.email,
    {
      name: candidate.name,
      stage,
      dueOn: candidate.dueOn,
      today,
      owed: candidate.owed,
      reference: paymentReference(candidate.registerNo, candidate.year),
      iban: settings.iban,
      accountHolder: settings.accountHolder || sender.name,
    },
    sender,
  );
  return { candidate, stage, mail };
}

/** Today's reminders as the settings make them: each open member's stage today, among the stages turned on. */
async function remindersDue(context: MailContext, now: Date): Promise<{ today: string; due: Reminder[] }> {
  const db = database(context.env.DB);
  const [row] = await settingRow(db, DUES_SETTINGS_KEY);
  const settings = settingValue(duesSettingsSchema, DEFAULT_DUES_SETTINGS, row);
  const today = istanbulDay(now);
  if (settings.reminders.length === 0) return { today, due: [] };
  const horizon = istanbulDay(new Date(now.getTime() + REMINDER_DAYS_BEFORE * DAY_MS));
  const [candidates] = await rawBatch(db, [reminderCandidates(today, horizon)]);
  const sender = await senderOf(context);
  const due = candidates.flatMap((candidate) => {
    const stage = stageOn(candidate.dueOn, today);
    return stage && settings.reminders.includes(stage) ? [reminderOf(candidate, stage, today, settings, sender)] : [];
  });
  return { today, due };
}

/** One reminder as the treasurer's preview lists it, and whether it was sent already (its claim stands). */
export interface ReminderPreview {
  registerNo: number;
  name: string;
  year: number;
  stage: ReminderStage;
  dueOn: string;
  owed: number;
  sent: boolean;
}

/** What sending today would do (the cron's and the treasurer's "send" alike): each reminder due, and whether it went already. */
export async function previewDuesReminders(context: MailContext, now: Date): Promise<{ today: string; items: ReminderPreview[] }> {
  const { today, due } = await remindersDue(context, now);
  const years = [...new Set(due.map((reminder) => reminder.candidate.year))];
  const [claimed] = await rawBatch(database(context.env.DB), [claimsOf(years)]);
  const sent = new Set(claimed.map((claim) => `${claim.registerId}:${claim.year}:${claim.stage}`));
  const items = due.map(({ candidate, stage }) => ({
    registerNo: candidate.registerNo,
    name: candidate.name,
    year: candidate.year,
    stage,
    dueOn: candidate.dueOn,
    owed: candidate.owed,
    sent: sent.has(`${candidate.registerId}:${candidate.year}:${stage}`),
  }));
  return { today, items };
}

/**
 * Sends today's reminders: run by the daily cron and by the treasurer's "send now". Each reminder is
 * claimed in the batch that records its mail, so two runs at once (the cron and a treasurer, two
 * treasurers) mail it once. Returns how many mails went on the queue.
 */
export async function sendDuesReminders(context: MailContext, now: Date): Promise<number> {
  const db = database(context.env.DB);
  const { due } = await remindersDue(context, now);
  let queued = 0;
  for (let start = 0; start < due.length; start += CHUNK) {
    const mails = await claimAndRecord(db, due.slice(start, start + CHUNK), now);
    const refused = new Set(await putOnQueue(context.env.MAIL_QUEUE, mails));
    const sent = mails.filter((mail) => !refused.has(mail));
    await noteQueued(db, sent, now);
    queued += sent.length;
  }
  if (due.length > 0) logEvent("info", "dues_reminders", { candidates: due.length, queued });
  return queued;
}
