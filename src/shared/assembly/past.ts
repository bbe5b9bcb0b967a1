/**
 * General assemblies held before the site (docs/assembly.md, "Assemblies held before the site"): the
 * one schema each for the form that enters one and for its handler, and what the screen receives.
 */
import * as z from "zod";
import { notAfterTodayMessage, pastDay } from "../calendar-day";

const HELD_ON_MISSING = "Genel kurulun yapıldığı günü seçin.";
const HELD_ON_FUTURE = "Yapıldığı gün bugünden sonra olamaz; ileride yapılacak genel kurulu “Yeni genel kurul” ile planlayın.";
const FILED_MISSING = "Sonuç bildiriminin verildiği günü seçin.";
const FILED_FUTURE = notAfterTodayMessage("Sonuç bildiriminin verildiği gün");
export const FILED_BEFORE_HELD = "Sonuç bildirimi genel kuruldan önce verilemez.";

/** The day the result notice was filed: today or earlier, never before the assembly. */
const filedOn = () => pastDay(FILED_MISSING, FILED_FUTURE);

/** POST /api/assembly/past: one assembly held before the site; the result notice's day when it was filed. */
export const pastAssemblyInput = z
  .object({
    kind: z.enum(["ordinary", "extraordinary"], { error: "Genel kurulun türünü seçin." }),
    heldOn: pastDay(HELD_ON_MISSING, HELD_ON_FUTURE),
    resultFiledOn: filedOn().nullable(),
  })
  .superRefine((past, context) => {
    if (past.resultFiledOn && past.resultFiledOn < past.heldOn) context.addIssue({ code: "custom", path: ["resultFiledOn"], message: FILED_BEFORE_HELD });
  });
export type PastAssemblyInput = z.infer<typeof pastAssemblyInput>;

/** PUT /api/assembly/past/:id/result: the result notice of an assembly held before the site was filed on this day. */
export const pastResultInput = z.object({ resultFiledOn: filedOn() });

/** One assembly held before the site, as the assembly screen lists it. */
export interface PastAssemblyDto {
  id: number;
  kind: "ordinary" | "extraordinary";
  heldOn: string;
  resultFiledOn: string | null;
}

/** Where the list and its form are, for the legal calendar's items and the setup checklist. */
export const PAST_ASSEMBLIES_ANCHOR = "gecmis-genel-kurullar";
