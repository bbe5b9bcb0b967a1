import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import type { EventDto, ImageDto, NewsDto, PageDto, Restored, RevisionListItem } from "../../src/shared/admin-contract";
import { doc, image, p } from "../../src/shared/richtext/build";
import { createAccount, resetAccounts, sessionCookie } from "../support/accounts";
import { apiCaller } from "../support/admin-api";
import { eventWithText, newsWithText } from "../support/content";
import { runDailyCron, visit } from "../support/fetch";
import { uploadImage } from "../support/uploads";

/**
 * A picture in the trash or gone for good never comes back through an old revision, and deleting
 * one for good leaves nothing in D1 that names it (its id, or its file's address).
 */
let session = "";
const call = apiCaller(() => session);

beforeEach(async () => {
  await env.DB.batch(
    ["audit_log", "revisions", "news", "events", "images", "albums", "newsletter_issues", "slug_history"].map((table) => env.DB.prepare(`DELETE FROM ${table}`)),
  );
  await env.DB.prepare("DELETE FROM pages WHERE key = 'about'").run();
  await env.DB.prepare(`INSERT INTO pages (key, title, summary, body, fields) VALUES ('about', 'Hakkımızda', '', '{"root":{"type":"root","children":[]}}', '{}')`).run();
  await resetAccounts();
  session = (await sessionCookie((await createAccount("admin")).id)).cookie;
});

const upload = (name: string, alt: string) => uploadImage(session, name, { alt });
/** What every file of an image has in its R2 key (the full copy and each WebP width). */
const fileMark = (picture: ImageDto) => picture.r2Key.split("/")[1]!.slice(0, 36);
const toTrash = async (picture: ImageDto) => expect((await call("DELETE", `/images/${picture.id}?version=${picture.version}&force=1`)).status).toBe(200);
const firstRevision = async (path: string) => (await call<{ revisions: RevisionListItem[] }>("GET", `${path}/revisions`)).body.revisions.at(-1)!;

describe("restoring a revision that showed a picture now in the trash", () => {
  it("of a news item leaves the picture, the cover and the social picture out, and names them", async () => {
    const picture = await upload("kermes.png", "Kermes masası");
    const cover = await upload("kapak.png", "Kapak");
    const kept = await upload("kalan.png", "Gönüllüler");
    const body = doc(p("Masalar hazır."), p(image(picture.url, "Kermes masası", 1, 1)), p(image(kept.url, "Gönüllüler", 1, 1)));
    const { body: item } = await call<NewsDto>("POST", "/news", newsWithText("Kermes", "", { body, coverImageId: cover.id, socialImageId: cover.id }));
    await toTrash(picture);
    await toTrash(cover);

    const { version } = (await call<NewsDto>("GET", `/news/${item.id}`)).body;
    const restored = await call<Restored<NewsDto>>("POST", `/news/${item.id}/revisions/${(await firstRevision(`/news/${item.id}`)).id}/restore`, { version });
    expect(restored.status).toBe(200);
    expect(restored.body.notice).toContain("“Kermes masası” (metin)");
    expect(restored.body.notice).toContain("“Kapak” (kapak görseli)");
    expect(restored.body.notice).toContain("“Kapak” (paylaşım görseli)");
    expect(restored.body.notice).not.toContain("Gönüllüler");

    const page = await (await visit(`/gundem/${item.slug}`)).text();
    expect(page).toContain("Masalar hazır.");
    expect(page).toContain(fileMark(kept));
    expect(page).not.toContain(fileMark(picture));
    expect(page).not.toContain(fileMark(cover));
    const row = await env.DB.prepare("SELECT body, cover_image_id, social_image_id FROM news WHERE id = ?").bind(item.id).first<Record<string, unknown>>();
    expect(row).toMatchObject({ cover_image_id: null, social_image_id: null });
    expect(String(row!.body)).not.toContain(picture.url);
  });

  it("of a page text leaves the picture out and names it; a restore with every picture in place says nothing", async () => {
    const picture = await upload("lokal.png", "Dernek lokali");
    const { version } = (await call<PageDto>("GET", "/pages/about")).body;
    const body = doc(p("1987'de kurulduk."), p(image(picture.url, "Dernek lokali", 1, 1)));
    await call("PUT", "/pages/about", { title: "Hakkımızda", summary: "", body, fields: {}, version });
    await call("PUT", "/pages/about", { title: "Hakkımızda", summary: "", body: doc(p("Kısa.")), fields: {}, version: version + 1 });
    const withPicture = await firstRevision("/pages/about");

    const whole = await call<Restored<PageDto>>("POST", `/pages/about/revisions/${withPicture.id}/restore`, { version: version + 2 });
    expect(whole.body.notice).toBeNull();
    expect(await (await visit("/hakkimizda")).text()).toContain(fileMark(picture));

    await toTrash(picture);
    const { version: now } = (await call<PageDto>("GET", "/pages/about")).body;
    const restored = await call<Restored<PageDto>>("POST", `/pages/about/revisions/${withPicture.id}/restore`, { version: now });
    expect(restored.status).toBe(200);
    expect(restored.body.notice).toContain("“Dernek lokali” (metin)");
    const page = await (await visit("/hakkimizda")).text();
    expect(page).toContain("1987");
    expect(page).not.toContain(fileMark(picture));
  });

  it("of an event whose picture is gone for good (no row left) leaves it out too", async () => {
    const event = eventWithText("Söyleşi", "Konuk yazar");
    const { body: created } = await call<EventDto>("POST", "/events", event);
    // A revision saved before this release, naming a file and a cover that no longer exist.
    const old = { ...event, slug: created.slug, body: doc(p("Eski metin"), p(image("/media/images/yok/full.png", "Afiş", 1, 1))), coverImageId: 987654, publishAt: created.publishAt };
    const { meta } = await env.DB.prepare("INSERT INTO revisions (target, version, reason, actor_name, at, data) VALUES (?, 1, 'save', 'Eski', ?, ?)")
      .bind(`event:${created.id}`, Date.now(), JSON.stringify(old))
      .run();
    const restored = await call<Restored<EventDto>>("POST", `/events/${created.id}/revisions/${meta.last_row_id}/restore`, { version: 1 });
    expect(restored.status).toBe(200);
    expect(restored.body.notice).toContain("“Afiş” (metin)");
    expect(restored.body.notice).toContain("(kapak görseli)");
    expect(JSON.stringify(restored.body.body)).toContain("Eski metin");
    expect(JSON.stringify(restored.body.body)).not.toContain("/media/images/yok/");
    expect(restored.body.coverImage).toBeNull();
  });
});

