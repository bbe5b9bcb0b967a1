/**
 * Which part of a register is printed or exported (docs/registers.md, "Printing and exports"): one
 * year, or a range of numbers. One schema per query, shared by the admin form that builds the address
 * and the handler that reads it, with the Turkish message under the field it concerns.
 */
import * as z from "zod";

/** The most rows one print or export holds: a register of 5,000 members in two goes. */
export const PRINT_MAX_ROWS = 2500;

const YEAR_ERROR = "Geçerli bir yıl yazın (ör. 2026).";
const NUMBER_ERROR = "Sıra numarası 1 ya da daha büyük bir tam sayı olmalı.";
const year = z.coerce.number({ error: YEAR_ERROR }).int(YEAR_ERROR).min(1900, YEAR_ERROR).max(2999, YEAR_ERROR);
const number = z.coerce.number({ error: NUMBER_ERROR }).int(NUMBER_ERROR).min(1, NUMBER_ERROR).max(1_000_000, NUMBER_ERROR);

/** `son` (the last number) is not before `ilk` (the first) and the span stays printable. */
function checkSpan(range: { ilk?: number | undefined; son?: number | undefined }, ctx: z.RefinementCtx) {
  if (range.ilk === undefined || range.son === undefined) return;
  if (range.son < range.ilk) ctx.addIssue({ code: "custom", path: ["son"], message: "Son numara ilk numaradan küçük olamaz." });
  else if (range.son - range.ilk >= PRINT_MAX_ROWS) ctx.addIssue({ code: "custom", path: ["son"], message: `Bir seferde en çok ${PRINT_MAX_ROWS} kayıt basılır; aralığı daraltın.` });
}

/**
 * The member register's part: `yil` (entries accepted that year), or register numbers `ilk`..`son`
 * (`ilk` alone is one entry, `son` alone counts from 1). `tam=1` asks an export for full identity numbers.
 */
export const memberRangeSchema = z
  .object({ yil: year.optional(), ilk: number.optional(), son: number.optional(), tam: z.enum(["0", "1"]).default("0") })
  .superRefine((range, ctx) => {
    if (range.yil === undefined && range.ilk === undefined && range.son === undefined) {
      ctx.addIssue({ code: "custom", path: ["yil"], message: "Bir yıl ya da bir sıra numarası aralığı yazın." });
    }
    checkSpan(range, ctx);
  });
export type MemberRangeQuery = z.input<typeof memberRangeSchema>;
export type MemberRange = { year: number } | { first: number; last: number };

/** The range a valid query names: the year when one is given, otherwise the numbers. */
export function memberRangeOf(query: z.output<typeof memberRangeSchema>): MemberRange {
  if (query.yil !== undefined) return { year: query.yil };
  const first = query.ilk ?? 1;
  return { first, last: query.son ?? first };
}

/** How a range reads in a title and an audit line: "2026 yılı" or "12–40 sıra numaraları". */
export const describeMemberRange = (range: MemberRange): string =>
  "year" in range ? `${range.year} yılı` : range.first === range.last ? `${range.first} sıra numarası` : `${range.first}–${range.last} sıra numaraları`;

/** The decision book's part: a year, and within it, when given, decision numbers `ilk`..`son` (read as above). */
export const decisionRangeSchema = z.object({ yil: year, ilk: number.optional(), son: number.optional() }).superRefine(checkSpan);
export type DecisionRangeQuery = z.input<typeof decisionRangeSchema>;

/** Whether a decision's number falls in the range's numbers (every number when none are given). */
export const inDecisionRange = (range: { ilk?: number | undefined; son?: number | undefined }, number: number): boolean =>
  number >= (range.ilk ?? 1) && number <= (range.son ?? range.ilk ?? Number.MAX_SAFE_INTEGER);
