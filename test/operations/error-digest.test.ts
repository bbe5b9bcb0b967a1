import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { createAccount, resetAccounts } from "../support/accounts";
import { mailObserver } from "../support/mail";

const DAY = 86_400_000;
const DAILY = "17 3 * * *";

/** An error as the error handler records it, last met `ago` milliseconds before `now`. */
const recordedError = (fingerprint: string, route: string, code: string, lastAt: number, count: number) =>
  env.DB.prepare("INSERT INTO error_records (fingerprint, first_code, last_code, route, kind, first_at, last_at, count) VALUES (?, 'ILK2-KD', ?, ?, 'TypeError', ?, ?, ?)")
    .bind(fingerprint, code, route, lastAt - DAY * 3, lastAt, count)
    .run();

let adminEmail = "";

beforeEach(async () => {
  await resetAccounts();
  await env.DB.exec("DELETE FROM error_records");
  adminEmail = (await createAccount("admin")).email;
  await createAccount("admin", "disabled");
  await createAccount("editor");
});

describe("the daily error digest", () => {
  it("mails each active administrator once, listing the day's errors by route, count and latest code", async () => {
    const now = Date.now();
    await recordedError("a", "GET /gundem/:slug", "7F3K-2Q", now - 2 * 3600_000, 4);
    await recordedError("b", "cron mail-sweep", "9HXM-4T", now - 5 * 3600_000, 1);
    await recordedError("old", "GET /eski", "EEEE-EE", now - 2 * DAY, 9);
    const mail = mailObserver();
    await mail.runCron(DAILY, now);

    const digests = mail.queued.filter((queued) => queued.subject.includes("hata"));
    expect(digests.map((digest) => digest.to)).toEqual([adminEmail]);
    const [digest] = digests;
    expect(digest!.subject).toBe("Sitede son bir günde 2 farklı hata oluştu");
    expect(digest!.text).toContain("• GET /gundem/:slug: TypeError, toplam 4 kez;");
    expect(digest!.text).toContain("hata kodu 7F3K-2Q");
    expect(digest!.text).toContain("• cron mail-sweep: TypeError, toplam 1 kez;");
    expect(digest!.text).not.toContain("/eski");
    expect(digest!.text).toMatch(/^Sistem sayfasını aç:\nhttps?:\/\/[^/]+\/admin\/sistem$/m);
  });

  it("sends nothing on a day without errors", async () => {
    const now = Date.now();
    await recordedError("old", "GET /eski", "EEEE-EE", now - 2 * DAY, 9);
    const mail = mailObserver();
    await mail.runCron(DAILY, now);
    await mail.runCron("*/15 * * * *", now);
    expect(mail.queued.filter((queued) => queued.subject.includes("hata"))).toEqual([]);
  });
});
