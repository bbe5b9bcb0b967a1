import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import type { AlbumDto, ImageDto, LibraryImageDto, NewsDto, Page, TrashItem } from "../../src/shared/admin-contract";
import { TRASH_DAYS } from "../../src/db/trash";
import { publicKeysOf } from "../../src/services/media/store";
import { doc, image, p } from "../../src/shared/richtext/build";
import { createAccount, resetAccounts, sessionCookie } from "../support/accounts";
import { apiCaller } from "../support/admin-api";
import { newsWithText } from "../support/content";
import { runDailyCron, visit } from "../support/fetch";
import { tinyImageFor } from "../support/seed";
import { uploadImage } from "../support/uploads";

/** Albums and media-library images in Çöp kutusu: off the public site at once, restorable, removed by the cron. */
const DAY = 24 * 60 * 60 * 1000;
let session = "";
const cookie = () => session;

// A fresh session for each test: the cron runs a month ahead, where today's sessions have expired.
beforeEach(async () => {
  await env.DB.batch(["audit_log", "revisions", "news", "events", "images", "albums"].map((table) => env.DB.prepare(`DELETE FROM ${table}`)));
  await resetAccounts();
  session = (await sessionCookie((await createAccount("editor")).id)).cookie;
});

const call = apiCaller(cookie);

const upload = (name: string, fields: Record<string, string> = {}): Promise<ImageDto> => uploadImage(cookie(), name, fields);

const trash = async () => (await call<{ items: TrashItem[] }>("GET", "/gallery/trash")).body.items;
const auditSummaries = async () => (await env.DB.prepare("SELECT action, summary FROM audit_log ORDER BY id").all<{ action: string; summary: string }>()).results;
const objectExists = async (key: string) => (await env.MEDIA.head(key)) !== null;
const library = async (q = "") => (await call<Page<LibraryImageDto>>("GET", `/library?q=${encodeURIComponent(q)}`)).body.items;

describe("an album in the trash", () => {
  it("is gone from the public gallery at once (cached pages too), and comes back with its slug and photos", async () => {
    const album = (await call<AlbumDto>("POST", "/albums", { title: "Yaz Kampı" })).body;
    const photo = await upload("kamp.png", { alt: "Çadırlar", albumId: String(album.id) });
    // Visits cache the pages first: the trash must purge them.
    expect((await visit(`/galeri/${album.slug}`)).status).toBe(200);
    expect((await visit(`/galeri/${album.slug}/${photo.id}`)).status).toBe(200);
    expect(await (await visit("/galeri")).text()).toContain("Yaz Kampı");

    expect((await call("DELETE", `/albums/${album.id}?version=${album.version}`)).status).toBe(200);
    expect((await visit(`/galeri/${album.slug}`)).status).toBe(404);
    expect((await visit(`/galeri/${album.slug}/${photo.id}`)).status).toBe(404);
    expect(await (await visit("/galeri")).text()).not.toContain("Yaz Kampı");
    expect((await call<{ albums: AlbumDto[] }>("GET", "/albums")).body.albums).toEqual([]);
    // Its slug stays taken while it waits.
    expect((await call<AlbumDto>("POST", "/albums", { title: "Yaz Kampı" })).body.slug).not.toBe(album.slug);

    const [item] = (await trash()).filter((entry) => entry.kind === "album");
    expect(item).toMatchObject({ kind: "album", id: album.id, title: "Yaz Kampı", slug: album.slug });
    expect(Date.parse(item!.purgeAt) - Date.parse(item!.deletedAt)).toBe(TRASH_DAYS * DAY);

    const restored = await call<AlbumDto>("POST", `/albums/trash/${album.id}/restore`);
    expect(restored.body).toMatchObject({ id: album.id, slug: album.slug, imageCount: 1 });
    expect((await visit(`/galeri/${album.slug}/${photo.id}`)).status).toBe(200);
    expect(await (await visit("/galeri")).text()).toContain("Yaz Kampı");
    expect((await trash()).filter((entry) => entry.kind === "album")).toEqual([]);
    expect((await call("POST", `/albums/trash/${album.id}/restore`)).status).toBe(404);
    expect((await auditSummaries()).filter((entry) => entry.action.startsWith("album.")).map((entry) => entry.summary)).toEqual([
      "“Yaz Kampı” albümü oluşturuldu",
      "“Yaz Kampı” albümü çöp kutusuna taşındı",
      "“Yaz Kampı” albümü oluşturuldu",
      "“Yaz Kampı” albümü çöp kutusundan geri alındı",
    ]);
  });

  it("is removed by the daily cron after 30 days; its photos stay in the media library", async () => {
    const album = (await call<AlbumDto>("POST", "/albums", { title: "Eski Piknik" })).body;
    const photo = await upload("piknik.png", { alt: "Piknik", albumId: String(album.id) });
    await call("DELETE", `/albums/${album.id}?version=${album.version}`);
    await runDailyCron(Date.now() + (TRASH_DAYS - 1) * DAY);
    expect(await env.DB.prepare("SELECT id FROM albums WHERE id = ?").bind(album.id).first()).not.toBeNull();
    await runDailyCron(Date.now() + (TRASH_DAYS + 1) * DAY);
    expect(await env.DB.prepare("SELECT id FROM albums WHERE id = ?").bind(album.id).first()).toBeNull();
    expect(await env.DB.prepare("SELECT album_id, deleted_at FROM images WHERE id = ?").bind(photo.id).first()).toEqual({ album_id: null, deleted_at: null });
    expect(await objectExists(photo.r2Key)).toBe(true);
  });
});

