/** How the document register's cells read, on screen and on paper. */
import { bookDay } from "../../../../src/shared/i18n/days";
import { istanbulDayOfIso } from "../../../../src/shared/i18n/dates";
import { DIRECTION_LABELS, type DocumentDirection } from "../../../../src/shared/registers/document-entry";

/** "2026-03-02" → "02.03.2026", the way a Turkish register writes a day; empty stays empty. */
export { bookDay as showDay } from "../../../../src/shared/i18n/days";

/** The Istanbul day of an instant (when a correction was written) as the register writes a day: 02:36 on 2 December is "02.12.2026". */
export const showInstantDay = (iso: string): string => bookDay(istanbulDayOfIso(iso));

export const showDirection = (direction: DocumentDirection): string => DIRECTION_LABELS[direction];

/** "1,2 MB", "340 KB": a scan's size. */
export function showSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toLocaleString("tr-TR", { maximumFractionDigits: 1 })} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
