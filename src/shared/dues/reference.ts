/**
 * The reference text a member writes on a bank transfer, `Üye 123 Aidat 2026`, and its reading
 * back from a statement line, however the bank wrote it (case, spacing, "UYE", "üye no: 123").
 */
import { searchKey } from "../i18n/text";

/** What /hesabim tells a member to write: their register number and the year. */
export const paymentReference = (registerNo: number, year: number): string => `Üye ${registerNo} Aidat ${year}`;

const REFERENCE = /\buye\s*(?:no\s*[:.]?\s*)?(\d{1,6})\b/;

/** The register number a statement line's text names, or null. */
export function referencedRegisterNo(text: string): number | null {
  const match = REFERENCE.exec(searchKey(text));
  return match ? Number(match[1]) : null;
}

const YEAR = /\baidat\w*\s*(?:yili\s*)?((?:19|20)\d{2})\b/;

/** The year a statement line's text names after "Aidat" (`Üye 12 Aidat 2026`), or null. */
export function referencedYear(text: string): number | null {
  const match = YEAR.exec(searchKey(text));
  return match ? Number(match[1]) : null;
}
