import { env } from "cloudflare:workers";
import { exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { NewsDto, PageDto } from "../../src/shared/admin-contract";
import { sitePolicies } from "../../src/app/create-app";
import { purgeSections, TOKEN_RECHECK_MS } from "../../src/platform/cache/local-store";
import { pageRoutes } from "../../src/routes/pages/routes";
import { createAccount, resetAccounts, sessionCookie } from "../support/accounts";
import { use, type ReactNode } from "react";
import { definePage } from "../../src/platform/page-route";
import { testApp } from "../support/app";
import { newsInput } from "../support/content";
import { ORIGIN, postForm, visit } from "../support/fetch";
import { seedDemo } from "../support/seed";

let cookie = "";

beforeAll(async () => {
  await seedDemo();
  await resetAccounts();
  cookie = (await sessionCookie((await createAccount("editor")).id)).cookie;
});

async function api<T>(method: string, path: string, body: unknown): Promise<T> {
  const response = await visit(`/api${path}`, {
    method,
    headers: { cookie, origin: ORIGIN, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(response.status).toBeLessThan(300);
  return response.json<T>();
}

describe("the HTML cache for anonymous visitors", () => {
  it("answers the second visit from the cache, with the same page", async () => {
    const first = await visit("/galeri");
    const firstBody = await first.text();
    expect(first.headers.get("x-cache")).toBe("MISS");
    expect(first.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(first.headers.get("vary")).toContain("Cookie");
    const second = await visit("/galeri");
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect(second.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(second.headers.get("cache-tag")).toBeNull();
    expect(await second.text()).toBe(firstBody);
  });

  it("answers a hit from the isolate's memory without a Cache API lookup, and sees another isolate's purge once its token is read again", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const lookups: string[] = [];
    const match = Cache.prototype.match;
    const spy = vi.spyOn(Cache.prototype, "match").mockImplementation(function (this: Cache, request, options) {
      lookups.push(new URL(request instanceof Request ? request.url : String(request)).pathname);
      return match.call(this, request, options);
    });
    try {
      vi.setSystemTime(Date.now());
      await (await visit("/")).text();
      await (await visit("/")).text();
      lookups.length = 0;
      const hit = await visit("/");
      expect(hit.headers.get("x-cache")).toBe("HIT");
      expect(await hit.text()).toContain("<h1");
      expect(lookups).toEqual([]);

      // Another isolate of the data centre purges the home page's sections: it writes a new token
      // record (the record's address as src/platform/cache/local-store.ts keeps it).
      const sections = sitePolicies(pageRoutes).of("/").sections!;
      await (await caches.open("sayfalar")).put(new Request(`https://onbellek.invalid/nesil/${encodeURIComponent(sections.join(","))}`), new Response("baska-bir-isolate", { headers: { "Cache-Control": "public, max-age=60" } }));
      // This isolate trusts the token it read for a moment, as a purge of Workers Cache takes moments to reach everywhere…
      expect((await visit("/")).headers.get("x-cache")).toBe("HIT");
      // …then reads it again, and renders the page afresh.
      vi.setSystemTime(Date.now() + TOKEN_RECHECK_MS);
      lookups.length = 0;
      expect((await visit("/")).headers.get("x-cache")).toBe("MISS");
      expect(lookups[0]).toMatch(/^\/nesil\//);
    } finally {
      spy.mockRestore();
      vi.useRealTimers();
    }
  });

  it("renews every list of sections that holds a purged section, and only those", async () => {
    for (const path of ["/", "/gundem", "/galeri", "/hakkimizda", "/kvkk"]) await (await visit(path)).text();
    // An album's tag falls in the gallery's section: the home page and the lists show its photos.
    const policies = sitePolicies(pageRoutes);
    await purgeSections(["galeri:1"], policies.sectionLists);
    for (const path of ["/", "/gundem", "/galeri"]) expect((await visit(path)).headers.get("x-cache"), path).toBe("MISS");
    for (const path of ["/hakkimizda", "/kvkk"]) expect((await visit(path)).headers.get("x-cache"), path).toBe("HIT");
    // Two purges at once each take effect: they only write new tokens, never read and rewrite one.
    await Promise.all([purgeSections(["sayfa:about"], policies.sectionLists), purgeSections(["sayfa:kvkk"], policies.sectionLists)]);
    for (const path of ["/hakkimizda", "/kvkk"]) expect((await visit(path)).headers.get("x-cache"), path).toBe("MISS");
    expect((await visit("/galeri")).headers.get("x-cache")).toBe("HIT");
  });

  it("publishing purges exactly the pages that show the change", async () => {
    await (await visit("/gundem")).text();
    await (await visit("/hakkimizda")).text();
    expect((await visit("/gundem")).headers.get("x-cache")).toBe("HIT");

    const item = await api<NewsDto>("POST", "/news", newsInput("Önbellek Testi İçin Duyuru"));
    const fresh = await visit("/gundem");
    expect(fresh.headers.get("x-cache")).toBe("MISS");
    expect(await fresh.text()).toContain("Önbellek Testi İçin Duyuru");
    // Pages that do not show news keep their cached copy.
    expect((await visit("/hakkimizda")).headers.get("x-cache")).toBe("HIT");

    // Deleting it purges again: no visitor sees the deleted item.
    await (await visit("/gundem")).text();
    const deleted = await visit(`/api/news/${item.id}?version=${item.version}`, { method: "DELETE", headers: { cookie, origin: ORIGIN } });
    expect(deleted.status).toBe(200);
    expect(await (await visit("/gundem")).text()).not.toContain("Önbellek Testi İçin Duyuru");
  });

  it("lets a scheduled item appear on time: the cached list expires at its publish time", async () => {
    // Soon, so the test waits little; far below the cache's own lifetime (PAGE_CACHE_SECONDS), so
    // only the publish time can end the cached copy this soon.
    const due = new Date(Date.now() + 1_500);
    const scheduled = await api<NewsDto>("POST", "/news", newsInput("Tam Vaktinde Görünecek Duyuru", due));
    const before = await visit("/gundem");
    const cached = await visit("/gundem");
    // On a very busy machine the time may already have come: then only the second half applies.
    if (Date.now() < due.getTime()) {
      expect(await before.text()).not.toContain("Tam Vaktinde Görünecek Duyuru");
      expect(cached.headers.get("x-cache")).toBe("HIT");
      expect(await cached.text()).not.toContain("Tam Vaktinde Görünecek Duyuru");
    }

    // Ask until the item shows (a condition, not a fixed wait): from a fresh render, the copy having
    // expired at the publish time, and never in an answer that left before that time.
    let shownEarly = false;
    await vi.waitFor(
      async () => {
        const response = await visit("/gundem");
        const shown = (await response.text()).includes("Tam Vaktinde Görünecek Duyuru");
        if (shown && Date.now() < due.getTime()) shownEarly = true;
        expect(shown).toBe(true);
        expect(response.headers.get("x-cache")).toBe("MISS");
      },
      { timeout: 20_000, interval: 100 },
    );
    expect(shownEarly).toBe(false);
    await visit(`/api/news/${scheduled.id}?version=${scheduled.version}`, { method: "DELETE", headers: { cookie, origin: ORIGIN } });
  });

  it("editing a page text purges that page", async () => {
    await (await visit("/hakkimizda")).text();
    const page = await (await visit("/api/pages/about", { headers: { cookie } })).json<PageDto>();
    await api("PUT", "/pages/about", { ...page, summary: "Yepyeni tanıtım cümlemiz.", version: page.version });
    const fresh = await visit("/hakkimizda");
    expect(fresh.headers.get("x-cache")).toBe("MISS");
    expect(await fresh.text()).toContain("Yepyeni tanıtım cümlemiz.");
  });

  it("editing the contact page renews the home page too, whose structured data names the association's telephone", async () => {
    await (await visit("/")).text();
    expect((await visit("/")).headers.get("x-cache")).toBe("HIT");
    const page = await (await visit("/api/pages/contact", { headers: { cookie } })).json<PageDto>();
    await api("PUT", "/pages/contact", { ...page, fields: { ...page.fields, phone: "+90 216 555 12 34" }, version: page.version });
    const fresh = await visit("/");
    expect(fresh.headers.get("x-cache")).toBe("MISS");
    expect(await fresh.text()).toContain("+90 216 555 12 34");
  });

  it("is never used for signed-in people, the admin area, the API, forms or errors", async () => {
    const signedIn = await visit("/galeri", { headers: { cookie } });
    expect(signedIn.headers.get("x-cache")).toBeNull();
    expect(signedIn.headers.get("cache-control")).toBe("private, no-store");

    for (const path of ["/admin", "/api/news", "/login", "/register", "/hesabim", "/media/demo/atolye-resim.jpg"]) expect(sitePolicies(pageRoutes).of(path).sections).toBeNull();

    const post = await postForm("/iletisim", { name: "A", email: "x", subject: "", message: "" });
    expect(post.headers.get("x-cache")).toBeNull();

    await (await visit("/gundem?sayfa=99")).text();
    const again = await visit("/gundem?sayfa=99");
    expect(again.status).toBe(404);
    expect(again.headers.get("x-cache")).toBeNull();
  });

  it("keys pages by their query, so each page of a list is cached on its own", async () => {
    await (await visit("/gundem?sayfa=2")).text();
    const page2 = await visit("/gundem?sayfa=2");
    expect(page2.headers.get("x-cache")).toBe("HIT");
    expect(await page2.text()).toContain('aria-current="page" aria-label="Sayfa 2"');
  });

  it("stores no copy of a page with a query it does not read, or for a session cookie however it is spaced", async () => {
    for (let i = 0; i < 2; i++) {
      const tagged = await visit("/galeri?utm_source=bulten");
      expect(tagged.status).toBe(200);
      expect(tagged.headers.get("x-cache")).toBeNull();
      expect(tagged.headers.get("cache-control")).toBe("private, no-store");
    }
    const spaced = await visit("/galeri", { headers: { cookie: cookie.replace("=", " = ") } });
    expect(await spaced.text()).toContain('href="/hesabim"');
    expect(spaced.headers.get("x-cache")).toBeNull();
  });

  it("does not keep a page whose content failed after its head was sent", async () => {
    const request = testApp({
      routes: [
        definePage({
          name: "hakkimizda",
          path: "/hakkimizda",
          cache: { sections: ["sayfa:about"] },
          // The data is there and says what it shows; the page fails while it is rendered.
          load: async () => ({ data: "Hakkımızda", cache: { tags: ["sayfa:about"] } }),
          render: (c, text) => c.render(<Broken text={text} />, { title: "Bozuk" }),
        }),
      ],
    });
    const first = await request("/hakkimizda?sayfa=1");
    expect(first.status).toBe(200);
    expect(await first.text()).toContain("İçerik şu anda yüklenemedi");
    expect((await request("/hakkimizda?sayfa=1")).headers.get("x-cache")).toBe("MISS");
  });
});

/** Page content that fails once its data is there (a defect in a component). */
function Broken({ text }: { text: Promise<string> }): ReactNode {
  throw new Error(`Bozuk bileşen: ${use(text)}`);
}

void env;

describe("the HTML cache cannot be poisoned", () => {
  it("keeps one copy per origin: a request naming another host never answers ours", async () => {
    // Without SITE_ORIGIN nothing redirects other hosts, so the host is part of each copy's key.
    for (const path of ["/gundem/rss.xml", "/sitemap.xml", "/hakkimizda"]) {
      const evil = await exports.default.fetch(new Request(`https://kotu.example${path}`, { headers: { "user-agent": "Mozilla/5.0" } }));
      expect(await evil.text(), path).toContain("https://kotu.example/");
      const ours = await (await visit(path)).text();
      expect(ours, path).not.toContain("kotu.example");
      expect(ours, path).toContain(ORIGIN);
    }
  });

  it("stores the contact page's thanks only under the value the page uses", async () => {
    expect((await visit("/iletisim?gonderildi=1")).headers.get("x-cache")).toMatch(/MISS|HIT/);
    for (const value of ["2", "evet", "1x", ""]) {
      const response = await visit(`/iletisim?gonderildi=${value}`);
      expect(response.headers.get("x-cache"), value).toBeNull();
      expect(response.headers.get("cache-control"), value).toBe("private, no-store");
    }
  });
});
