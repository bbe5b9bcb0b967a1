/**
 * Board decision numbers as the Karar Defteri writes them: `2026/14`, counted from 1 each year
 * (communiqué 2007/2 art. 5: the decision's date and number).
 */

export interface DecisionNumber {
  year: number;
  number: number;
}

const PATTERN = /^(\d{4})\s*\/\s*([1-9]\d{0,4})$/;

/** `"2026/14"` → `{ year: 2026, number: 14 }`, or null when it is not written that way. */
export function parseDecisionNumber(text: string): DecisionNumber | null {
  const match = PATTERN.exec(text.trim());
  return match ? { year: Number(match[1]), number: Number(match[2]) } : null;
}

/** `{ year: 2026, number: 14 }` → `"2026/14"`. */
export const formatDecisionNumber = (decision: DecisionNumber): string => `${decision.year}/${decision.number}`;

/** The year of a `YYYY-MM-DD` date. */
export const yearOf = (isoDate: string): number => Number(isoDate.slice(0, 4));