describe("albums in order", () => {
  it("are put in order while another waits in the trash (the trashed one is not asked for)", async () => {
    const gone = (await call<AlbumDto>("POST", "/albums", { title: "Yaz Kampı" })).body;
    const first = (await call<AlbumDto>("POST", "/albums", { title: "Kış Şenliği" })).body;
    const second = (await call<AlbumDto>("POST", "/albums", { title: "Bahar Yürüyüşü" })).body;
    expect((await call("DELETE", `/albums/${gone.id}?version=${gone.version}`)).status).toBe(200);
    expect((await call("POST", "/albums/order", { ids: [second.id, first.id] })).status).toBe(200);
    expect((await call<{ albums: AlbumDto[] }>("GET", "/albums")).body.albums.map((entry) => entry.id)).toEqual([second.id, first.id]);
  });
});

describe("a media-library image in the trash", () => {
  it("answers 404 at its /media addresses at once, leaves the library and the texts, and comes back whole", async () => {
    const picture = await upload("kermes.png", { alt: "Kermes masası" });
    const cover = await upload("kapak.png", { alt: "Kapak" });
    const { body: item } = await call<NewsDto>("POST", "/news", newsWithText("Kermes", "Masalar", { body: doc(p("Masalar hazır."), p(image(picture.url, "Kermes masası", 1, 1))), coverImageId: cover.id }));
    for (const key of publicKeysOf(picture.r2Key)) expect((await visit(`/media/${key}`)).status, key).toBe(200);
    expect(await (await visit(`/gundem/${item.slug}`)).text()).toContain(picture.url);

    // In use: the editor is told where first.
    const refused = await call<{ statusMessage: string }>("DELETE", `/images/${picture.id}?version=${picture.version}`);
    expect(refused.status).toBe(409);
    expect(refused.body.statusMessage).toContain("Çöp kutusuna taşırsanız bu yerlerden kaldırılır");
    expect((await call("DELETE", `/images/${picture.id}?version=${picture.version}&force=1`)).status).toBe(200);
    expect((await call("DELETE", `/images/${cover.id}?version=${cover.version}&force=1`)).status).toBe(200);

    for (const key of publicKeysOf(picture.r2Key)) {
      expect((await visit(`/media/${key}`)).status, key).toBe(404);
      expect((await visit(`/media/trash/${key}`)).status, key).toBe(404);
    }
    // The public page shows neither the picture nor the cover (no broken image), and the text's Geçmiş keeps the version with it.
    const page = await (await visit(`/gundem/${item.slug}`)).text();
    expect(page).not.toContain(picture.url);
    expect(page).not.toContain(cover.r2Key);
    expect((await call<NewsDto>("GET", `/news/${item.id}`)).body.coverImage).toBeNull();
    expect((await library()).map((entry) => entry.id)).toEqual([]);
    const trashed = (await trash()).map((entry) => [entry.kind, entry.id, entry.title]);
    expect(trashed).toHaveLength(2);
    expect(trashed).toEqual(expect.arrayContaining([
      ["image", cover.id, "Kapak"],
      ["image", picture.id, "Kermes masası"],
    ]));

    const restored = await call<ImageDto>("POST", `/images/trash/${picture.id}/restore`);
    expect(restored.status).toBe(200);
    for (const key of publicKeysOf(picture.r2Key)) expect((await visit(`/media/${key}`)).status, key).toBe(200);
    expect((await library()).map((entry) => entry.id)).toEqual([picture.id]);
    expect((await auditSummaries()).filter((entry) => entry.action.startsWith("image.")).map((entry) => entry.action)).toEqual([
      "image.upload",
      "image.upload",
      "image.trash",
      "image.trash",
      "image.untrash",
    ]);
  });

  it("is no cover even when an editor's open form saves it back as one", async () => {
    const cover = await upload("kapak.png", { alt: "Kapak" });
    const { body: item } = await call<NewsDto>("POST", "/news", newsWithText("Kermes", "Masalar", { coverImageId: cover.id, status: "published" }));
    expect(await (await visit(`/gundem/${item.slug}`)).text()).toContain(cover.r2Key);
    expect((await call("DELETE", `/images/${cover.id}?version=${cover.version}&force=1`)).status).toBe(200);
    // A form opened before the trash still names the picture and saves it back (as a restored revision would).
    await env.DB.prepare("UPDATE news SET cover_image_id = ?, social_image_id = ? WHERE id = ?").bind(cover.id, cover.id, item.id).run();
    const page = await (await visit(`/gundem/${item.slug}?yeniden=1`)).text();
    expect(page).toContain("Kermes");
    expect(page).not.toContain(cover.r2Key);
    expect(await (await visit("/gundem")).text()).not.toContain(cover.r2Key);
  });

  it("used only as a news item's social picture, is reported as used before it goes, and the item falls back to its cover", async () => {
    const social = await upload("afis.png", { alt: "Afiş" });
    const { body: item } = await call<NewsDto>("POST", "/news", newsWithText("Konser", "Metin", { socialImageId: social.id }));
    const refused = await call<{ statusMessage: string }>("DELETE", `/images/${social.id}?version=${social.version}`);
    expect(refused.status).toBe(409);
    expect(refused.body.statusMessage).toContain("“Konser” haberi");
    expect((await call("DELETE", `/images/${social.id}?version=${social.version}&force=1`)).status).toBe(200);
    expect((await call<NewsDto>("GET", `/news/${item.id}`)).body.socialImage).toBeNull();
  });

  it("is removed by the daily cron after 30 days, with every file it had in R2", async () => {
    const picture = await upload("eski.png", { alt: "Eski afiş" });
    const files = (await env.MEDIA.list()).objects.map((object) => object.key).filter((key) => key.includes(picture.r2Key.split("/")[1]!.slice(0, 36)));
    expect(files.length).toBeGreaterThanOrEqual(3);
    await call("DELETE", `/images/${picture.id}?version=${picture.version}`);
    await runDailyCron(Date.now() + (TRASH_DAYS - 1) * DAY);
    expect(await env.DB.prepare("SELECT id FROM images WHERE id = ?").bind(picture.id).first()).not.toBeNull();
    expect(await objectExists(`trash/${picture.r2Key}`)).toBe(true);

    await runDailyCron(Date.now() + (TRASH_DAYS + 1) * DAY);
    expect(await env.DB.prepare("SELECT id FROM images WHERE id = ?").bind(picture.id).first()).toBeNull();
    for (const key of files) {
      expect(await objectExists(key), key).toBe(false);
      expect(await objectExists(`trash/${key}`), key).toBe(false);
    }
  });
});

