import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { IdentityDto } from "../../src/shared/admin-contract";
import { DEFAULT_IDENTITY, type Identity } from "../../src/shared/identity";
import { createAccount, resetAccounts, sessionCookie } from "../support/accounts";
import { mailObserver } from "../support/mail";
import { roundTripsFor } from "../support/round-trips";

// From an empty database, as `npm run deploy` leaves it: no identity saved, no demo row.
const { request, post, api, queued } = mailObserver();

/** The page's text without tags, so assertions read like what a visitor sees. */
const visibleText = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

const ours: Identity = {
  name: "Kuzey Ege Doğa ve Kültür Derneği",
  shortName: "Kuzey Ege Derneği",
  foundedYear: 2011,
  purpose: "Ayvalık'ta doğayı ve ortak kültürü birlikte koruyoruz.",
  city: "Balıkesir",
  district: "Ayvalık",
  address: "Sakarya Mah. Deniz Sok. No: 3, 10400 Ayvalık/Balıkesir",
  phone: "0266 312 00 00",
  email: "bilgi@kuzeyege.example",
  registryNumber: "10-045-021",
  social: { facebook: "", instagram: "https://www.instagram.com/kuzeyege", x: "", youtube: "" },
  logo: null,
};

async function adminCookie(): Promise<string> {
  await resetAccounts();
  return (await sessionCookie((await createAccount("admin")).id)).cookie;
}

const settingsRows = async () => env.DB.prepare("SELECT count(*) AS n FROM settings WHERE key = 'identity'").first<number>("n");

describe("the association's identity on an empty site", () => {
  it("is neutral before it is saved: no other association's name on any page or feed", async () => {
    for (const path of ["/", "/hakkimizda", "/iletisim", "/kvkk", "/gundem", "/gundem/rss.xml", "/etkinlikler.ics", "/opensearch.xml"]) {
      const response = await request(path);
      expect(response.status, path).toBe(200);
      const body = await response.text();
      expect(body, path).not.toContain("Çamlıca");
      expect(body, path).not.toContain("Üsküdar");
    }
    expect(await (await request("/")).text()).toContain(`<title>${DEFAULT_IDENTITY.name}</title>`);
  });

  it("refuses bad input field by field, in Turkish, and changes nothing", async () => {
    const cookie = await adminCookie();
    const bad = { ...ours, name: " ", foundedYear: 2999, phone: "12", email: "bilgi@", social: { ...ours.social, x: "javascript:alert(1)" }, version: 0 };
    const response = await api("PUT", "/settings/identity", cookie, bad);
    expect(response.status).toBe(400);
    const { fields } = (await response.json()) as { fields: Record<string, string> };
    expect(fields).toMatchObject({
      name: "Derneğin tam adını yazın.",
      foundedYear: expect.stringMatching(/^Kuruluş yılı \d{4} yılından sonra olamaz\.$/),
      phone: "Geçerli bir telefon numarası yazın (ör. 0216 555 00 00).",
      email: "Geçerli bir e-posta adresi yazın (ör. bilgi@dernek.org.tr).",
      "social.x": "Bağlantı https:// ile başlayan tam bir adres olmalı.",
    });
    expect((await api("PUT", "/settings/identity", cookie, "{")).status).toBe(400);
    expect(await settingsRows()).toBe(0);
  });

  it("once saved, is what every page's head, header, footer and structured data say, and cached pages show it at once", async () => {
    const cookie = await adminCookie();
    await request("/");
    const loaded = (await (await api("GET", "/settings/identity", cookie)).json()) as IdentityDto;
    expect(loaded).toMatchObject({ ...DEFAULT_IDENTITY, version: 0 });
    const saved = await api("PUT", "/settings/identity", cookie, { ...ours, version: 0 });
    expect(saved.status).toBe(200);

    const home = await (await request("/")).text();
    expect(home).toContain(`<title>${ours.name}</title>`);
    expect(home).toContain(`<meta property="og:site_name" content="${ours.name}"/>`);
    expect(home).toContain('"@type":"NGO"');
    expect(home).toContain('"foundingDate":"2011"');
    expect(home).toContain('"sameAs":["https://www.instagram.com/kuzeyege"]');
    const text = visibleText(home);
    expect(text).toContain("Ayvalık'ta doğayı ve ortak kültürü birlikte koruyoruz.");
    expect(text).toContain(`© 2011–`);
    expect(await (await request("/gundem")).text()).toContain("<title>Gündem | Kuzey Ege Derneği</title>");
    expect(await (await request("/gundem/rss.xml")).text()).toContain(`<title>${ours.name} — Gündem</title>`);
    expect(visibleText(await (await request("/kvkk")).text())).toContain(ours.name);
  });

  it("signs the mails and names their sender", async () => {
    const member = await createAccount("member");
    expect((await post("/sifremi-unuttum", { email: member.email })).status).toBe(303);
    const [mail] = queued.slice(-1);
    expect(mail!.fromName).toBe(ours.name);
    expect(mail!.text).toContain(`${ours.name} sitesindeki hesabınız`);
    expect(mail!.text).toContain(`--\n${ours.name}`);
  });

  it("costs the home page no round trip of its own: it rides on the page's one batch", async () => {
    const { trips, batches } = await roundTripsFor("/");
    expect(trips).toBe(1);
    expect(batches).toHaveLength(1);
  });
});
