/**
 * Board meetings and decisions (Karar Defteri, communiqué 2007/2 art. 5): one schema per input,
 * shared by the admin forms and the handlers, with Turkish messages per field.
 */
import * as z from "zod";
import { pastDay } from "../calendar-day";
import { memberPersonSchema } from "./member-entry";

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} yazılmalı.` })
    .trim()
    .min(1, { error: `${label} yazılmalı.` })
    .max(max, { error: `${label} en fazla ${max} karakter olabilir.` });

/**
 * The board members who attended and have no account on the site, typed one name a line: each line
 * trimmed, empty lines dropped.
 */
const typedNames = z
  .string({ error: "Adları her satıra bir ad olarak yazın." })
  .max(3000, { error: "En fazla 30 ad yazılabilir." })
  .default("")
  .transform((typed) => typed.split(/\r?\n/).map((line) => line.trim().replace(/\s+/g, " ")).filter((line) => line.length > 0))
  .pipe(
    z
      .array(z.string().min(3, { error: "Her satıra bir üyenin adını ve soyadını yazın." }).max(120, { error: "Bir ad en fazla 120 karakter olabilir." }))
      .max(30, { error: "En fazla 30 ad yazılabilir." }),
  );

/**
 * A meeting: its day and the board members who attended (2007/2 art. 5(2): only board members), as
 * accounts with the board duty (`attendeeIds`) and, for members without a site account, their names
 * typed one a line (`otherAttendees`). Whether they are enough is `boardQuorumProblem`'s question.
 */
export const meetingSchema = z
  .object({
    heldOn: pastDay("Toplantı tarihini seçin.", "Toplantı tarihi bugünden sonra olamaz."),
    attendeeIds: z.array(z.number().int().positive()).max(30).default([]),
    otherAttendees: typedNames,
  })
  .refine((meeting) => meeting.attendeeIds.length + meeting.otherAttendees.length > 0, {
    error: "Toplantıya katılan yönetim kurulu üyelerini işaretleyin ya da adlarını yazın.",
    path: ["attendeeIds"],
  });

/** How many of the board must attend: more than half of its full membership (the statute's seats; docs/registers.md). */
export const boardQuorum = (seats: number): number => Math.floor(seats / 2) + 1;

/** The sentence refusing a meeting the board's quorum did not hold, or null when it held. */
export function boardQuorumProblem(seats: number, present: number): string | null {
  const needed = boardQuorum(seats);
  if (present >= needed) return null;
  return `Yönetim kurulu ${seats} asıl üyeden oluşur; toplantı için üye tam sayısının salt çoğunluğu, en az ${needed} üye gerekir (tüzük). ${present} üye katıldı olarak yazıldı.`;
}

/** A decision's own text: its subject and body (2007/2 art. 5(1): date, number and subject are required). */
export const decisionTextSchema = z.object({
  subject: text("Kararın konusu", 200),
  body: text("Kararın metni", 10000),
});

/**
 * An ordinary decision, a membership application answered (acceptance with the register's columns,
 * or rejection), or an expulsion (TMK art. 67) naming the register entry it ends, with the reason the
 * entry's exit column keeps; the exit's day is the meeting's.
 */
export const decisionSchema = z.discriminatedUnion("kind", [
  decisionTextSchema.extend({ kind: z.literal("general") }),
  decisionTextSchema.extend({ kind: z.literal("rejection"), applicantId: z.number().int().positive() }),
  decisionTextSchema.extend({ kind: z.literal("acceptance"), applicantId: z.number().int().positive(), person: memberPersonSchema }),
  decisionTextSchema.extend({
    kind: z.literal("expulsion"),
    registerId: z.number({ error: "Üyelikten çıkarılacak üyeyi seçin." }).int().positive({ error: "Üyelikten çıkarılacak üyeyi seçin." }),
    reason: text("Üyelikten çıkarmanın nedeni", 500),
  }),
], { error: "Kararın türünü seçin." });

export type DecisionInput = z.output<typeof decisionSchema>;

/** A correction: a new decision in a meeting that strikes an earlier one through, with the reason. */
export const correctionSchema = decisionTextSchema.extend({
  meetingId: z.number({ error: "Düzeltmenin alındığı toplantıyı seçin." }).int().positive(),
  reason: text("Düzeltmenin nedeni", 500),
});