describe("moving an image to the trash", () => {
  it("takes it out of pending drafts and bulletins too; a stale request changes nothing", async () => {
    const picture = await upload("afis.png", "Afiş");
    const withPicture = doc(p("Metin"), p(image(picture.url, "Afiş", 1, 1)));
    const { body: item } = await call<NewsDto>("POST", "/news", newsWithText("Kermes", "Yayındaki metin", { coverImageId: picture.id }));
    expect((await call("PUT", `/news/${item.id}/draft`, { ...newsWithText("Kermes", "", { body: withPicture, publishAt: item.publishAt, slug: item.slug }), version: 1 })).status).toBe(200);
    expect((await call("POST", "/newsletter/issues", { subject: "Kasım bülteni", doc: withPicture })).status).toBe(201);
    const naming = async () => {
      const draft = await env.DB.prepare("SELECT pending_draft AS text, cover_image_id AS cover FROM news WHERE id = ?").bind(item.id).first<{ text: string; cover: number | null }>();
      const bulletin = await env.DB.prepare("SELECT body AS text FROM newsletter_issues").first<{ text: string }>();
      return { draft: draft!.text.includes(fileMark(picture)), bulletin: bulletin!.text.includes(fileMark(picture)), cover: draft!.cover === picture.id };
    };

    expect((await call("DELETE", `/images/${picture.id}?version=${picture.version + 5}&force=1`)).status).toBe(409);
    expect(await naming()).toEqual({ draft: true, bulletin: true, cover: true });
    await toTrash(picture);
    expect(await naming()).toEqual({ draft: false, bulletin: false, cover: false });
    // The editor who has the draft open is told it changed rather than saving the picture back.
    expect((await call<NewsDto>("GET", `/news/${item.id}`)).body.version).toBe(3);
  });
});

