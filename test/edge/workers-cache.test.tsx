import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { EventDto, ImageDto, NewsDto, PageDto } from "../../src/shared/admin-contract";
import { use } from "react";
import { PAGE_CACHE_SECONDS } from "../../src/platform/cache/hints";
import { doc, p } from "../../src/shared/richtext/build";
import { createAccount, resetAccounts, sessionCookie } from "../support/accounts";
import { newsInput } from "../support/content";
import { ORIGIN } from "../support/fetch";
import { seedDemo, tinyImageFor } from "../support/seed";
import { withWorkersCache } from "../support/workers-cache";

const site = withWorkersCache();
let cookie = "";

beforeAll(async () => {
  await seedDemo();
  await resetAccounts();
  cookie = (await sessionCookie((await createAccount("editor")).id)).cookie;
});

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  site.purges.length = 0;
  const response = await site.fetch(`/api${path}`, {
    method,
    headers: { cookie, origin: ORIGIN, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return response.json<T>();
}

/** Page content that waits for its data, as the site's pages do. */
function Late({ text }: { text: Promise<string> }) {
  return <p>{use(text)}</p>;
}

const tagsOf = (response: Response) => (response.headers.get("cache-tag") ?? "").split(",").filter(Boolean);
const edgeLifetime = (response: Response) => Number(/max-age=(\d+)/.exec(response.headers.get("cloudflare-cdn-cache-control") ?? "")?.[1]);

describe("pages for Workers Cache (Cloudflare stores them in front of the Worker)", () => {
  it("labels a public page for the edge: lifetime, what it shows, and no copy for people with cookies", async () => {
    const response = await site.fetch("/gundem");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(edgeLifetime(response)).toBeGreaterThan(0);
    expect(edgeLifetime(response)).toBeLessThanOrEqual(PAGE_CACHE_SECONDS);
    expect(response.headers.get("vary")).toContain("Cookie");

    const shown = await env.DB.prepare("SELECT id FROM news WHERE status = 'published' AND publish_at <= ? ORDER BY publish_at DESC LIMIT 3")
      .bind(Date.now())
      .all<{ id: number }>();
    const tags = tagsOf(response);
    expect(tags).toContain("gundem");
    for (const { id } of shown.results) expect(tags).toContain(`gundem:${id}`);
    // Pages it does not show are not among its tags.
    expect(tags.some((value) => value.startsWith("etkinlikler"))).toBe(false);
    expect(tags.some((value) => value.startsWith("sayfa:"))).toBe(false);
  });

  it("carries no script and no nonce that a stored copy would repeat to every visitor", async () => {
    const response = await site.fetch("/");
    expect(await response.text()).not.toMatch(/nonce=|<script(?! type="application\/ld\+json")/);
    expect(response.headers.get("content-security-policy")).toContain("script-src 'none'");
    expect(tagsOf(response)).toEqual(expect.arrayContaining(["sayfa:home", "gundem", "etkinlikler", "galeri"]));
  });

  it("renders a page that will be stored complete: nothing is answered before its data is read", async () => {
    let release!: () => void;
    const data = new Promise<void>((resolve) => (release = resolve));
    const slow = withWorkersCache([
      {
        name: "hakkimizda",
        path: "/hakkimizda",
        cache: { sections: ["sayfa:about"] },
        load: async () => {
          await data;
          return { data: "Geç gelen metin", cache: { tags: ["sayfa:about"] } };
        },
        render: (c, text) => c.render(<Late text={text as Promise<string>} />, { title: "Yavaş" }),
      },
    ]);
    let answered = false;
    const pending = slow.fetch("/hakkimizda").then((response) => ((answered = true), response));
    // A signed-in visitor asking for the same page just after is never given a stored copy, so they
    // get the head before the data; once they have it, an answer for the store that went ahead of the
    // data would have come too.
    const personal = (await slow.fetch("/hakkimizda", { headers: { cookie } })).body!.getReader();
    expect(new TextDecoder().decode((await personal.read()).value)).toContain("<!DOCTYPE html>");
    expect(answered).toBe(false);
    release();
    while (!(await personal.read()).done);
    const response = await pending;
    expect(await response.text()).toContain("<p>Geç gelen metin</p>");
    expect(response.headers.get("cache-tag")).toBe("sayfa:about,dernek"); // and the association's identity, which every page shows
  });

  it("stores nothing when a page fails: the error is a 500 with no lifetime for the edge", async () => {
    const failing = withWorkersCache([
      {
        name: "hakkimizda",
        path: "/hakkimizda",
        cache: { sections: ["sayfa:about"] },
        load: async () => {
          throw new Error("D1 zaman aşımı");
        },
        render: (c, text) => c.render(<Late text={text as Promise<string>} />, { title: "Bozuk" }),
      },
    ]);
    const response = await failing.fetch("/hakkimizda");
    expect(response.status).toBe(500);
    expect(response.headers.get("cloudflare-cdn-cache-control")).toBeNull();
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  it("tags a news item's page with the item, the other news it lists and their covers", async () => {
    const [item] = (await env.DB.prepare("SELECT id, slug, cover_image_id AS cover FROM news WHERE status = 'published' AND cover_image_id IS NOT NULL AND publish_at <= ? LIMIT 1")
      .bind(Date.now())
      .all<{ id: number; slug: string; cover: number }>()).results;
    const response = await site.fetch(`/gundem/${item!.slug}`);
    expect(response.status).toBe(200);
    const tags = tagsOf(response);
    expect(tags).toEqual(expect.arrayContaining([`gundem:${item!.id}`, `gorsel:${item!.cover}`, "gundem"]));
    expect(tags.filter((value) => value.startsWith("gundem:")).length).toBeGreaterThan(1);
  });

  it("never labels for the edge what must stay private", async () => {
    const signedIn = await site.fetch("/gundem", { headers: { cookie } });
    expect(signedIn.headers.get("cache-control")).toBe("private, no-store");
    expect(signedIn.headers.get("cache-tag")).toBeNull();
    // However the cookie header is spaced, the session reader and the cache agree on who is signed in.
    const spaced = await site.fetch("/gundem", { headers: { cookie: `tema=koyu;  ${cookie.replace("=", " = ")}` } });
    expect(await spaced.text()).toContain('href="/hesabim"');
    expect(spaced.headers.get("cache-control")).toBe("private, no-store");
    // A query the page does not read (a campaign tag) would only fill the cache with copies.
    const tagged = await site.fetch("/gundem?utm_source=bulten");
    expect(tagged.status).toBe(200);
    expect(tagged.headers.get("cloudflare-cdn-cache-control")).toBeNull();

    for (const path of ["/admin", "/api/news", "/login", "/register", "/hesabim", "/gundem/boyle-bir-kayit-yok", "/bu-sayfa-yok", "/gundem?sayfa=99"]) {
      const response = await site.fetch(path);
      expect(response.headers.get("cache-control"), path).toMatch(/private|no-store/);
      expect(response.headers.get("cloudflare-cdn-cache-control"), path).toBeNull();
    }
    const form = await site.fetch("/iletisim", {
      method: "POST",
      headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
      body: "name=A",
    });
    expect(form.headers.get("cache-control")).toMatch(/private|no-store/);
  });

  it("ends a list's lifetime when its next scheduled item is due", async () => {
    const due = new Date(Date.now() + 20_000);
    const scheduled = await api<NewsDto>("POST", "/news", newsInput("Yirmi Saniye Sonra Yayımlanacak Duyuru", due));
    const list = await site.fetch("/gundem");
    expect(edgeLifetime(list)).toBeLessThanOrEqual(20);
    expect(edgeLifetime(list)).toBeGreaterThanOrEqual(17);
    expect(await list.text()).not.toContain("Yirmi Saniye Sonra");
    await api("DELETE", `/news/${scheduled.id}?version=${scheduled.version}`);
  });

  it("ends an events page's lifetime when an event under way ends", async () => {
    const now = Date.now();
    const event = await api<EventDto>("POST", "/events", {
      title: "Şu An Süren Kısa Buluşma",
      summary: "Birazdan bitiyor.",
      body: doc(p("Metin")),
      coverImageId: null,
      status: "published",
      publishAt: new Date(now - 60_000).toISOString(),
      startsAt: new Date(now - 3_600_000).toISOString(),
      endsAt: new Date(now + 15_000).toISOString(),
      allDay: false,
      locationName: "Dernek lokali",
      locationAddress: "",
      onlineUrl: "",
    });
    const list = await site.fetch("/etkinlikler");
    expect(edgeLifetime(list)).toBeLessThanOrEqual(15);
    expect(edgeLifetime(list)).toBeGreaterThanOrEqual(12);
    await api("DELETE", `/events/${event.id}?version=${event.version}`);
  });
});

describe("purges after an editor's change", () => {
  it("labels search results with the search tag, which every change to public content purges (it may change what a query finds)", async () => {
    const results = await site.fetch(`/ara?q=${encodeURIComponent("Dayanışma")}`);
    expect(results.status).toBe(200);
    expect(tagsOf(results)).toContain("arama");
    expect(edgeLifetime(results)).toBeGreaterThan(0);
    const created = await api<NewsDto>("POST", "/news", newsInput("Arama etiketi için taslak", null, "draft"));
    expect(site.purges).toEqual([]);
    await api("PUT", `/news/${created.id}`, { ...newsInput("Arama etiketi için duyuru"), version: created.version });
    expect(site.purges).toEqual([["arama", "gundem", `gundem:${created.id}`]]);
  });

  it("purges only the item when a public item is edited in place, the listing too when it moves", async () => {
    const created = await api<NewsDto>("POST", "/news", newsInput("Etiket Deneme Duyurusu", null));
    expect(site.purges).toEqual([["arama", "gundem", `gundem:${created.id}`]]);

    const edited = await api<NewsDto>("PUT", `/news/${created.id}`, {
      ...newsInput("Etiket Deneme Duyurusu", new Date(created.publishAt!)),
      summary: "Yalnızca özet değişti.",
      version: created.version,
    });
    expect(site.purges).toEqual([["arama", `gundem:${created.id}`]]);

    const moved = await api<NewsDto>("PUT", `/news/${created.id}`, {
      ...newsInput("Etiket Deneme Duyurusu", new Date(Date.now() + 3_600_000)),
      version: edited.version,
    });
    expect(site.purges).toEqual([["arama", "gundem", `gundem:${created.id}`]]);

    await api("DELETE", `/news/${created.id}?version=${moved.version}`);
    expect(site.purges).toEqual([["arama", "gundem", `gundem:${created.id}`]]);
  });

  it("purges nothing for a draft that stays a draft", async () => {
    const draft = await api<NewsDto>("POST", "/news", newsInput("Taslak Kalacak Not", null, "draft"));
    expect(site.purges).toEqual([]);
    await api("PUT", `/news/${draft.id}`, { ...newsInput("Taslak Kalacak Not (düzeltildi)", null, "draft"), version: draft.version });
    expect(site.purges).toEqual([]);
  });

  it("purges a page text by its tag, and an image wherever it is shown", async () => {
    const page = await api<PageDto>("GET", "/pages/about");
    await api("PUT", "/pages/about", { ...page, version: page.version });
    expect(site.purges).toEqual([["arama", "sayfa:about"]]);

    const [image] = (await api<{ images: ImageDto[] }>("GET", "/images?album=all")).images.filter((one) => one.albumId !== null);
    await api("PUT", `/images/${image!.id}`, { alt: "Yeni açıklayıcı metin", caption: image!.caption, albumId: image!.albumId, version: image!.version });
    // The gallery index and the album's own pages; no other album's.
    expect(site.purges).toEqual([["arama", "galeri", `galeri:${image!.albumId}`, `gorsel:${image!.id}`]]);
  });

  it("removes a deleted image's file from the edge too, not only the pages that showed it", async () => {
    const [album] = (await api<{ albums: { id: number }[] }>("GET", "/albums")).albums;
    const form = new FormData();
    form.set("file", new File([tinyImageFor("image/png")], "silinecek.png", { type: "image/png" }));
    form.set("albumId", String(album!.id));
    site.purges.length = 0;
    const uploaded = await site.fetch("/api/images", { method: "POST", headers: { cookie, origin: ORIGIN }, body: form });
    expect(uploaded.status).toBe(201);
    const image = await uploaded.json<ImageDto>();
    expect(site.purges).toEqual([["arama", "galeri", `galeri:${album!.id}`]]);

    const key = decodeURIComponent(image.url.replace(/^\/media\//, ""));
    const file = await site.fetch(image.url);
    expect(file.status).toBe(200);
    expect(file.headers.get("cache-tag")).toBe(`medya:${key}`);

    // A photo of an album is in use: deleting it is confirmed (force=1), as the admin does once its question has named where the photo is used.
    await api("DELETE", `/images/${image.id}?version=${image.version}&force=1`);
    // Every public file of the image: the full-size copy and its one WebP width (the upload is 1×1).
    const webp = key.replace("/full.png", "/w1.webp");
    expect(site.purges).toEqual([["arama", "galeri", `galeri:${album!.id}`, `gorsel:${image.id}`, `medya:${key}`, `medya:${webp}`]]);
  });
});
