import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { database } from "../../src/db/client";
import { seedRegisters } from "../../src/db/seed/registers";
import type { ApplicationDto, DecisionBookDto, DecisionDto } from "../../src/shared/registers/dto";
import { boardApi, resetRegisters } from "../support/registers";

/** The demo books (src/db/seed/registers.ts) show what a newcomer should see at `npm start`. */
const board = boardApi();

beforeAll(async () => {
  await resetRegisters();
  await env.DB.batch([env.DB.prepare("DELETE FROM seed_runs WHERE name = 'demo-registers'"), env.DB.prepare("DELETE FROM users WHERE email = 'nazli.ucar@example.org'")]);
  expect(await seedRegisters(database(env.DB), env)).toBe(true);
});

describe("the demo register and decision book", () => {
  it("hold an expulsion by decision linked to its entry, and a decision struck through by its correction", async () => {
    const book = (await board<DecisionBookDto>("GET", "/registers/decisions?yil=2026")).body;
    const decisions = book.meetings.flatMap((meeting) => meeting.decisions);
    const numbers = decisions.map((decision) => Number(decision.number.split("/")[1]));
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    const expulsion = decisions.find((decision) => decision.kind === "expulsion") as DecisionDto;
    expect(expulsion.entry).toMatchObject({ registerNo: 7 });
    const entry = await env.DB.prepare("SELECT exit_kind, exit_decision_id, exit_decision_no, exited_on FROM member_register WHERE register_no = 7").first();
    expect(entry).toEqual({ exit_kind: "expulsion", exit_decision_id: expulsion.id, exit_decision_no: expulsion.number, exited_on: expulsion.decidedOn });
    const struck = decisions.find((decision) => decision.correctedBy);
    expect(struck).toMatchObject({ subject: "Aidat tutarı", correctedBy: { reason: "Tutar 600 TL yerine 60 TL yazılmıştı" } });
  });

  it("hold a membership application past 20 of its 30 days, highlighted", async () => {
    const { applications } = (await board<{ applications: ApplicationDto[] }>("GET", "/registers/applications/late")).body;
    expect(applications).toEqual([expect.objectContaining({ name: "Nazlı Uçar", daysWaiting: 22, overdue: true })]);
  });
});
