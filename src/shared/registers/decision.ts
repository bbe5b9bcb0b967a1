/**
 * Board meetings and decisions (Karar Defteri, communiqué 2007/2 art. 5): one schema per input,
 * shared by the admin forms and the handlers, with Turkish messages per field.
 */
import * as z from "zod";
import { memberPersonSchema } from "./member-entry";

const day = (message: string) => z.string({ error: message }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: message });
const text = (label: string, max: number) =>
  z
    .string({ error: `${label} yazılmalı.` })
    .trim()
    .min(1, { error: `${label} yazılmalı.` })
    .max(max, { error: `${label} en fazla ${max} karakter olabilir.` });

/** A meeting: its day and the board members who attended (2007/2 art. 5(2): only board members). */
export const meetingSchema = z.object({
  heldOn: day("Toplantı tarihini seçin."),
  attendeeIds: z.array(z.number().int().positive()).min(1, { error: "Toplantıya katılan yönetim kurulu üyelerini işaretleyin." }).max(30),
});

/** A decision's own text: its subject and body (2007/2 art. 5(1): date, number and subject are required). */
export const decisionTextSchema = z.object({
  subject: text("Kararın konusu", 200),
  body: text("Kararın metni", 10000),
});

/** An ordinary decision, or a membership application answered (acceptance with the register's columns, or rejection). */
export const decisionSchema = z.discriminatedUnion("kind", [
  decisionTextSchema.extend({ kind: z.literal("general") }),
  decisionTextSchema.extend({ kind: z.literal("rejection"), applicantId: z.number().int().positive() }),
  decisionTextSchema.extend({ kind: z.literal("acceptance"), applicantId: z.number().int().positive(), person: memberPersonSchema }),
], { error: "Kararın türünü seçin." });

export type DecisionInput = z.output<typeof decisionSchema>;

/** A correction: a new decision in a meeting that strikes an earlier one through, with the reason. */
export const correctionSchema = decisionTextSchema.extend({
  meetingId: z.number({ error: "Düzeltmenin alındığı toplantıyı seçin." }).int().positive(),
  reason: text("Düzeltmenin nedeni", 500),
});
