/**
 * The general assembly's inputs, one zod schema each, shared by the admin's forms and the API's
 * handlers (docs/assembly.md). The dates' rules come from rules.ts and name the law they apply.
 */
import * as z from "zod";
import { calendarDay } from "../calendar-day";
import { istanbulDay } from "../i18n/dates";
import { ASSEMBLY_MATTERS, dateProblems } from "./rules";
import { ASSEMBLY_CYCLE_MESSAGE, ASSEMBLY_MAX_YEARS } from "../legal-deadlines";
import { noControlCharacters } from "../control-characters";

const line = (max: number, missing: string) =>
  z.string({ error: missing }).trim().min(1, { error: missing }).max(max, { error: `En fazla ${max} karakter yazılabilir.` }).check(noControlCharacters);

const clock = (message: string) => z.string({ error: message }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: message });

/** The longest agenda the site takes (no assembly needs more). */
export const AGENDA_MAX = 30;

/** A planned assembly: its kind, both meetings, the agenda and the notice day. */
export const planInput = z
  .object({
    kind: z.enum(["ordinary", "extraordinary"], { error: "Olağan mı, olağanüstü mü olduğunu seçin." }),
    matter: z.enum(ASSEMBLY_MATTERS, { error: "Gündemde tüzük değişikliği ya da fesih olup olmadığını seçin." }),
    firstOn: calendarDay("İlk toplantının gününü seçin."),
    firstTime: clock("İlk toplantının saatini SS:DD biçiminde yazın."),
    firstPlace: line(300, "İlk toplantının yerini yazın."),
    secondOn: calendarDay("İkinci toplantının gününü seçin."),
    secondTime: clock("İkinci toplantının saatini SS:DD biçiminde yazın."),
    secondPlace: line(300, "İkinci toplantının yerini yazın."),
    noticeOn: calendarDay("Çağrının yapılacağı günü seçin."),
    agenda: z
      .array(line(500, "Boş gündem maddesi olamaz; silin ya da yazın."), { error: "Gündemi yazın." })
      .min(1, { error: "Gündeme en az bir madde yazın." })
      .max(AGENDA_MAX, { error: `Gündem en fazla ${AGENDA_MAX} madde olabilir.` }),
    version: z.number().int().min(0).default(0),
  })
  .superRefine((plan, context) => {
    for (const [field, message] of Object.entries(dateProblems(plan, istanbulDay(new Date())))) context.addIssue({ code: "custom", message, path: [field] });
  });

export type PlanInput = z.infer<typeof planInput>;

/** The notice's text as the board edits it before sending; empty brings back the text made from the plan. */
export const noticeTextInput = z.object({
  text: z.string({ error: "Çağrı metnini yazın." }).trim().max(10_000, { error: "Çağrı metni en fazla 10.000 karakter olabilir." }),
  version: z.number().int().min(1),
});

/** The association's assembly settings: the bodies' seats and whether members behind with dues are left out. */
export const assemblySettingsInput = z.object({
  boardSeats: z.number({ error: "Yönetim kurulu asıl üye sayısını yazın." }).int().min(1, { error: "Yönetim kurulu asıl üye sayısı 1 ile 50 arasında olmalı." }).max(50, { error: "Yönetim kurulu asıl üye sayısı 1 ile 50 arasında olmalı." }),
  auditSeats: z.number({ error: "Denetim kurulu asıl üye sayısını yazın." }).int().min(1, { error: "Denetim kurulu asıl üye sayısı 1 ile 50 arasında olmalı." }).max(50, { error: "Denetim kurulu asıl üye sayısı 1 ile 50 arasında olmalı." }),
  leaveOutBehind: z.boolean(),
  everyYears: z.number({ error: "Tüzükteki olağan genel kurul aralığını yazın." }).int().min(1, { error: `Aralık 1 ile ${ASSEMBLY_MAX_YEARS} yıl arasında olmalı.` }).max(ASSEMBLY_MAX_YEARS, { error: ASSEMBLY_CYCLE_MESSAGE }),
});
export type AssemblySettings = z.infer<typeof assemblySettingsInput>;

/** The settings until the board saves its own: the law's smallest bodies, nobody left out. */
export const DEFAULT_ASSEMBLY_SETTINGS: AssemblySettings = { boardSeats: 5, auditSeats: 3, leaveOutBehind: false, everyYears: 3 };

/** One attendance mark at the door: the member by register number. */
export const attendanceInput = z.object({
  registerNo: z.number({ error: "Üye numarasını seçin." }).int().positive({ error: "Üye numarasını seçin." }),
  meeting: z.enum(["first", "second"], { error: "Hangi toplantı olduğunu seçin." }),
});

/** What the result notice needs (Dernekler Kanunu art. 23, form EK-3): the elected bodies and the day it was filed, if it was. */
export const resultInput = z.object({
  board: z.string().trim().max(4000, { error: "En fazla 4.000 karakter yazılabilir." }),
  audit: z.string().trim().max(4000, { error: "En fazla 4.000 karakter yazılabilir." }),
  filedOn: calendarDay("Bildirimin verildiği günü seçin.").nullable(),
});
