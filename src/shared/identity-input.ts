/**
 * The identity form's input (Ayarlar → Dernek bilgileri), one schema for the form and its handler:
 * the identity's fields checked against this year in Istanbul, with the version the form loaded.
 */
import * as z from "zod";
import { istanbulDay } from "./i18n/dates";
import { identitySchemaFor } from "./identity";

/** The year in Istanbul now: a founding year after it is refused. */
export const istanbulYear = (now: Date): number => Number(istanbulDay(now).slice(0, 4));

/** What the form sends: the identity and the version it loaded (0: never saved). */
export const identityUpdateSchema = (now: Date) =>
  identitySchemaFor(istanbulYear(now)).extend({ version: z.number({ error: "Sürüm numarası eksik." }).int().nonnegative() });

export type IdentityUpdate = z.infer<ReturnType<typeof identityUpdateSchema>>;
