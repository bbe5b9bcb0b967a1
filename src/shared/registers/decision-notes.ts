/**
 * What a decision's row says of its corrections, the same on screen, on the printed page and in the
 * CSV: a correction names what it corrects and why; a struck decision stays legible and names the
 * correcting decision, who recorded it, when and why (docs/registers.md, "Board decisions").
 */
import { formatDateTime } from "../i18n/dates";
import type { DecisionDto } from "./dto";

/** The lines to write under a decision ("" parts left out). */
export function correctionNotes(decision: Pick<DecisionDto, "corrects" | "correctedBy">): string[] {
  const notes: string[] = [];
  if (decision.corrects) notes.push(`${decision.corrects.number} sayılı kararı düzeltir. Neden: ${decision.corrects.reason}`);
  const by = decision.correctedBy;
  if (by) notes.push(`Bu karar ${by.number} sayılı kararla düzeltildi (${by.byName}, ${formatDateTime(new Date(by.at))}). Neden: ${by.reason}`);
  return notes;
}
