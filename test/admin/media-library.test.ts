import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { AlbumDto, ImageDto, LibraryImageDto, NewsDto, Page, PageDto } from "../../src/shared/admin-contract";
import { tag } from "../../src/platform/cache/tags";
import { publicKeysOf } from "../../src/services/media/store";
import { doc, image, p } from "../../src/shared/richtext/build";
import { createAccount, resetAccounts, sessionCookie } from "../support/accounts";
import { apiCaller } from "../support/admin-api";
import { ORIGIN, runDailyCron, visit } from "../support/fetch";
import { tinyImageFor } from "../support/seed";
import { withWorkersCache } from "../support/workers-cache";

const DAY = 24 * 60 * 60 * 1000;
let cookie = "";
const site = withWorkersCache();

beforeAll(async () => {
  await resetAccounts();
  cookie = (await sessionCookie((await createAccount("editor")).id)).cookie;
});

const call = apiCaller(() => cookie, site.fetch);

async function upload(name: string, fields: Record<string, string> = {}): Promise<ImageDto> {
  const form = new FormData();
  form.set("file", new File([tinyImageFor("image/png")], name, { type: "image/png" }));
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  const response = await site.fetch("/api/images", { method: "POST", headers: { cookie, origin: ORIGIN }, body: form });
  expect(response.status).toBe(201);
  return response.json<ImageDto>();
}

const library = (query: Record<string, string> = {}) => call<Page<LibraryImageDto>>("GET", `/library?${new URLSearchParams(query)}`);
/** Every object in R2 that belongs to the image (its folder's files and its private original). */
const filesOf = async (image: ImageDto) => {
  const uuid = image.r2Key.split("/")[1]!.slice(0, 36);
  return (await env.MEDIA.list()).objects.map((object) => object.key).filter((key) => key.includes(uuid));
};
const newsWith = (title: string, body: unknown, coverImageId: number | null, status = "draft") => ({
  title,
  summary: "",
  body,
  coverImageId,
  status,
  publishAt: null,
});

