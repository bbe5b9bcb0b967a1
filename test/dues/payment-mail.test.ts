import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { createAccount, resetAccounts, sessionCookie } from "../support/accounts";
import { addMember, resetDues, schedule } from "../support/dues";
import { mailObserver } from "../support/mail";

/**
 * The mail that tells a member a payment was recorded (src/services/dues/payment-notice.ts): through
 * the mail queue, once per payment, saying plainly that it is not a receipt.
 */
const { queued, api, clear } = mailObserver();
let cookie = "";

const cash = (amount: number, receiptSerial: string) => ({ token: crypto.randomUUID(), registerNo: 3, paidOn: "2026-04-02", amount, method: "cash", receiptSerial });
const post = async (path: string, body: unknown) => {
  const response = await api("POST", path, cookie, body);
  return { status: response.status, body: (await response.json()) as { id: number } };
};

beforeEach(async () => {
  clear();
  await resetDues();
  await resetAccounts();
  const treasurer = await createAccount("member");
  await env.DB.prepare("INSERT INTO user_grants (user_id, kind) VALUES (?, 'treasurer')").bind(treasurer.id).run();
  cookie = (await sessionCookie(treasurer.id)).cookie;
  const entry = await addMember({ no: 3, name: "Mehmet Demir", acceptedOn: "2024-01-10" });
  await env.DB.prepare("UPDATE member_register SET email = 'mehmet@example.com' WHERE id = ?").bind(entry).run();
  await api("PUT", "/dues/schedules", cookie, schedule(2025));
  await api("POST", "/dues/charge", cookie, { year: 2025 });
  clear();
});

describe("the payment recorded mail", () => {
  it("tells the member what was recorded and where they stand, and that it is not a receipt", async () => {
    expect((await post("/dues/payments", cash(50000, "B-0001"))).status).toBe(201);
    expect(queued).toHaveLength(1);
    const [mail] = queued;
    expect(mail!.to).toBe("mehmet@example.com");
    expect(mail!.subject).toBe("Aidat ödemeniz kaydedildi");
    expect(mail!.text).toContain("2 Nisan 2026 tarihinde nakit, B-0001 numaralı alındı belgesiyle yaptığınız ₺500,00 tutarındaki ödeme, derneğin aidat kayıtlarına işlendi.");
    expect(mail!.text).toContain("Gecikmiş aidat borcunuz: ₺700,00.");
    expect(mail!.text).toContain("Bu e-posta bir makbuz değildir.");
    expect(mail!.text).toContain("bankanızın dekontu");
    expect(mail!.text).not.toMatch(/\bmakbuzunuz\b|\bmakbuzdur\b/);
    expect(mail!.html).toContain("Bu e-posta bir makbuz değildir.");
  });

  it("is sent once for a doubled submission, and not for a reversal", async () => {
    const body = cash(120000, "B-0002");
    const first = await post("/dues/payments", body);
    await post("/dues/payments", body);
    expect(queued).toHaveLength(1);
    expect(queued[0]!.text).toContain("Bugün itibarıyla aidat borcunuz bulunmuyor.");
    clear();
    const reversed = await api("POST", `/dues/payments/${first.body.id}/reverse`, cookie, { token: crypto.randomUUID(), on: "2026-04-03", reason: "Yanlış üyeye yazıldı" });
    expect(reversed.status).toBe(200);
    expect(queued).toHaveLength(0);
  });

  it("goes to the member's account address when the register has none, and to nobody without either", async () => {
    await env.DB.prepare("UPDATE member_register SET email = NULL").run();
    await post("/dues/payments", cash(1000, "B-0003"));
    expect(queued).toHaveLength(0);
    const account = await createAccount("member", "active", "mehmet.hesap@example.com");
    await env.DB.prepare("UPDATE member_register SET user_id = ?").bind(account.id).run();
    await post("/dues/payments", cash(1000, "B-0004"));
    expect(queued.map((mail) => mail.to)).toEqual(["mehmet.hesap@example.com"]);
  });
});
