import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { addMember, freshTreasurerCookie, schedule } from "../support/dues";
import { mailObserver } from "../support/mail";
import { stageOn } from "../../src/services/dues/reminders";

/**
 * Staged dues reminders (src/services/dues/reminders.ts), run by the daily cron: before the due
 * date, on it, 30 and 90 days behind, each at most once per member, year and stage; never to an
 * exempt or exited member; nothing once paid; only the stages the settings turn on.
 */
const { queued, api, clear, runCron, queueDown } = mailObserver();
let cookie = "";

/** The daily run at 06:17 Istanbul time on `day`. */
const cronOn = (day: string) => runCron("17 3 * * *", Date.parse(`${day}T03:17:00Z`));
/** The queue's consumer sent what is queued (here nobody consumes it; the cron would queue it again). */
async function delivered() {
  await env.DB.prepare("UPDATE jobs SET state = 'sent', payload = NULL WHERE state IN ('queued', 'sending')").run();
  clear();
}
const to = () => queued.map((mail) => `${mail.to}: ${mail.subject}`).sort();
const settings = (reminders: string[]) => ({ iban: "TR330006100519786457841326", accountHolder: "", reminders, version: 0 });
const pay = (registerNo: number, amount: number, paidOn: string) =>
  api("POST", "/dues/payments", cookie, { token: crypto.randomUUID(), registerNo, paidOn, amount, method: "bank", bankReference: "havale" });

async function member(no: number, name: string, extra: { exitedOn?: string; email?: string | null } = {}) {
  const id = await addMember({ no, name, acceptedOn: "2020-01-10", exitedOn: extra.exitedOn });
  const email = extra.email === undefined ? `uye${no}@example.com` : extra.email;
  await env.DB.prepare("UPDATE member_register SET email = ? WHERE id = ?").bind(email, id).run();
  return id;
}

beforeEach(async () => {
  clear();
  cookie = await freshTreasurerCookie();
  await member(1, "Ali Yılmaz");
  await member(2, "Zeynep Onursal");
  await member(3, "Can Ayrılan", { exitedOn: "2026-05-01" });
  await member(4, "Deniz Adressiz", { email: null });
  await member(5, "Ece Ödemiş");
  await api("PUT", "/dues/schedules", cookie, schedule(2026));
  await api("POST", "/dues/charge", cookie, { year: 2026 });
  // Made honorary after the charge: the due stays charged, but an exempt member is never reminded.
  await api("PUT", "/dues/members/2/category", cookie, { category: "onursal" });
  await pay(5, 120000, "2026-03-01");
  await api("PUT", "/dues/settings", cookie, settings(["before", "due", "late30", "late90"]));
  clear();
});

