/**
 * The legal calendar's shapes (docs/calendar.md): an open item as every provider answers it, the
 * screen's data, and one zod schema per input, shared by the admin form and the handler.
 */
import * as z from "zod";
import { formatShortDay } from "./i18n/dates";
import { ASSEMBLY_MAX_YEARS, type DeadlineStage } from "./legal-deadlines";
import { isoDate } from "./registers/member-entry";

/** The kinds of deadline the site knows, one provider each (src/services/calendar/providers/). */
export type CalendarKind = "declaration" | "member-entry" | "member-exit" | "application" | "assembly" | "assembly-result";

/** What the screen can settle in place, beside the link (the declaration filed, a member reported). */
export type CalendarAction = { kind: "declaration"; year: number } | { kind: "member-report"; memberId: number; which: "entry" | "exit" };

/** One open item: it disappears once what it asks for is recorded. */
export interface CalendarItem {
  /** Stable across runs ("member-entry:12"): the weekly mail claims (key, stage) once. */
  key: string;
  kind: CalendarKind;
  /** Plain Turkish, without personal data beyond a register number or an applicant's name. */
  title: string;
  /** The last day, in Istanbul, "2026-04-30". */
  dueOn: string;
  stage: DeadlineStage;
  /** The admin screen where it is settled. */
  href: string;
  action?: CalendarAction;
}

/** The board's own dates for the assembly items, until the assembly module keeps them (docs/calendar.md). */
export interface AssemblyDates {
  /** The day of the last ordinary general assembly, or null when not entered yet. */
  lastOrdinaryOn: string | null;
  /** The bylaws' cycle in years (at most three, TMK 73). */
  cycleYears: number;
  /** The day the result notice of that assembly was filed, or null while it is due. */
  resultFiledOn: string | null;
}

export const DEFAULT_ASSEMBLY_DATES: AssemblyDates = { lastOrdinaryOn: null, cycleYears: ASSEMBLY_MAX_YEARS, resultFiledOn: null };

/** GET /api/registers/calendar */
export interface CalendarDto {
  today: string;
  items: CalendarItem[];
  assembly: AssemblyDates & { version: number };
}

/** Where the screen lives, for links from the dashboard, the mail and the items it settles itself. */
export const CALENDAR_PATH = "/admin/yasal-takvim";

/** PUT /api/registers/calendar/assembly: the board's dates, based on the version the form loaded. */
export const assemblyDatesInput = z
  .object({
    lastOrdinaryOn: isoDate("Son olağan genel kurulun tarihini seçin.").nullable(),
    cycleYears: z.coerce
      .number({ error: "Tüzükteki süreyi yıl olarak yazın." })
      .int({ error: "Tüzükteki süreyi tam yıl olarak yazın." })
      .min(1, { error: "Tüzükteki süre en az 1 yıl olabilir." })
      .max(ASSEMBLY_MAX_YEARS, { error: `Olağan genel kurul en geç ${ASSEMBLY_MAX_YEARS} yılda bir yapılır (TMK 73).` }),
    resultFiledOn: isoDate("Sonuç bildiriminin verildiği tarihi seçin.").nullable(),
    version: z.number().int().min(0),
  })
  .superRefine((dates, ctx) => {
    if (dates.resultFiledOn && !dates.lastOrdinaryOn) {
      ctx.addIssue({ code: "custom", path: ["resultFiledOn"], message: "Önce genel kurulun tarihini girin." });
    } else if (dates.resultFiledOn && dates.lastOrdinaryOn && dates.resultFiledOn < dates.lastOrdinaryOn) {
      ctx.addIssue({ code: "custom", path: ["resultFiledOn"], message: "Sonuç bildirimi genel kuruldan önce verilemez." });
    }
  });
export type AssemblyDatesInput = z.infer<typeof assemblyDatesInput>;

/** POST /api/registers/calendar/declarations: the declaration of `year` was filed in DERBİS. */
export const declarationFiledInput = z.object({
  year: z.number({ error: "Beyannamenin yılını seçin." }).int().min(2000, { error: "Beyannamenin yılını seçin." }).max(9999, { error: "Beyannamenin yılını seçin." }),
});

/** POST /api/registers/calendar/member-reports: a member's entry or exit was reported in DERBİS. */
export const memberReportedInput = z.object({
  memberId: z.number({ error: "Üye kaydını seçin." }).int().positive({ error: "Üye kaydını seçin." }),
  which: z.enum(["entry", "exit"], { error: "Giriş mi çıkış mı bildirildi, seçin." }),
});

/** "30 Nisan 2026", for a day written "2026-04-30" (noon UTC is that day in Istanbul). */
export const dueDayLabel = (day: string): string => formatShortDay(new Date(`${day}T12:00:00Z`));
