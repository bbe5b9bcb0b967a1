import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { database } from "../../src/db/client";
import { freezeList } from "../../src/db/assembly-list";
import { pruneJobs } from "../../src/db/jobs";
import { deliverMail } from "../../src/services/email/outbox";
import type { Mail } from "../../src/services/email/messages";
import type { EntitledPageDto, NoticeSentDto } from "../../src/shared/assembly/dto";
import { dayText } from "../../src/shared/assembly/notice";
import { addDays } from "../../src/shared/legal-deadlines";
import { boardWithMail, dayFromToday, plan } from "../support/assembly";
import { addMember } from "../support/dues";
import { visit } from "../support/fetch";

// The meeting 45 days ahead: its notice may go out today (at least 15 days before, TMK 77).
const FIRST = dayFromToday(45);
const SLUG = `olagan-${FIRST}`;

const setEmail = (id: number, email: string) => env.DB.prepare("UPDATE member_register SET email = ? WHERE id = ?").bind(email, id).run();

/** The list of members entitled to attend and the notice (docs/assembly.md). */
describe("the list and the notice", () => {
  const { site, call } = boardWithMail();
  let id = 0;

  beforeAll(async () => {
    const ayse = await addMember({ no: 1, name: "Ayşe Yılmaz", acceptedOn: "2020-01-10" });
    const ismail = await addMember({ no: 2, name: "İsmail Çelik", acceptedOn: "2021-05-02" });
    await addMember({ no: 3, name: "Hasan Gider", acceptedOn: "2019-03-01", exitedOn: "2025-06-30" });
    const behind = await addMember({ no: 4, name: "Gül Borçlu", acceptedOn: "2022-02-02" });
    await addMember({ no: 5, name: "Mehmet Adressiz", acceptedOn: "2023-09-09" });
    await setEmail(ayse, "ayse@example.com");
    await setEmail(ismail, "ismail@example.com");
    await setEmail(behind, "gul@example.com");
    await env.DB.prepare("INSERT INTO dues (register_id, year, kind, amount, due_on) VALUES (?, 2026, 'annual', 120000, '2026-03-31')").bind(behind).run();
    id = (await call<{ id: number }>("POST", "/assembly", plan(FIRST))).body.id;
  });

  it("draws the register's active members today, leaving out those behind with dues when the setting says so", async () => {
    const all = await call<EntitledPageDto>("GET", `/assembly/${id}/list`);
    expect(all.body.frozen).toBe(false);
    expect(all.body.items.map((row) => row.registerNo)).toEqual([1, 2, 4, 5]);
    expect(all.body.totals.withoutAddress).toBe(1);
    expect((await call("PUT", "/assembly/settings", { boardSeats: 5, auditSeats: 3, leaveOutBehind: true, everyYears: 3, version: 0 })).status).toBe(200);
    const paid = await call<EntitledPageDto>("GET", `/assembly/${id}/list`);
    expect(paid.body.items.map((row) => row.registerNo)).toEqual([1, 2, 5]);
  });

  it("sends once: freezes the list, mails each member with an address once, and names those without one", async () => {
    const sent = await call<NoticeSentDto>("POST", `/assembly/${id}/notice`);
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ entitled: 3, recipients: 2, queued: 2, withoutAddress: 1 });
    expect(site.queued.map((mail) => mail.to).sort()).toEqual(["ayse@example.com", "ismail@example.com"]);
    expect(site.queued[0]!.text).toContain("Gündem:");
    expect(site.queued[0]!.text).toContain(`/genel-kurul/${SLUG}`);
    const again = await call<{ statusMessage: string }>("POST", `/assembly/${id}/notice`);
    expect(again.status).toBe(409);
    expect(again.body.statusMessage).toContain("ikinci kez gönderilemez");
    expect(site.queued).toHaveLength(2);
    const paper = await call<{ items: { fullName: string }[] }>("GET", `/assembly/${id}/without-address`);
    expect(paper.body.items.map((row) => row.fullName)).toEqual(["Mehmet Adressiz"]);
  });

  it("refuses an agenda change after the notice, and keeps the frozen list whatever the register does next", async () => {
    const change = await call<{ statusMessage: string }>("PUT", `/assembly/${id}`, plan(FIRST, { agenda: ["Başka gündem"], version: 1 }));
    expect(change.status).toBe(409);
    expect(change.body.statusMessage).toContain("gündem ve plan artık değiştirilemez");
    await addMember({ no: 6, name: "Yeni Üye", acceptedOn: "2026-11-01" });
    const list = await call<EntitledPageDto>("GET", `/assembly/${id}/list`);
    expect(list.body.items.map((row) => row.registerNo)).toEqual([1, 2, 5]);
  });

  it("records when each member's mail was accepted for delivery, and finds members by Turkish name or number", async () => {
    const messages = site.queued.map((body) => ({ body, attempts: 1, ack() {}, retry() {} }));
    await deliverMail({ messages } as unknown as MessageBatch<Mail>, { ...env, EMAIL: { send: async () => ({}) } as unknown as SendEmail, MAIL_FROM: "dernek@example.com" });
    const found = await call<EntitledPageDto>("GET", `/assembly/${id}/list?q=${encodeURIComponent("ismail çelik")}`);
    expect(found.body.items).toHaveLength(1);
    expect(found.body.items[0]).toMatchObject({ registerNo: 2, mailState: "sent" });
    expect(found.body.items[0]!.mailedAt).not.toBeNull();
    expect(found.body.totals.mailed).toBe(2);
    const byNumber = await call<EntitledPageDto>("GET", `/assembly/${id}/list?q=5`);
    expect(byNumber.body.items[0]).toMatchObject({ fullName: "Mehmet Adressiz", hasAddress: false, mailState: null });
  });

  it("keeps each member's mail record after jobs-prune deletes the finished jobs (30 days on)", async () => {
    const before = await call<EntitledPageDto>("GET", `/assembly/${id}/list`);
    expect((await pruneJobs(database(env.DB), new Date(Date.now() + 60_000))).length).toBeGreaterThan(0);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM jobs WHERE key LIKE 'assembly-notice:%'").first("n")).toBe(0);
    const after = await call<EntitledPageDto>("GET", `/assembly/${id}/list`);
    expect(after.body.totals.mailed).toBe(2);
    expect(after.body.items.map(({ registerNo, mailState, mailedAt }) => ({ registerNo, mailState, mailedAt }))).toEqual(
      before.body.items.map(({ registerNo, mailState, mailedAt }) => ({ registerNo, mailState, mailedAt })),
    );
    expect(after.body.items.filter((row) => row.mailState === "sent")).toHaveLength(2);
  });

  it("publishes the notice at /genel-kurul/… without JavaScript and links it from the home page", async () => {
    const page = await visit(`/genel-kurul/${SLUG}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`${FIRST.slice(0, 4)} Olağan Genel Kurul Toplantısı`);
    expect(html).toContain("Yönetim kurulu faaliyet raporunun okunması");
    expect(html).toContain(dayText(addDays(FIRST, 7)));
    expect(html).not.toContain("<script");
    const home = await (await visit("/")).text();
    expect(home).toContain(`href="/genel-kurul/${SLUG}"`);
    expect((await visit("/genel-kurul/olagan-2099-01-01")).status).toBe(404);
  });

  it("refuses to send a notice with fewer than 15 days left before the first meeting, freezing nothing", async () => {
    // Planned ten days ago, when 24 days were left; the notice was never sent.
    const [firstOn, plannedOn] = [dayFromToday(14), dayFromToday(-10)];
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(`${plannedOn}T09:00:00Z`));
    const late = (await call<{ id: number }>("POST", "/assembly", plan(firstOn, { kind: "extraordinary", noticeOn: plannedOn }))).body.id;
    vi.useRealTimers();
    const refused = await call<{ statusMessage: string }>("POST", `/assembly/${late}/notice`);
    expect(refused.status).toBe(409);
    expect(refused.body.statusMessage).toBe("İlk toplantıya 15 günden az kaldı; çağrı ilk toplantıdan en az 15 gün önce yapılmalı (Türk Medeni Kanunu md. 77). Toplantı günlerini ileri alın.");
    expect((await call<EntitledPageDto>("GET", `/assembly/${late}/list`)).body.frozen).toBe(false);
  });

  it("finishes a send cut short after freezing the list: mails those it never reached, then refuses", async () => {
    const cut = (await call<{ id: number }>("POST", "/assembly", plan(dayFromToday(50)))).body.id;
    // The Worker stopped right after the list was frozen: the notice is marked sent, no mail recorded.
    expect(await freezeList(database(env.DB), { id: 0, name: "Test" }, cut, dayFromToday(0), true, new Date())).toBe(true);
    const before = site.queued.length;
    const resumed = await call<NoticeSentDto>("POST", `/assembly/${cut}/notice`);
    expect(resumed.status).toBe(200);
    expect(resumed.body).toMatchObject({ recipients: 2, queued: 2 });
    expect(site.queued.slice(before).map((mail) => mail.to).sort()).toEqual(["ayse@example.com", "ismail@example.com"]);
    const again = await call<{ statusMessage: string }>("POST", `/assembly/${cut}/notice`);
    expect(again.status).toBe(409);
    expect(site.queued).toHaveLength(before + 2);
  });
});
