import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { PageDto } from "../../src/shared/admin-contract";
import { siteCookies } from "../../src/services/kvkk/cookies";
import { doc, h, p } from "../../src/shared/richtext/build";
import { createAccount, resetAccounts, sessionCookie } from "../support/accounts";
import { ORIGIN, visit } from "../support/fetch";

let cookie = "";

beforeAll(async () => {
  await resetAccounts();
  cookie = (await sessionCookie((await createAccount("admin")).id)).cookie;
});

beforeEach(async () => {
  await env.DB.batch([env.DB.prepare("DELETE FROM pages"), env.DB.prepare("DELETE FROM settings"), env.DB.prepare("DELETE FROM audit_log")]);
});

async function api<T>(method: string, path: string, body?: unknown) {
  const response = await visit(`/api${path}`, {
    method,
    headers: { cookie, origin: ORIGIN, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** The page's text without tags, so assertions read like what a visitor sees. */
const visibleText = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("the privacy notice (/kvkk)", () => {
  it("shows a sound default before anyone edits it: controller, data, purposes, legal grounds, transfer abroad, retention, rights, how to apply", async () => {
    const response = await visit("/kvkk");
    expect(response.status).toBe(200);
    const text = visibleText(await response.text());
    expect(text).toContain("Kişisel Verilerin Korunması Aydınlatma Metni");
    for (const heading of [
      "1. Veri sorumlusu",
      "2. İşlenen kişisel veriler",
      "3. Kişisel verilerin işlenme amaçları",
      "4. Hukuki sebepler ve açık rıza",
      "5. Kişisel verilerin aktarılması",
      "7. Saklama süreleri",
      "8. KVKK’nın 11. maddesi kapsamındaki haklarınız",
      "9. Başvuru yolu",
    ]) {
      expect(text).toContain(heading);
    }
    expect(text).toContain("veri işleyen sıfatıyla");
    expect(text).toContain("Cloudflare, Inc.");
    expect(text).toContain("yurt dışına aktarılmaktadır");
    // Which processing relies on the notice and which needs explicit consent.
    expect(text).toContain("açık rızanız aranmaz");
    expect(text).toContain("işaretlenmemiş bir onay kutusuyla");
    // IP addresses only as keyed hashes.
    expect(text).toContain("IP adresiniz açık hâliyle saklanmaz");
    // The periods the daily run applies, with their defaults.
    expect(text).toContain("Gönderildikten 12 ay sonra");
    expect(text).toContain("Başvurudan 30 gün sonra");
    expect(text).toContain("Veri sorumlusu " + "Derneğimiz");
  });

  it("lists every cookie the site may set, and says there is no tracking", async () => {
    const html = await (await visit("/kvkk")).text();
    for (const siteCookie of siteCookies) expect(html).toContain(`<code>${siteCookie.name}</code>`);
    expect(visibleText(html)).toContain("çerez onayı istenmez");
  });

  it("is linked in the footer of every page and right beside the contact and registration forms", async () => {
    for (const path of ["/", "/hakkimizda", "/kvkk", "/login"]) {
      const html = await (await visit(path)).text();
      const footer = html.slice(html.indexOf('<footer class="site-footer">'));
      expect(footer, path).toContain('<a href="/kvkk">KVKK Aydınlatma Metni</a>');
    }
    for (const path of ["/iletisim", "/register"]) {
      const html = await (await visit(path)).text();
      const form = /<form class="form"[^>]*method="post"[^>]*>([\s\S]*?)<\/form>/.exec(html)?.[1] ?? "";
      expect(form, path).toMatch(/kişisel verileriniz <a href="\/kvkk">KVKK Aydınlatma Metni<\/a>’nde açıklandığı şekilde işlenir/);
    }
  });

  it("is an editable page text: the admin gets the default as version 0, the first save creates it, a second first save is a conflict", async () => {
    const loaded = await api<PageDto>("GET", "/pages/kvkk");
    expect(loaded.status).toBe(200);
    expect(loaded.body.version).toBe(0);
    expect(loaded.body.title).toBe("Kişisel Verilerin Korunması Aydınlatma Metni");

    const edited = { title: "Aydınlatma Metni", summary: "Derneğimizin kişisel veri politikası.", body: doc(h(2, "Veri sorumlusu"), p("Derneğimiz, yönetim kurulu kararıyla…")), fields: {}, version: 0 };
    const saved = await api<PageDto>("PUT", "/pages/kvkk", edited);
    expect(saved.status).toBe(200);
    expect(saved.body.version).toBe(1);
    const text = visibleText(await (await visit("/kvkk")).text());
    expect(text).toContain("Derneğimiz, yönetim kurulu kararıyla…");
    expect(text).not.toContain("5. Kişisel verilerin aktarılması");
    // The parts that are facts of the site stay whatever the text says.
    expect(text).toContain("Gönderildikten 12 ay sonra");

    const again = await api<{ statusMessage: string }>("PUT", "/pages/kvkk", edited);
    expect(again.status).toBe(409);
    const audit = await env.DB.prepare("SELECT action, target FROM audit_log").all();
    expect(audit.results).toEqual([{ action: "page.update", target: "page:kvkk" }]);
  });

  it("shows the controller's contact details from the contact page", async () => {
    const body = doc(p("Bize yazın."));
    await env.DB.prepare("INSERT INTO pages (key, title, summary, body, fields) VALUES ('contact', 'İletişim', '', ?, ?)")
      .bind(JSON.stringify(body), JSON.stringify({ address: "", phone: "", email: "bilgi@camlica.example", mapUrl: "", officeHours: "" }))
      .run();
    await visit("/kvkk");
    // Saving the contact page through the admin purges the notice too (it shows these details).
    const fields = { address: "Çamlıca Mah. Dernek Sok. No: 5, Üsküdar/İstanbul", phone: "0216 555 00 00", email: "kvkk@camlica.example", mapUrl: "", officeHours: "" };
    expect((await api("PUT", "/pages/contact", { title: "İletişim", summary: "", body, fields, version: 1 })).status).toBe(200);
    const text = visibleText(await (await visit("/kvkk")).text());
    expect(text).toContain("Çamlıca Mah. Dernek Sok. No: 5, Üsküdar/İstanbul");
    expect(text).toContain("kvkk@camlica.example");
  });
});