describe("removing for good from the trash", () => {
  it("writes its audit entry in the same batch: parallel removals of one album or image record one removal", async () => {
    const album = (await call<AlbumDto>("POST", "/albums", { title: "Çift Tık" })).body;
    await call("DELETE", `/albums/${album.id}?version=${album.version}`);
    const picture = await upload("cift.png", { alt: "Çift tık" });
    await call("DELETE", `/images/${picture.id}?version=${picture.version}`);

    // An editor's double click: the same removal sent three times at once.
    const albumStatuses = (await Promise.all([1, 2, 3].map(() => call("DELETE", `/albums/trash/${album.id}`)))).map((answer) => answer.status);
    const imageStatuses = (await Promise.all([1, 2, 3].map(() => call("DELETE", `/images/trash/${picture.id}`)))).map((answer) => answer.status);
    expect(albumStatuses.sort()).toEqual([200, 404, 404]);
    expect(imageStatuses.sort()).toEqual([200, 404, 404]);
    const purges = (await auditSummaries()).filter((entry) => entry.action.endsWith(".purge"));
    expect(purges.map((entry) => entry.summary)).toEqual(["“Çift Tık” albümü kalıcı olarak silindi", "Görsel kalıcı olarak silindi: Çift tık"]);
  });
});

describe("an image whose files cannot all be moved to the trash", () => {
  it("is in the trash all the same: the answer is 200, its album's cached pages are purged, the failure is logged", async () => {
    const album = (await call<AlbumDto>("POST", "/albums", { title: "Uzun Adlar" })).body;
    const photo = await upload("uzun.png", { alt: "Uzun adlı fotoğraf", albumId: String(album.id) });
    // A file R2 cannot move under the trash prefix: its key would pass R2's 1,024-byte limit there.
    const longKey = `images/${"uzun-".repeat(200)}${"x".repeat(1020 - 7 - 1000 - 4)}.png`;
    expect(longKey.length).toBe(1020);
    await env.MEDIA.put(longKey, tinyImageFor("image/png"));
    await env.DB.prepare("UPDATE images SET r2_key = ? WHERE id = ?").bind(longKey, photo.id).run();
    expect(await (await visit(`/galeri/${album.slug}`)).text()).toContain("Uzun adlı fotoğraf");

    const errors: string[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args.map(String).join(" "));
    try {
      const answer = await call("DELETE", `/images/${photo.id}?version=${photo.version}&force=1`);
      expect(answer.status).toBe(200);
    } finally {
      console.error = original;
    }
    expect(await (await visit(`/galeri/${album.slug}`)).text()).not.toContain("Uzun adlı fotoğraf");
    expect((await trash()).map((entry) => [entry.kind, entry.id])).toEqual([["image", photo.id]]);
    expect(errors.join("\n")).toContain("image_file_to_trash_failed");
  });
});

describe("a trashed image's alt text", () => {
  it("cannot be changed through the address a text holds, nor through the gallery", async () => {
    const picture = await upload("atik.png", { alt: "Eski metin" });
    await call("DELETE", `/images/${picture.id}?version=${picture.version}`);
    const byAddress = await call<{ statusMessage: string }>("PUT", "/library/alt", { url: picture.url, alt: "Yeni metin" });
    expect(byAddress.status).toBe(404);
    expect(byAddress.body.statusMessage).toBe("Bu görsel çöp kutusunda. Değiştirmek için önce çöp kutusundan geri alın.");
    const byId = await call<{ statusMessage: string }>("PUT", `/images/${picture.id}`, { alt: "Yeni metin", caption: "", albumId: null, version: picture.version + 1 });
    expect(byId.status).toBe(404);
    expect(byId.body.statusMessage).toBe("Bu görsel çöp kutusunda. Değiştirmek için önce çöp kutusundan geri alın.");
    const [row] = (await env.DB.prepare("SELECT alt FROM images WHERE id = ?").bind(picture.id).all<{ alt: string }>()).results;
    expect(row!.alt).toBe("Eski metin");
    expect((await trash()).map((entry) => entry.title)).toEqual(["Eski metin"]);
  });
});
