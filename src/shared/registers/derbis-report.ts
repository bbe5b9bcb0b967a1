/**
 * The DERBİS reporting period of the member register (docs/registers.md, "DERBİS"): an entry or an
 * exit is reported within 45 days (Dernekler Kanunu art. 23 as changed in 2020), counted from the
 * day it happened: the acceptance decision's day for an entry, the exit's day for an exit.
 */
import * as z from "zod";
import { addDays, daysBetween } from "../legal-deadlines";

export const DERBIS_DAYS = 45;

/** The last day to report an event of `day` (`YYYY-MM-DD`). */
export const derbisDeadline = (day: string): string => addDays(day, DERBIS_DAYS);

/** Whole days from `today` to `deadline`: 0 on the last day, negative once it has passed. */
export const daysLeft = (deadline: string, today: string): number => daysBetween(today, deadline);

/** "Bildirildi": which of an entry's two events the board marks as reported. */
export const derbisMarkSchema = z.object({ event: z.enum(["entry", "exit"], { error: "Giriş mi çıkış mı bildirildi, seçin." }) });

/** How many entries and how many exits an import marked as reported to DERBİS. */
export interface MarkedReported {
  entries: number;
  exits: number;
}

/**
 * "10 giriş", "2 çıkış", "3 giriş ve 1 çıkış": what was marked, naming only what there was; "" for
 * nothing. The import's audit line and its screen say the same.
 */
export function markedReportedText({ entries, exits }: MarkedReported): string {
  return [entries ? `${entries} giriş` : "", exits ? `${exits} çıkış` : ""].filter(Boolean).join(" ve ");
}