describe("dues reminders", () => {
  it("names the stage a due date is in", () => {
    expect([stageOn("2026-03-31", "2026-03-16"), stageOn("2026-03-31", "2026-03-17"), stageOn("2026-03-31", "2026-03-31")]).toEqual([null, "before", "due"]);
    expect([stageOn("2026-03-31", "2026-04-29"), stageOn("2026-03-31", "2026-04-30"), stageOn("2026-03-31", "2026-06-29")]).toEqual(["due", "late30", "late90"]);
  });

  it("reminds each open member once per stage, and nobody exempt, exited, paid or without an address", async () => {
    await cronOn("2026-03-17");
    expect(to()).toEqual(["uye1@example.com: Aidat ödeme günü yaklaşıyor", "uye3@example.com: Aidat ödeme günü yaklaşıyor"]);
    const [mail] = queued.filter((one) => one.to === "uye1@example.com");
    expect(mail!.text).toContain("31 Mart 2026 tarihinde ödenmesi gereken ₺1.200,00 aidatınızı");
    expect(mail!.text).toContain("IBAN TR33 0006 1005 1978 6457 8413 26");
    expect(mail!.text).toContain("“Üye 1 Aidat 2026”");
    expect(mail!.text).toContain("ticari ileti değildir");
    await delivered();
    await cronOn("2026-03-18");
    expect(queued).toHaveLength(0);
    await cronOn("2026-03-31");
    expect(to()).toEqual(["uye1@example.com: Bugün aidat ödeme günü", "uye3@example.com: Bugün aidat ödeme günü"]);
    const claims = await env.DB.prepare("SELECT count(*) AS n FROM dues_reminders").first<{ n: number }>();
    expect(claims!.n).toBe(4);
  });

  it("says \"today\" only on the due day itself: a due reminder sent later says the day has passed", async () => {
    await cronOn("2026-04-06");
    expect(to()).toEqual(["uye1@example.com: Aidat ödeme günü geçti", "uye3@example.com: Aidat ödeme günü geçti"]);
    const text = queued.find((one) => one.to === "uye1@example.com")!.text;
    expect(text).toContain("₺1.200,00 tutarındaki aidatınızın son ödeme günü 31 Mart 2026 idi");
    expect(text).not.toContain("Bugün");
  });

  it("tells what is still open after a partial payment, and nothing more once paid; an exited member hears nothing", async () => {
    await pay(1, 20000, "2026-04-10");
    clear();
    await cronOn("2026-04-30");
    expect(to()).toEqual(["uye1@example.com: Aidat ödemeniz 30 gün gecikti", "uye3@example.com: Aidat ödemeniz 30 gün gecikti"]);
    expect(queued.find((one) => one.to === "uye1@example.com")!.text).toContain("aidatınızdan ₺1.000,00 henüz ödenmedi");
    await pay(1, 100000, "2026-05-02");
    await delivered();
    await cronOn("2026-06-29");
    expect(queued).toHaveLength(0);
  });

  it("sends only the stages the settings turn on, and none before a treasurer chose any", async () => {
    const [{ version }] = [(await (await api("GET", "/dues/settings", cookie)).json()) as { version: number }];
    await api("PUT", "/dues/settings", cookie, { ...settings(["late90"]), version });
    await cronOn("2026-03-31");
    expect(queued).toHaveLength(0);
    await delivered();
    await cronOn("2026-06-29");
    expect(to()).toEqual(["uye1@example.com: Aidat ödemeniz 90 gün gecikti"]);
    await env.DB.prepare("DELETE FROM settings WHERE key = 'dues'").run();
    await env.DB.prepare("DELETE FROM dues_reminders").run();
    await delivered();
    await cronOn("2026-06-30");
    expect(queued).toHaveLength(0);
  });

  it("records each reminder as a mail job, so one the queue refused is sent later, and claimed once", async () => {
    queueDown(true);
    await cronOn("2026-03-17");
    queueDown(false);
    expect(queued).toHaveLength(0);
    await runCron("*/15 * * * *", Date.parse("2026-03-17T03:30:00Z"));
    expect(to()).toEqual(["uye1@example.com: Aidat ödeme günü yaklaşıyor", "uye3@example.com: Aidat ödeme günü yaklaşıyor"]);
    await delivered();
    await cronOn("2026-03-20");
    expect(queued).toHaveLength(0);
  });

  it("lets the treasurer see today's reminders and send them now, each once however many send at the same moment", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(new Date("2026-03-31T09:00:00Z"));
      type Preview = { today: string; items: { registerNo: number; name: string; year: number; stage: string; owed: number; sent: boolean }[] };
      const preview = async () => (await (await api("GET", "/dues/reminders", cookie)).json()) as Preview;
      const before = await preview();
      expect(before.today).toBe("2026-03-31");
      expect(before.items).toEqual([
        { registerNo: 1, name: "Ali Yılmaz", year: 2026, stage: "due", dueOn: "2026-03-31", owed: 120000, sent: false },
        { registerNo: 3, name: "Can Ayrılan", year: 2026, stage: "due", dueOn: "2026-03-31", owed: 120000, sent: false },
      ]);
      expect(queued).toHaveLength(0);
      // Two treasurers (or a treasurer and the cron) at the same moment: each reminder goes once.
      const answers = await Promise.all([0, 1, 2].map(() => api("POST", "/dues/reminders/send", cookie)));
      const sent = await Promise.all(answers.map(async (answer) => ((await answer.json()) as { queued: number }).queued));
      expect(sent.reduce((sum, one) => sum + one, 0)).toBe(2);
      expect(to()).toEqual(["uye1@example.com: Bugün aidat ödeme günü", "uye3@example.com: Bugün aidat ödeme günü"]);
      expect((await env.DB.prepare("SELECT count(*) AS n FROM jobs WHERE key LIKE 'dues-reminder:%'").first<{ n: number }>())?.n).toBe(2);
      expect((await preview()).items.map((item) => item.sent)).toEqual([true, true]);
      // The cron later that day finds them sent.
      clear();
      await cronOn("2026-03-31");
      expect(queued).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