describe("Ortam kitaplığı: the list", () => {
  it("lists every upload, newest first, with its name, size, date, alt text and every place it is used", async () => {
    const cover = await upload("kapak-fotografi.png", { alt: "Kermes kapağı" });
    const inText = await upload("metin-icinde.png", { alt: "Masa başında gönüllüler", source: "editor" });
    const inAlbum = await upload("albumde.png", { alt: "Koro" });
    const unused = await upload("kullanilmayan.png", { alt: "Boş salon" });
    await call("POST", "/news", newsWith("Kermes Duyurusu", doc(p("Masalar hazır."), p(image(inText.url, "Masa", 1, 1))), cover.id));
    const album = (await call<AlbumDto>("POST", "/albums", { title: "Bahar Konseri" })).body;
    await call("PUT", `/images/${inAlbum.id}`, { alt: "Koro", caption: "", albumId: album.id, version: inAlbum.version });

    const { status, body } = await library();
    expect(status).toBe(200);
    const byId = new Map(body.items.map((item) => [item.id, item]));
    expect(body.items.map((item) => item.id).slice(0, 4)).toEqual([unused.id, inAlbum.id, inText.id, cover.id]);
    expect(byId.get(cover.id)).toMatchObject({ fileName: "kapak-fotografi.png", alt: "Kermes kapağı", byteSize: cover.byteSize, url: cover.url });
    expect(byId.get(cover.id)!.uses).toEqual([{ kind: "news", id: expect.any(Number), title: "Kermes Duyurusu", asCover: true }]);
    expect(byId.get(inText.id)!.uses).toEqual([{ kind: "news", id: expect.any(Number), title: "Kermes Duyurusu", asCover: false }]);
    expect(byId.get(inText.id)!.draftUpload).toBe(true);
    expect(byId.get(inAlbum.id)!.uses).toEqual([{ kind: "album", id: album.id, title: "Bahar Konseri", asCover: false }]);
    expect(byId.get(unused.id)!.uses).toEqual([]);
    expect(new Date(byId.get(unused.id)!.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("searches file names, alt texts and captions with Turkish case folding", async () => {
    const istanbul = await upload("İSTANBUL-gezisi.png", { alt: "Boğaz vapuru" });
    const isparta = await upload("gul-bahcesi.png", { alt: "ISPARTA gülleri", caption: "Dayanışma gezisi" });
    const ids = async (q: string) => (await library({ q })).body.items.map((item) => item.id);
    expect(await ids("istanbul")).toEqual([istanbul.id]);
    expect(await ids("bogaz")).toEqual([istanbul.id]);
    expect(await ids("Isparta")).toEqual([isparta.id]);
    expect(await ids("dayanisma")).toEqual([isparta.id]);
    expect(await ids("gezilerimiz")).toEqual([istanbul.id, isparta.id].sort((a, b) => b - a));
    expect(await ids("vapurları")).toEqual([istanbul.id]);
    expect(await ids("yok-böyle-bir-şey")).toEqual([]);
    expect((await library({ q: "%" })).body.items).toEqual([]);
  });

  it("pages through hundreds of images, 24 at a time", async () => {
    const before = (await library()).body.total;
    const rows = Array.from({ length: 60 }, (_, i) =>
      env.DB.prepare(
        "INSERT INTO images (r2_key, content_type, width, height, byte_size, alt, file_name, search_key) VALUES (?, 'image/png', 10, 10, 100, ?, ?, ?)",
      ).bind(`uploads/2026/01/toplu-${i}.png`, `Toplu ${i}`, `toplu-${i}.png`, `toplu-${i}.png toplu ${i}`),
    );
    await env.DB.batch(rows);
    const first = (await library()).body;
    expect(first.total).toBe(before + 60);
    expect(first.items).toHaveLength(24);
    expect(first.pageCount).toBe(Math.ceil((before + 60) / 24));
    const second = (await library({ sayfa: "2" })).body;
    expect(second.items).toHaveLength(24);
    expect(new Set([...first.items, ...second.items].map((item) => item.id)).size).toBe(48);
    const last = (await library({ sayfa: String(first.pageCount) })).body;
    expect(last.items.length).toBe(first.total - 24 * (first.pageCount - 1));
    expect((await library({ sayfa: "0" })).status).toBe(400);
  });
});

describe("Ortam kitaplığı: deleting", () => {
  it("moves an image used nowhere to the trash (off /media and the library, its tags purged), then removes its row and every variant for good", async () => {
    const unused = await upload("silinecek.png", { alt: "Silinecek" });
    const files = await filesOf(unused);
    expect(files.length).toBeGreaterThanOrEqual(3);
    site.purges.length = 0;
    expect((await call("DELETE", `/images/${unused.id}?version=${unused.version}`)).status).toBe(200);
    for (const key of publicKeysOf(unused.r2Key)) expect((await site.fetch(`/media/${key}`)).status, key).toBe(404);
    expect((await call("DELETE", `/images/trash/${unused.id}`)).status).toBe(200);
    for (const key of files) expect(await env.MEDIA.head(key), key).toBeNull();
    expect((await env.MEDIA.list({ prefix: "trash/" })).objects.filter((object) => files.some((key) => object.key.endsWith(key)))).toEqual([]);
    expect(await env.DB.prepare("SELECT id FROM images WHERE id = ?").bind(unused.id).first()).toBeNull();
    expect(site.purges.flat()).toEqual(expect.arrayContaining([tag.image(unused.id), ...publicKeysOf(unused.r2Key).map(tag.media)]));
    expect((await library({ q: "silinecek" })).body.items).toEqual([]);
  });

  it("warns before deleting an image an album uses, and says which", async () => {
    const photo = await upload("albumdeki.png", { alt: "Albümdeki" });
    const album = (await call<AlbumDto>("POST", "/albums", { title: "Yaz Kampı" })).body;
    const moved = (await call<ImageDto>("PUT", `/images/${photo.id}`, { alt: "Albümdeki", caption: "", albumId: album.id, version: photo.version })).body;
    const refused = await call<{ statusMessage: string }>("DELETE", `/images/${photo.id}?version=${moved.version}`);
    expect(refused.status).toBe(409);
    expect(refused.body.statusMessage).toContain("“Yaz Kampı” albümü");
    expect(await env.MEDIA.head(photo.r2Key)).not.toBeNull();
    site.purges.length = 0;
    expect((await call("DELETE", `/images/${photo.id}?version=${moved.version}&force=1`)).status).toBe(200);
    expect(site.purges.flat()).toEqual(expect.arrayContaining([tag.gallery, tag.album(album.id)]));
  });
});

describe("a picture inside a text", () => {
  it("the page carries its files' cache tags, and deleting the picture purges exactly them", async () => {
    const picture = await upload("metindeki.png", { alt: "Metindeki görsel", source: "editor" });
    const news = (await call<NewsDto>("POST", "/news", newsWith("Görselli Haber", doc(p(image(picture.url, "Görsel", 1, 1))), null, "published"))).body;
    const page = await site.fetch(`/gundem/${news.slug}`);
    expect(page.status).toBe(200);
    const tags = (page.headers.get("cache-tag") ?? "").split(",");
    expect(tags).toContain(tag.media(picture.r2Key));
    site.purges.length = 0;
    expect((await call("DELETE", `/images/${picture.id}?version=${picture.version}&force=1`)).status).toBe(200);
    expect(site.purges.flat()).toContain(tag.media(picture.r2Key));
    // The text lost the picture (no broken image left behind), and moved on a version.
    const after = (await call<NewsDto>("GET", `/news/${news.id}`)).body;
    expect(JSON.stringify(after.body)).not.toContain(picture.r2Key);
    expect(after.version).toBe(news.version + 1);
    expect(await (await site.fetch(`/gundem/${news.slug}`)).text()).not.toContain(picture.r2Key.split("/")[1]!);
  });
});

describe("a picture inside a page text, with the in-Worker cache (no Workers Cache)", () => {
  it("the cached page is refreshed without the picture once it is deleted", async () => {
    const picture = await upload("hakkimizda-gorseli.png", { alt: "Derneğin lokali" });
    const headers = { cookie, origin: ORIGIN, "content-type": "application/json" };
    // The page as a set-up site has it (the seed writes it; the tests' database starts empty).
    await env.DB.prepare("INSERT OR IGNORE INTO pages (key, title, body, fields) VALUES ('about', 'Hakkımızda', ?, '{}')")
      .bind(JSON.stringify(doc(p("Derneğimiz 1998'de kuruldu."))))
      .run();
    const page = await (await visit("/api/pages/about", { headers })).json<PageDto>();
    const body = doc(p("Lokalimiz:"), p(image(picture.url, "Derneğin lokali", 1, 1)));
    const saved = await visit("/api/pages/about", { method: "PUT", headers, body: JSON.stringify({ title: "Hakkımızda", summary: "", fields: page.fields, body, version: page.version }) });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const folder = picture.r2Key.split("/")[1]!;
    // Rendered once, then answered from the cache.
    expect(await (await visit("/hakkimizda")).text()).toContain(folder);
    expect(await (await visit("/hakkimizda")).text()).toContain(folder);
    expect((await visit(`/api/images/${picture.id}?version=${picture.version}&force=1`, { method: "DELETE", headers: { cookie, origin: ORIGIN } })).status).toBe(200);
    expect(await (await visit("/hakkimizda")).text()).not.toContain(folder);
  });
});

describe("the alt text typed when inserting a picture", () => {
  it("becomes the image's own alt text (and is searchable), addressed by the picture's /media/ address", async () => {
    const picture = await upload("yeni-resim.png", { source: "editor" });
    // A file name is never taken for a description: the editor asks for one after inserting.
    expect(picture.alt).toBe("");
    site.purges.length = 0;
    const saved = await call<ImageDto>("PUT", "/library/alt", { url: picture.url, alt: "Çocuklar uçurtma uçuruyor" });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ id: picture.id, alt: "Çocuklar uçurtma uçuruyor", version: picture.version + 1 });
    expect(site.purges.flat()).toContain(tag.image(picture.id));
    expect((await library({ q: "UCURTMA" })).body.items.map((item) => item.id)).toEqual([picture.id]);
  });

  it("refuses an empty text, an address that is not ours and an unknown image", async () => {
    const picture = await upload("bos.png", { source: "editor" });
    expect((await call<{ statusMessage: string }>("PUT", "/library/alt", { url: picture.url, alt: "  " })).status).toBe(400);
    expect((await call("PUT", "/library/alt", { url: "https://example.com/a.png", alt: "Bir şey" })).status).toBe(404);
    expect((await call("PUT", "/library/alt", { url: "/media/images/yok.png", alt: "Bir şey" })).status).toBe(404);
  });
});

describe("the daily cron and editors' unused uploads", () => {
  it(`removes uploads from texts used nowhere for a week, with their files; keeps everything else`, async () => {
    const setAge = (id: number, days: number) => env.DB.prepare("UPDATE images SET created_at = ? WHERE id = ?").bind(Date.now() - days * DAY, id).run();
    const abandoned = await upload("taslak-kaldi.png", { source: "editor" });
    const used = await upload("taslakta-kullanildi.png", { source: "editor" });
    const recent = await upload("yeni-taslak.png", { source: "editor" });
    const kept = await upload("kitaplikta.png", { source: "library" });
    const keptByEdit = await upload("sonradan-tutuldu.png", { source: "editor" });
    await call("PUT", `/images/${keptByEdit.id}`, { alt: "Tutuldu", caption: "", albumId: null, version: keptByEdit.version });
    await call("POST", "/news", newsWith("Taslak Haber", doc(p(image(used.url, "Taslak", 1, 1))), null));
    for (const image of [abandoned, used, kept, keptByEdit]) await setAge(image.id, 8);
    await setAge(recent.id, 2);
    const abandonedFiles = await filesOf(abandoned);

    await runDailyCron(Date.now());

    const left = new Set((await env.DB.prepare("SELECT id FROM images").all<{ id: number }>()).results.map((row) => row.id));
    expect(left.has(abandoned.id)).toBe(false);
    for (const key of abandonedFiles) expect(await env.MEDIA.head(key), key).toBeNull();
    for (const image of [used, recent, kept, keptByEdit]) {
      expect(left.has(image.id), image.r2Key).toBe(true);
      expect(await env.MEDIA.head(image.r2Key)).not.toBeNull();
    }
  });
});
