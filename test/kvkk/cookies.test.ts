import { beforeAll, describe, expect, it } from "vitest";
import { siteCookies } from "../../src/services/kvkk/cookies";
import { pageRoutes } from "../../src/routes/pages/routes";
import { resetAccounts } from "../support/accounts";
import { GOOGLEBOT_UA, postForm, visit } from "../support/fetch";
import { seedDemo } from "../support/seed";

/** The names of the cookies a response sets. */
const cookieNames = (response: Response) => response.headers.getSetCookie().map((header) => header.slice(0, header.indexOf("=")));

const listed = new Set(siteCookies.map((cookie) => cookie.name));

/** Every page of the route table an anonymous visitor may open, with real items for the detail pages. */
const publicPaths = () =>
  pageRoutes
    .map((route) => route.path)
    .filter((path) => !path.startsWith("/admin") && path !== "/hesabim")
    .map((path) => path.replace("/gundem/:id", "/gundem/kis-dayanisma-kampanyasi-basladi").replace("/etkinlikler/:id", "/etkinlikler/1"));

beforeAll(async () => {
  await resetAccounts();
  await seedDemo();
});

describe("cookies (KVKK: only what the site needs, so no banner)", () => {
  it("sets no cookie at all on an anonymous visitor's page views, feeds, errors and redirects", async () => {
    const paths = [...publicPaths(), "/gundem/rss.xml", "/etkinlikler.ics", "/sitemap.xml", "/robots.txt", "/yok-boyle-bir-sayfa", "/haberler", "/admin", "/hesabim", "/gundem?sayfa=2"];
    expect(paths).toContain("/kvkk");
    for (const path of paths) {
      for (const userAgent of [undefined, GOOGLEBOT_UA]) {
        const response = await visit(path, userAgent ? { userAgent } : {});
        await response.arrayBuffer();
        expect(cookieNames(response), `${path} ${userAgent ?? ""}`).toEqual([]);
      }
    }
  });

  it("sets only the cookies the notice lists when an anonymous visitor sends a form", async () => {
    const responses = [
      await postForm("/iletisim", { name: "Ayşe Yılmaz", email: "ayse@example.com", subject: "Gönüllülük", message: "Gönüllü olmak istiyorum, nasıl başvurabilirim?" }),
      await postForm("/iletisim", { name: "A", email: "", subject: "", message: "" }),
      await postForm("/register", { name: "Ayşe Yılmaz", email: "ayse@example.com", password: "Çamlıca tepesinde sabah yürüyüşü", passwordConfirm: "Çamlıca tepesinde sabah yürüyüşü" }),
      await postForm("/register", { name: "Mehmet Kaya", email: "mehmet@example.com", password: "Çamlıca tepesinde akşam yürüyüşü", passwordConfirm: "Çamlıca tepesinde akşam yürüyüşü" }),
      await postForm("/login", { email: "yok@example.com", password: "yanlış şifre" }),
      await postForm("/login", { email: "mehmet@example.com", password: "Çamlıca tepesinde akşam yürüyüşü" }),
      await postForm("/logout", {}),
    ];
    const seen = new Set<string>();
    for (const response of responses) {
      await response.arrayBuffer();
      expect(response.status).toBeLessThan(500);
      for (const name of cookieNames(response)) {
        seen.add(name);
        expect(listed, `an unlisted cookie: ${name}`).toContain(name);
      }
    }
    // The first account is signed in at once: the session cookie is one the notice lists.
    expect(seen).toContain("__Host-oturum");
  });
});
