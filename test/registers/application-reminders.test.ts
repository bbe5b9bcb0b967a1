import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import type { ApplicationDto } from "../../src/shared/registers/dto";
import { createAccount, resetAccounts } from "../support/accounts";
import { apiCaller } from "../support/admin-api";
import { mailObserver } from "../support/mail";
import { createGrantee, resetRegisters } from "../support/registers";

const DAY = 24 * 60 * 60 * 1000;
const DAILY = "17 3 * * *";
const NOW = Date.now();

let mail: ReturnType<typeof mailObserver>;

/** A confirmed application (a pending account) made `days` ago. */
async function application(name: string, days: number, confirmed = true) {
  const account = await createAccount("member", "pending", undefined, confirmed);
  await env.DB.prepare("UPDATE users SET name = ?, created_at = ? WHERE id = ?").bind(name, NOW - days * DAY, account.id).run();
  return account;
}

const reminders = () => mail.queued.filter((sent) => sent.subject.startsWith("Karar bekleyen"));

beforeEach(async () => {
  await resetAccounts();
  await resetRegisters();
  await env.DB.prepare("DELETE FROM jobs").run();
  mail = mailObserver();
});

describe("applications past 20 of the board's 30 days", () => {
  it("mails the board once about each, through the mail queue, and never again on the next runs", async () => {
    const board = await createGrantee("board");
    const second = await createGrantee("board");
    await application("Ayşe Gecikmiş", 25);
    await application("Ali Yeni", 10);
    await application("Onaysız Kişi", 25, false);

    await mail.runCron(DAILY, NOW);
    expect(reminders().map((sent) => sent.to).sort()).toEqual([board.account.email, second.account.email].sort());
    expect(reminders()[0]!.subject).toBe("Karar bekleyen üyelik başvurusu: Ayşe Gecikmiş");
    expect(reminders()[0]!.text).toContain("Ayşe Gecikmiş: başvuru");
    expect(reminders()[0]!.text).not.toContain("Ali Yeni");

    mail.clear();
    await mail.runCron(DAILY, NOW + 60_000);
    expect(reminders()).toEqual([]);
    // Ten days on, the other application passes 20 days: only it is mailed.
    await mail.runCron(DAILY, NOW + 11 * DAY);
    expect(reminders().map((sent) => sent.subject)).toEqual(["Karar bekleyen üyelik başvurusu: Ali Yeni", "Karar bekleyen üyelik başvurusu: Ali Yeni"]);
  });

  it("mails once even when two runs start together", async () => {
    await createGrantee("board");
    await application("Ayşe Gecikmiş", 25);
    await application("Mehmet Bekleyen", 22);
    await Promise.all([mail.runCron(DAILY, NOW), mail.runCron(DAILY, NOW + 1)]);
    expect(reminders()).toHaveLength(1);
    expect(reminders()[0]!.subject).toBe("Karar bekleyen 2 üyelik başvurusu");
    expect(await env.DB.prepare("SELECT count(*) AS n FROM application_reminders").first("n")).toBe(2);
  });

  it("tells the administrators while nobody holds the board duty", async () => {
    const admin = await createAccount("admin");
    await application("Ayşe Gecikmiş", 25);
    await mail.runCron(DAILY, NOW);
    expect(reminders().map((sent) => sent.to)).toEqual([admin.email]);
  });

  it("lists only the late ones for the dashboard's highlight", async () => {
    const board = await createGrantee("board");
    await application("Ayşe Gecikmiş", 25);
    await application("Ali Yeni", 10);
    const late = await apiCaller(() => board.cookie)<{ applications: ApplicationDto[] }>("GET", "/registers/applications/late");
    expect(late.status).toBe(200);
    expect(late.body.applications).toEqual([expect.objectContaining({ name: "Ayşe Gecikmiş", daysWaiting: 25, overdue: true })]);
  });
});
