/** The legal calendar's inputs (docs/calendar.md): one zod schema each, shared by the admin form and the handler. */
import * as z from "zod";

/** POST /api/registers/calendar/declarations: the declaration of `year` was filed in DERBİS. */
export const declarationFiledInput = z.object({
  year: z.number({ error: "Beyannamenin yılını seçin." }).int().min(2000, { error: "Beyannamenin yılını seçin." }).max(9999, { error: "Beyannamenin yılını seçin." }),
});

