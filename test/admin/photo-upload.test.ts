import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { ImageDto } from "../../src/shared/admin-contract";
import { srcsetOf } from "../../src/shared/media-variants";
import { createAccount, resetAccounts, sessionCookie } from "../support/accounts";
import { ORIGIN, visit } from "../support/fetch";
import { drawPng, hasMetadata, withExif } from "../support/photos";

let cookie = "";

beforeAll(async () => {
  await resetAccounts();
  cookie = (await sessionCookie((await createAccount("editor")).id)).cookie;
});

function upload(bytes: Uint8Array, name: string, type: string): Promise<Response> {
  const form = new FormData();
  form.set("file", new File([bytes], name, { type }));
  form.set("alt", "Şenlikte çocuklar");
  return visit("/api/images", { method: "POST", headers: { cookie, origin: ORIGIN }, body: form });
}

async function phonePhoto(): Promise<Uint8Array> {
  const png = await drawPng(1600, 1200, (x, y) => [(x * 7) & 255, (y * 5) & 255, ((x + y) * 3) & 255]);
  const jpeg = await env.IMAGES.input(new Blob([png]).stream()).output({ format: "image/jpeg" });
  return withExif(new Uint8Array(await new Response(jpeg.image()).arrayBuffer()), 6);
}

const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());

describe("uploading a phone photo", () => {
  it("serves it upright, without EXIF or GPS, at every width, and keeps the original private", async () => {
    const response = await upload(await phonePhoto(), "IMG_2041.JPG", "image/jpeg");
    expect(response.status).toBe(201);
    const image = await response.json<ImageDto>();
    expect(image).toMatchObject({ contentType: "image/jpeg", width: 1200, height: 1600 });
    expect(image.url).toMatch(/\/full\.jpg$/);

    const full = await visit(image.url);
    expect(full.status).toBe(200);
    expect(hasMetadata(await bytesOf(full))).toBe(false);
    const widths = srcsetOf(image.r2Key)!.split(", ").map((entry) => entry.split(" ") as [string, string]);
    expect(widths.map(([, w]) => w)).toEqual(["320w", "640w", "960w", "1200w"]);
    for (const [url] of widths) {
      const variant = await visit(url);
      expect(variant.status, url).toBe(200);
      expect(variant.headers.get("content-type")).toBe("image/webp");
      expect(hasMetadata(await bytesOf(variant)), url).toBe(false);
    }

    // The untouched upload is in R2, with its EXIF, and /media refuses to serve it.
    const originals = (await env.MEDIA.list({ prefix: "originals/" })).objects.map((object) => object.key);
    const original = originals.find((key) => image.r2Key.includes(key.slice("originals/".length, "originals/".length + 36)))!;
    expect(hasMetadata(new Uint8Array(await (await env.MEDIA.get(original))!.arrayBuffer()))).toBe(true);
    const refused = await visit(`/media/${original}`);
    expect(refused.status).toBe(404);
  });

  it("refuses a file whose bytes only start like a JPEG, in Turkish, storing nothing", async () => {
    const before = (await env.MEDIA.list()).objects.length;
    const rows = await env.DB.prepare("SELECT count(*) AS n FROM images").first<{ n: number }>();
    const fake = new Uint8Array(2048);
    fake.set([0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x03, 0x00, 0x04, 0x00]);
    const response = await upload(fake, "bozuk.jpg", "image/jpeg");
    expect(response.status).toBe(415);
    expect((await response.json<{ statusMessage: string }>()).statusMessage).toBe(
      "Bu dosya okunamadı: bozuk ya da eksik bir görsel olabilir. Lütfen dosyayı yeniden kaydedip tekrar yükleyin.",
    );
    expect((await env.MEDIA.list()).objects.length).toBe(before);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM images").first<{ n: number }>()).toEqual(rows);
  });
});

describe("an album photo without a description", () => {
  const api = (path: string, init: { method: string; body?: unknown }) =>
    visit(`/api${path}`, { method: init.method, headers: { cookie, origin: ORIGIN, "content-type": "application/json" }, body: JSON.stringify(init.body) });

  it("never takes its file name as alt text, and stays off the public album until an editor describes it", async () => {
    const album = await (await api("/albums", { method: "POST", body: { title: "Kermes Kareleri" } })).json<{ id: number; slug: string }>();
    const form = new FormData();
    form.set("file", new File([await phonePhoto()], "IMG_20261126_101500.jpg", { type: "image/jpeg" }));
    form.set("albumId", String(album.id));
    const uploaded = await visit("/api/images", { method: "POST", headers: { cookie, origin: ORIGIN }, body: form });
    expect(uploaded.status).toBe(201);
    const image = await uploaded.json<ImageDto & { version: number }>();
    expect(image.alt).toBe("");

    const albumPage = async () => ({ album: await (await visit(`/galeri/${album.slug}`)).text(), index: await (await visit("/galeri")).text() });
    const hidden = await albumPage();
    expect(hidden.album).not.toContain(image.r2Key);
    expect(hidden.album).not.toContain("IMG 20261126");
    expect(hidden.index).not.toContain(`/galeri/${album.slug}"`);

    const described = await api(`/images/${image.id}`, { method: "PUT", body: { alt: "Kermeste gözleme yapan gönüllüler", caption: "", albumId: album.id, version: image.version } });
    expect(described.status).toBe(200);
    const shown = await albumPage();
    expect(shown.album).toContain('alt="Kermeste gözleme yapan gönüllüler"');
    expect(shown.index).toContain(`/galeri/${album.slug}"`);
  });
});
