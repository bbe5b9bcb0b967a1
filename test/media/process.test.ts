import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { sniffImage } from "../../src/services/media/image-type";
import { storeImageVariants, UnreadableImageError } from "../../src/services/media/process";
import { parseFullKey, variantKeys } from "../../src/shared/media-variants";
import { drawPng, hasMetadata, pngPixel, withExif } from "../support/photos";

const read = async (key: string) => {
  const object = await env.MEDIA.get(key);
  return object ? { bytes: new Uint8Array(await object.arrayBuffer()), type: object.httpMetadata?.contentType } : null;
};

/** Red on the left half, blue on the right: after a quarter turn clockwise, red is on top. */
const halves = (width: number, height: number) => drawPng(width, height, (x) => (x < width / 2 ? [230, 20, 20] : [20, 20, 230]));

/** A phone photo: 1200×800 JPEG stored sideways (Orientation=6) with a GPS position. */
async function phonePhoto(): Promise<Uint8Array> {
  const jpeg = await env.IMAGES.input(new Blob([await halves(1200, 800)]).stream()).output({ format: "image/jpeg" });
  return withExif(new Uint8Array(await new Response(jpeg.image()).arrayBuffer()), 6);
}

async function allKeys(): Promise<string[]> {
  return (await env.MEDIA.list()).objects.map((object) => object.key).sort();
}

beforeEach(async () => {
  const keys = await allKeys();
  if (keys.length) await env.MEDIA.delete(keys);
});

describe("variants made by the Images binding", () => {
  it("turns a sideways phone photo upright, strips its EXIF and GPS, and stores every width", async () => {
    const photo = await phonePhoto();
    expect(hasMetadata(photo)).toBe(true);
    const sniffed = sniffImage(photo)!;
    expect(sniffed).toMatchObject({ width: 1200, height: 800 });

    const stored = await storeImageVariants(env.IMAGES, env.MEDIA, photo, sniffed);
    // Upright: the quarter turn swapped width and height.
    expect(stored).toMatchObject({ width: 800, height: 1200, contentType: "image/jpeg" });
    const set = parseFullKey(stored.publicKey)!;
    expect(set).toMatchObject({ width: 800, height: 1200, format: "jpg" });
    expect(await allKeys()).toEqual([...variantKeys(set), stored.originalKey].sort());

    for (const key of variantKeys(set)) {
      const file = (await read(key))!;
      expect(hasMetadata(file.bytes), key).toBe(false);
      const info = await env.IMAGES.info(new Blob([file.bytes]).stream());
      const width = Number(/\/w(\d+)\.webp$/.exec(key)?.[1] ?? 800);
      expect(info, key).toMatchObject({ format: key.endsWith(".webp") ? "image/webp" : "image/jpeg", width, height: width * 1.5 });
    }
    const full = (await read(stored.publicKey))!;
    expect(full.type).toBe("image/jpeg");
    expect(stored.byteSize).toBe(full.bytes.byteLength);

    // Red is on top now: the top-centre pixel is red, the bottom-centre one blue.
    const rgb = await env.IMAGES.input(new Blob([full.bytes]).stream()).transform({ width: 8 }).output({ format: "image/png" });
    const small = new Uint8Array(await new Response(rgb.image()).arrayBuffer());
    expect(sniffImage(small)).toMatchObject({ width: 8, height: 12 });
    const [topRed, , topBlue] = await pngPixel(small, 4, 1);
    const [bottomRed, , bottomBlue] = await pngPixel(small, 4, 10);
    expect(topRed).toBeGreaterThan(180);
    expect(topBlue).toBeLessThan(80);
    expect(bottomBlue).toBeGreaterThan(180);
    expect(bottomRed).toBeLessThan(80);

    // The original is kept byte for byte, privately.
    expect((await read(stored.originalKey))!.bytes).toEqual(photo);
  });

  it("keeps PNGs as PNG (transparency) and never enlarges a small image", async () => {
    const png = await halves(200, 100);
    const stored = await storeImageVariants(env.IMAGES, env.MEDIA, png, sniffImage(png)!);
    expect(stored).toMatchObject({ width: 200, height: 100, contentType: "image/png" });
    expect(stored.publicKey).toMatch(/^images\/[0-9a-f-]{36}-200x100\/full\.png$/);
    expect(await allKeys()).toEqual([...variantKeys(parseFullKey(stored.publicKey)!), stored.originalKey].sort());
  });

  it("leaves nothing behind when the bytes only pretend to be an image", async () => {
    const fake = new Uint8Array(4096);
    fake.set([0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x03, 0x00, 0x04, 0x00]);
    const sniffed = sniffImage(fake)!;
    expect(sniffed).toMatchObject({ contentType: "image/jpeg" });
    await expect(storeImageVariants(env.IMAGES, env.MEDIA, fake, sniffed)).rejects.toBeInstanceOf(UnreadableImageError);
    expect(await allKeys()).toEqual([]);
  });

  it("leaves nothing behind when storage fails half-way", async () => {
    const png = await halves(700, 300);
    let puts = 0;
    const failing = new Proxy(env.MEDIA, {
      get(target, property) {
        if (property === "put") {
          return (...args: Parameters<R2Bucket["put"]>) => (++puts === 3 ? Promise.reject(new Error("R2 unavailable")) : target.put(...args));
        }
        const value = Reflect.get(target, property) as unknown;
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    await expect(storeImageVariants(env.IMAGES, failing, png, sniffImage(png)!)).rejects.toThrow("R2 unavailable");
    expect(puts).toBe(3);
    expect(await allKeys()).toEqual([]);
  });
});
