/** The legal calendar's inputs (docs/calendar.md): one zod schema each, shared by the admin form and the handler. */
import * as z from "zod";
import { ASSEMBLY_CYCLE_MESSAGE, ASSEMBLY_MAX_YEARS } from "./legal-deadlines";
import { calendarDay } from "./calendar-day";

/** PUT /api/registers/calendar/assembly: the board's dates, based on the version the form loaded. */
export const assemblyDatesInput = z
  .object({
    lastOrdinaryOn: calendarDay("Son olağan genel kurulun tarihini seçin.").nullable(),
    cycleYears: z.coerce
      .number({ error: "Tüzükteki süreyi yıl olarak yazın." })
      .int({ error: "Tüzükteki süreyi tam yıl olarak yazın." })
      .min(1, { error: "Tüzükteki süre en az 1 yıl olabilir." })
      .max(ASSEMBLY_MAX_YEARS, { error: ASSEMBLY_CYCLE_MESSAGE }),
    resultFiledOn: calendarDay("Sonuç bildiriminin verildiği tarihi seçin.").nullable(),
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

