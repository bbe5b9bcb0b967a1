import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { PageDto } from "../../src/shared/admin-contract";
import { EDITABLE_PAGES, PAGE_KEYS } from "../../src/shared/content-kinds/page";
import { doc, p } from "../../src/shared/richtext/build";
import { signedInApi } from "../support/admin-api";
import { visit } from "../support/fetch";

// A site as `npm run deploy` leaves it: migrations applied, no page row, no demo content. Nothing
// is inserted before these tests but the administrator's account.
const { call } = signedInApi("admin");

/** The page's text without tags, so assertions read like what a visitor sees. */
const visibleText = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

const pageCount = async () => env.DB.prepare("SELECT count(*) AS n FROM pages").first<number>("n");

describe("the public pages of an empty site", () => {
  it("read as a whole site: the default texts, no empty states, no marker meant for the admin", async () => {
    expect(await pageCount()).toBe(0);
    const shown = {
      "/": ["Derneğimize hoş geldiniz", "Hakkımızda"],
      "/hakkimizda": ["Amacımız", "kâr amacı gütmeyen"],
      "/iletisim": ["Sorularınız, önerileriniz", "Bize yazın"],
    };
    for (const [path, texts] of Object.entries(shown)) {
      const response = await visit(path);
      expect(response.status, path).toBe(200);
      const text = visibleText(await response.text());
      for (const expected of texts) expect(text, path).toContain(expected);
      expect(text, path).not.toContain("henüz eklenmedi");
      expect(text, path).not.toMatch(/örnek metin|değiştirin/i);
    }
  });
});

describe("every editable page on an empty site", () => {
  it("answers at the address its declaration gives, showing its default title", async () => {
    for (const key of PAGE_KEYS) {
      const { path, defaultText } = EDITABLE_PAGES[key];
      const response = await visit(path);
      expect(response.status, key).toBe(200);
      const title = defaultText === "privacy notice" ? (await call<PageDto>("GET", `/pages/${key}`)).body.title : defaultText.title;
      expect(visibleText(await response.text()), key).toContain(title);
    }
  });

  it("is served to the editor as version 0 with a default text", async () => {
    for (const key of PAGE_KEYS) {
      const { status, body } = await call<PageDto>("GET", `/pages/${key}`);
      expect(status, key).toBe(200);
      expect(body.version, key).toBe(0);
      expect(body.title.length, key).toBeGreaterThan(1);
      expect(JSON.stringify(body.body), key).toContain('"type":"paragraph"');
    }
    expect((await call<PageDto>("GET", "/pages/home")).body.fields).toMatchObject({ heroTitle: "Derneğimize hoş geldiniz", ctaHref: "/hakkimizda" });
  });

  it("is saved from version 0 once, then a second first save is a conflict", async () => {
    const about = (await call<PageDto>("GET", "/pages/about")).body;
    const saved = await call<PageDto>("PUT", "/pages/about", { ...about, title: "Biz kimiz", body: doc(p("Mahallemizin derneği.")) });
    expect(saved.status).toBe(200);
    expect(saved.body.version).toBe(1);
    const again = await call("PUT", "/pages/about", { ...about, version: 0 });
    expect(again.status).toBe(409);
    expect(visibleText(await (await visit("/hakkimizda")).text())).toContain("Mahallemizin derneği.");
  });

  it("saves the home page's default fields as they are, and the contact page once its e-mail is given", async () => {
    const home = (await call<PageDto>("GET", "/pages/home")).body;
    expect((await call("PUT", "/pages/home", home)).status).toBe(200);

    const contact = (await call<PageDto>("GET", "/pages/contact")).body;
    const noEmail = await call<{ fields: Record<string, string> }>("PUT", "/pages/contact", contact);
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.fields.email).toBe("Geçerli bir e-posta adresi yazın (ör. ad@ornek.com).");
    const fields = { ...contact.fields, email: "bilgi@dernek.example" };
    expect((await call("PUT", "/pages/contact", { ...contact, fields })).status).toBe(200);
    expect(visibleText(await (await visit("/kvkk")).text())).toContain("bilgi@dernek.example");
  });
});