/** Every column of every table that names the image: an *_image_id column holding its id, its file's key anywhere, or its id as a cover or social picture in saved JSON. */
async function rowsNaming(picture: ImageDto): Promise<string[]> {
  const tables = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations'").all<{ name: string }>();
  const inJson = new RegExp(`"(coverImageId|socialImageId)":${picture.id}[,}]`);
  const found: string[] = [];
  for (const { name } of tables.results) {
    // The audit log keeps that the image was deleted ("image:N"): that is its record, not a use.
    if (name === "audit_log") continue;
    for (const row of (await env.DB.prepare(`SELECT * FROM "${name}"`).all<Record<string, unknown>>()).results) {
      for (const [column, value] of Object.entries(row)) {
        const names = (column.endsWith("image_id") && value === picture.id) || (typeof value === "string" && (value.includes(fileMark(picture)) || inJson.test(value)));
        if (names) found.push(`${name}.${column}`);
      }
    }
  }
  return found;
}

describe("deleting an image for good", () => {
  it("leaves no row in any table that names it: texts, covers, social pictures, pending drafts, revisions, bulletins", async () => {
    const picture = await upload("afis.png", "Afiş");
    const withPicture = doc(p("Metin"), p(image(picture.url, "Afiş", 1, 1)));
    const { body: item } = await call<NewsDto>("POST", "/news", newsWithText("Kermes", "", { body: withPicture, coverImageId: picture.id, socialImageId: picture.id }));
    // Its unpublished changes show the picture too.
    const drafted = await call("PUT", `/news/${item.id}/draft`, { ...newsWithText("Kermes", "", { body: withPicture, coverImageId: picture.id, publishAt: item.publishAt, slug: item.slug }), version: 1 });
    expect(drafted.status).toBe(200);
    expect((await call("POST", "/events", eventWithText("Söyleşi", "", { body: withPicture, socialImageId: picture.id }))).status).toBe(201);
    const { version } = (await call<PageDto>("GET", "/pages/about")).body;
    expect((await call("PUT", "/pages/about", { title: "Hakkımızda", summary: "", body: withPicture, fields: {}, version })).status).toBe(200);
    expect((await call("POST", "/newsletter/issues", { subject: "Kasım bülteni", doc: withPicture })).status).toBe(201);
    expect(await rowsNaming(picture)).not.toEqual([]);

    await toTrash(picture);
    // A form opened before the trash saves the picture back as cover and social picture.
    await env.DB.prepare("UPDATE news SET cover_image_id = ?, social_image_id = ? WHERE id = ?").bind(picture.id, picture.id, item.id).run();
    expect((await call("DELETE", `/images/trash/${picture.id}`)).status).toBe(200);

    expect(await rowsNaming(picture)).toEqual([]);
    // What the texts kept is still there.
    expect(await (await visit(`/gundem/${item.slug}`)).text()).toContain("Metin");
  });
});

describe("the daily cron and editors' unused uploads", () => {
  it("keeps a picture only a pending draft or a bulletin shows; one it removes leaves no revision naming it", async () => {
    const inDraft = await uploadImage(session, "taslakta.png", { alt: "Taslakta", source: "editor" });
    const inBulletin = await uploadImage(session, "bultende.png", { alt: "Bültende", source: "editor" });
    const takenOut = await uploadImage(session, "cikarildi.png", { alt: "Çıkarıldı", source: "editor" });
    const shows = (picture: ImageDto) => doc(p("Metin"), p(image(picture.url, picture.alt, 1, 1)));
    const { body: item } = await call<NewsDto>("POST", "/news", newsWithText("Kermes", "", { body: shows(takenOut) }));
    // Taken out of the text again: only the first revision still shows it.
    expect((await call("PUT", `/news/${item.id}`, { ...newsWithText("Kermes", "Metin", { publishAt: item.publishAt, slug: item.slug }), version: 1 })).status).toBe(200);
    expect((await call("PUT", `/news/${item.id}/draft`, { ...newsWithText("Kermes", "", { body: shows(inDraft), publishAt: item.publishAt, slug: item.slug }), version: 2 })).status).toBe(200);
    expect((await call("POST", "/newsletter/issues", { subject: "Kasım bülteni", doc: shows(inBulletin) })).status).toBe(201);
    await env.DB.prepare("UPDATE images SET created_at = ?").bind(Date.now() - 8 * 24 * 60 * 60 * 1000).run();

    await runDailyCron(Date.now());

    const left = (await env.DB.prepare("SELECT id FROM images ORDER BY id").all<{ id: number }>()).results.map((row) => row.id);
    expect(left).toEqual([inDraft.id, inBulletin.id]);
    expect(await rowsNaming(takenOut)).toEqual([]);
  });
});
