import { describe, expect, it } from "vitest";
import { fullKey, originalKey, parseFullKey, srcsetOf, variantFolder, variantKeys, variantWidths, webpKey } from "../../src/shared/media-variants";

const uuid = "0f8fad5b-d9cb-469f-a165-70867728950e";

describe("variant keys", () => {
  it("makes WebP copies at the standard widths below the full width, and at the full width", () => {
    expect(variantWidths(4032)).toEqual([320, 640, 960, 1280, 1920, 4032]);
    expect(variantWidths(960)).toEqual([320, 640, 960]);
    expect(variantWidths(1000)).toEqual([320, 640, 960, 1000]);
    expect(variantWidths(200)).toEqual([200]);
  });

  it("names the folder by the upright size, so an address alone yields its set", () => {
    const folder = variantFolder(uuid, 3024, 4032);
    expect(folder).toBe(`images/${uuid}-3024x4032`);
    expect(fullKey(folder, "jpg")).toBe(`images/${uuid}-3024x4032/full.jpg`);
    expect(webpKey(folder, 640)).toBe(`images/${uuid}-3024x4032/w640.webp`);
    expect(originalKey(uuid, "jpg")).toBe(`originals/${uuid}.jpg`);
    expect(parseFullKey(`images/${uuid}-3024x4032/full.jpg`)).toEqual({ folder, width: 3024, height: 4032, format: "jpg" });
  });

  it("lists every public file of a set, for deleting and purging", () => {
    const set = parseFullKey(`images/${uuid}-700x500/full.png`)!;
    expect(variantKeys(set)).toEqual([
      `images/${uuid}-700x500/full.png`,
      `images/${uuid}-700x500/w320.webp`,
      `images/${uuid}-700x500/w640.webp`,
      `images/${uuid}-700x500/w700.webp`,
    ]);
  });

  it.each(["uploads/2026/01/x.jpg", "demo/foto.jpg", `images/${uuid}-0x10/full.jpg`, `images/${uuid}-10x10/full.webp`, `images/../${uuid}-10x10/full.jpg`])(
    "treats %s as a file without variants",
    (key) => {
      expect(parseFullKey(key)).toBeNull();
      expect(srcsetOf(key)).toBeNull();
    },
  );
});

describe("srcset", () => {
  it("offers every WebP copy with its width descriptor", () => {
    expect(srcsetOf(`images/${uuid}-1500x1000/full.jpg`)).toBe(
      [320, 640, 960, 1280, 1500].map((w) => `/media/images/${uuid}-1500x1000/w${w}.webp ${w}w`).join(", "),
    );
  });
});
