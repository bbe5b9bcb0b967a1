import { zValidator } from "@hono/zod-validator";
import { Hono, type Context } from "hono";
import type * as z from "zod";
import { database } from "../../db/client";
import { decisionBook } from "../../db/decisions";
import { actorOf } from "../../services/auth/session";
import { toBookDto } from "../../services/registers/decision-book";
import { registerPart } from "../../services/registers/members";
import type { AppEnv } from "../../shared/env";
import { bookDay } from "../../shared/i18n/days";
import { correctionNotes } from "../../shared/registers/decision-notes";
import type { DecisionPrintDto, MemberPrintDto } from "../../shared/registers/dto";
import { EXIT_KIND_LABELS, GENDER_LABELS, MEMBER_ENTRY_LABELS as L } from "../../shared/registers/member-entry";
import { decisionRangeSchema, describeMemberRange, inDecisionRange, memberRangeOf, memberRangeSchema } from "../../shared/registers/print-range";
import { csvDownload } from "./csv";
import { jsonInvalid } from "./validation";

/**
 * The registers' printed pages and CSV exports (docs/registers.md, "Printing and exports"): a year
 * or a range of numbers. The member register's print shows full identity numbers, its CSV masked
 * ones unless the board asks (`tam=1`); either way one audit line names the range.
 */
export const registerPrintApi = new Hono<AppEnv>();

registerPrintApi.get("/members/yazdir", zValidator("query", memberRangeSchema, jsonInvalid), async (c) => {
  const range = memberRangeOf(c.req.valid("query"));
  const part = await registerPart(c.env, database(c.env.DB), actorOf(c), range, { kind: "print", full: true });
  c.header("Cache-Control", "no-store");
  return c.json({ title: describeMemberRange(range), ...part } satisfies MemberPrintDto);
});

const fileRange = (range: { year: number } | { first: number; last: number }) => ("year" in range ? `${range.year}` : `${range.first}-${range.last}`);

registerPrintApi.get("/members/disa-aktar", zValidator("query", memberRangeSchema, jsonInvalid), async (c) => {
  const query = c.req.valid("query");
  const range = memberRangeOf(query);
  const { rows } = await registerPart(c.env, database(c.env.DB), actorOf(c), range, { kind: "export", full: query.tam === "1" });
  const heading = [L.registerNo, L.fullName, L.identityNumber, L.nationality, L.motherName, L.fatherName, L.gender, L.occupation, L.education, L.address, L.email];
  const exit = [L.acceptedOn, L.acceptanceDecisionNo, L.exitedOn, L.exitKind, L.exitDecisionNo, L.exitReason];
  return csvDownload(
    [
      [...heading, ...exit],
      ...rows.map((row) => [
        String(row.registerNo), row.fullName, row.identity, row.nationality, row.motherName, row.fatherName ?? "", GENDER_LABELS[row.gender], row.occupation ?? "", row.education ?? "", row.address ?? "", row.email ?? "",
        bookDay(row.acceptedOn), row.acceptanceDecisionNo, bookDay(row.exitedOn), row.exitKind ? EXIT_KIND_LABELS[row.exitKind] : "", row.exitDecisionNo ?? "", row.exitReason ?? "",
      ]),
    ],
    `uye-kayit-defteri-${fileRange(range)}.csv`,
  );
});

/** The meetings of a decision range, each with only its decisions in the range; meetings left empty are left out. */
async function decisionsInRange(c: Context<AppEnv>, range: z.output<typeof decisionRangeSchema>) {
  const { meetings } = toBookDto(range.yil, await decisionBook(database(c.env.DB), range.yil));
  return meetings
    .map((meeting) => ({ ...meeting, decisions: meeting.decisions.filter((decision) => inDecisionRange(range, Number(decision.number.split("/")[1]))) }))
    .filter((meeting) => meeting.decisions.length > 0);
}

registerPrintApi.get("/decisions/yazdir", zValidator("query", decisionRangeSchema, jsonInvalid), async (c) => {
  const range = c.req.valid("query");
  return c.json({ year: range.yil, meetings: await decisionsInRange(c, range) } satisfies DecisionPrintDto);
});

registerPrintApi.get("/decisions/disa-aktar", zValidator("query", decisionRangeSchema, jsonInvalid), async (c) => {
  const range = c.req.valid("query");
  const rows = (await decisionsInRange(c, range)).flatMap((meeting) =>
    meeting.decisions.map((decision) => [decision.number, bookDay(decision.decidedOn), meeting.attendees.join(", "), decision.subject, decision.body, decision.correctedBy ? "Evet" : "", correctionNotes(decision).join(" ")]),
  );
  const header = ["Karar sayısı", "Karar tarihi", "Toplantıya katılan üyeler", "Konusu", "Kararın metni", "Düzeltildi (üstü çizili)", "Düzeltme"];
  return csvDownload([header, ...rows], `karar-defteri-${range.yil}.csv`);
});
