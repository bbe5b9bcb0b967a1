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
