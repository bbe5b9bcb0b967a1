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

/** A meeting: its day and the board members who attended (2007/2 art. 5(2): only board members). */
export const meetingSchema = z.object({
  heldOn: pastDay("Toplantı tarihini seçin.", "Toplantı tarihi bugünden sonra olamaz."),
  attendeeIds: z.array(z.number().int().positive()).min(1, { error: "Toplantıya katılan yönetim kurulu üyelerini işaretleyin." }).max(30),
});

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
