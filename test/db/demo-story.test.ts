import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { database } from "../../src/db/client";
import { DEMO_ASSEMBLY_SEED, meetingSunday, seedDemoAssembly } from "../../src/db/seed/demo-assembly";
import { demoNews } from "../../src/db/seed/demo-content";
import { DEMO_BOARD, DEMO_IDENTITY } from "../../src/db/seed/demo-identity";
import { seedRegisters } from "../../src/db/seed/registers";
import { resetAssembly } from "../support/assembly";
import { GOOGLEBOT_UA, visit } from "../support/fetch";
import { resetRegisters } from "../support/registers";
import { seedDemo } from "../support/seed";

/** 2 December: a month later is New Year's Day, a public holiday. */
const INSTALLED_AT = new Date("2026-12-02T09:00:00Z");

const text = async (path: string) => (await (await visit(path, { userAgent: GOOGLEBOT_UA })).text()).replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

beforeAll(async () => {
  await resetRegisters();
  await resetAssembly();
  await env.DB.prepare("DELETE FROM seed_runs WHERE name IN ('demo-registers', ?)").bind(DEMO_ASSEMBLY_SEED).run();
  await env.DB.prepare("DELETE FROM users WHERE email = 'nazli.ucar@example.org'").run();
  expect(await seedDemo(INSTALLED_AT)).toBe(true);
  expect(await seedRegisters(database(env.DB), env)).toBe(true);
  expect(await seedDemoAssembly(database(env.DB), INSTALLED_AT)).toBe(true);
});

/** The demo content tells one story (issue 46, point 14): the same board, address and size everywhere. */
describe("the demo story", () => {
  it("names on Hakkımızda the board that sits in the decision book and that the assembly elected", async () => {
    const about = await text("/hakkimizda");
    for (const member of DEMO_BOARD) expect(about).toContain(`${member.name} — ${member.role}`);
    const attendees = await env.DB.prepare("SELECT DISTINCT name FROM board_meeting_attendees ORDER BY name").all<{ name: string }>();
    expect(attendees.results.map((row) => row.name).sort()).toEqual(DEMO_BOARD.map((member) => member.name).sort());
    const held = await env.DB.prepare("SELECT result_board FROM assemblies WHERE held_on IS NOT NULL").first<{ result_board: string }>();
    const elected = held!.result_board.replace(/^Asıl: /, "").split(". Yedek")[0]!.replace(" (Başkan)", "").split(", ");
    expect(elected).toEqual(DEMO_BOARD.map((member) => member.name));
  });

  it("holds its assemblies and writes its minutes at the address of the contact page", async () => {
    expect(await text("/iletisim")).toContain(DEMO_IDENTITY.address);
    const places = await env.DB.prepare("SELECT first_place AS place, minutes FROM assemblies").all<{ place: string; minutes: string | null }>();
    expect(places.results.length).toBe(2);
    for (const row of places.results) expect(row.place).toContain(DEMO_IDENTITY.address);
    expect(places.results.find((row) => row.minutes)!.minutes).toContain(DEMO_IDENTITY.address.split(",")[0]);
  });

  it("claims no more members than its register holds", async () => {
    const about = await text("/hakkimizda");
    expect(about).not.toMatch(/dört yüz/i);
    const members = (await env.DB.prepare("SELECT count(*) AS n FROM member_register WHERE exited_on IS NULL").first<{ n: number }>())!.n;
    expect(members).toBeGreaterThan(30);
    expect(members).toBeLessThanOrEqual(45);
    expect(about).toContain("Kırk kadar üyemiz");
  });

  it("announces no results of an assembly that has not been held, and calls none on a public holiday", async () => {
    const planned = await env.DB.prepare("SELECT first_on AS firstOn, second_on AS secondOn FROM assemblies WHERE held_on IS NULL").first<{ firstOn: string; secondOn: string }>();
    expect(planned!.firstOn).toBe("2027-01-03");
    for (const day of [planned!.firstOn, planned!.secondOn]) {
      expect(new Date(`${day}T12:00:00Z`).getUTCDay()).toBe(0);
      expect(day.slice(5)).not.toBe("01-01");
    }
    expect(meetingSunday("2027-04-18")).toBe("2027-04-18");
    expect(meetingSunday("2027-04-19")).toBe("2027-04-25");
    for (const item of demoNews.filter((news) => news.publishInDays > 0)) expect(item.title).not.toMatch(/sonuç|kabul edildi|seçildi/i);
  });
});
