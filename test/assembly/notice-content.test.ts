import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { AssemblyDto, EntitledPageDto, NoticeSentDto } from "../../src/shared/assembly/dto";
import { dayText } from "../../src/shared/assembly/notice";
import { createAccount } from "../support/accounts";
import { boardWithMail, dayFromToday, plan } from "../support/assembly";
import { addMember } from "../support/dues";

const FIRST = dayFromToday(30);

/** Links a register entry to a site account, as an acceptance through an application does. */
const linkAccount = async (registerId: number, status: "active" | "disabled", email: string) => {
  const account = await createAccount("member", status, email);
  await env.DB.prepare("UPDATE member_register SET user_id = ? WHERE id = ?").bind(account.id, registerId).run();
};

/** What the notice must say and whom it must reach (docs/assembly.md, TMK 77, DY 14). */
describe("the notice's content and its recipients", () => {
  const { site, call } = boardWithMail();
  let id = 0;

  beforeAll(async () => {
    const ayse = await addMember({ no: 1, name: "Ayşe Yılmaz", acceptedOn: "2020-01-10" });
    await env.DB.prepare("UPDATE member_register SET email = 'ayse@example.com' WHERE id = ?").bind(ayse).run();
    await linkAccount(await addMember({ no: 2, name: "Zeynep Başvuru", acceptedOn: "2025-05-02" }), "active", "zeynep@example.com");
    await linkAccount(await addMember({ no: 3, name: "Kapalı Hesap", acceptedOn: "2024-03-01" }), "disabled", "kapali@example.com");
    await addMember({ no: 4, name: "Mehmet Adressiz", acceptedOn: "2023-09-09" });
    id = (await call<{ id: number }>("POST", "/assembly", plan(FIRST))).body.id;
  });

  it("refuses to send a text that lacks the day, time, place, agenda or the second meeting, naming what is missing and the law", async () => {
    const { body: loaded } = await call<AssemblyDto>("GET", `/assembly/${id}`);
    const bare = `Genel kurulumuz ${dayText(FIRST)} günü saat 14:00'te Dernek lokali, Çamlıca Mah. Lale Sok. No: 4, Üsküdar/İstanbul adresinde toplanacaktır.`;
    expect((await call("PUT", `/assembly/${id}/notice-text`, { text: bare, version: loaded.version })).status).toBe(200);
    const refused = await call<{ statusMessage: string; fields: { text: string } }>("POST", `/assembly/${id}/notice`);
    expect(refused.status).toBe(422);
    expect(refused.body.fields.text).toBe(refused.body.statusMessage);
    expect(refused.body.statusMessage).toContain("metinde ikinci toplantının günü, gündemin 1. maddesi, gündemin 2. maddesi, gündemin 3. maddesi, gündemin 4. maddesi yok");
    expect(refused.body.statusMessage).toContain("(Türk Medeni Kanunu md. 77)");
    expect(refused.body.statusMessage).toContain("(Dernekler Yönetmeliği md. 14)");
    expect(site.queued).toHaveLength(0);
    expect((await call<EntitledPageDto>("GET", `/assembly/${id}/list`)).body.frozen).toBe(false);
  });

  it("mails a member whose address is only on their linked site account, and puts on paper only those without any", async () => {
    const before = await call<EntitledPageDto>("GET", `/assembly/${id}/list`);
    expect(before.body.items.map((row) => [row.registerNo, row.hasAddress])).toEqual([
      [1, true],
      [2, true],
      [3, false],
      [4, false],
    ]);
    const { body: loaded } = await call<AssemblyDto>("GET", `/assembly/${id}`);
    // Emptied, the text is made from the plan again, which says everything.
    await call("PUT", `/assembly/${id}/notice-text`, { text: "", version: loaded.version });
    const sent = await call<NoticeSentDto>("POST", `/assembly/${id}/notice`);
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ entitled: 4, recipients: 2, queued: 2, withoutAddress: 2 });
    expect(site.queued.map((mail) => mail.to).sort()).toEqual(["ayse@example.com", "zeynep@example.com"]);
    const paper = await call<{ items: { fullName: string }[] }>("GET", `/assembly/${id}/without-address`);
    expect(paper.body.items.map((row) => row.fullName)).toEqual(["Kapalı Hesap", "Mehmet Adressiz"]);
  });
});
