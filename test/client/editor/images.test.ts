import { describe, expect, it } from "vitest";
import {
  clampProgress,
  IMAGE_ACCEPT,
  IMAGE_SIZE_ERROR,
  IMAGE_TYPE_ERROR,
  MAX_IMAGE_BYTES,
  normalizeImageSize,
  uploadErrorMessage,
  validateImageFile,
} from "../../../client/editor/utils/images";

const file = (type: string, size = 1000, name = "resim") => ({ type, size, name });

describe("validateImageFile", () => {
  it.each(["image/png", "image/gif", "image/jpeg", "image/bmp", "image/x-icon"])("accepts %s", (type) => {
    expect(validateImageFile(file(type))).toBeNull();
  });

  it("reads image/vnd.microsoft.icon as an .ico", () => {
    expect(validateImageFile(file("image/vnd.microsoft.icon"))).toBeNull();
  });

  it.each(["image/svg+xml", "image/webp", "text/html", "application/pdf", "image/png-fake"])("refuses %s in Turkish", (type) => {
    expect(validateImageFile(file(type))).toBe(IMAGE_TYPE_ERROR);
  });

  it("falls back on the extension when the browser reports no type", () => {
    expect(validateImageFile(file("", 10, "logo.ICO"))).toBeNull();
    expect(validateImageFile(file("", 10, "foto.jpeg"))).toBeNull();
    expect(validateImageFile(file("", 10, "belge.svg"))).toBe(IMAGE_TYPE_ERROR);
    expect(validateImageFile(file("", 10, "adsiz"))).toBe(IMAGE_TYPE_ERROR);
  });

  it("accepts exactly 20 MB and refuses a byte more", () => {
    expect(validateImageFile(file("image/png", MAX_IMAGE_BYTES))).toBeNull();
    expect(validateImageFile(file("image/png", MAX_IMAGE_BYTES + 1))).toBe(IMAGE_SIZE_ERROR);
    expect(IMAGE_SIZE_ERROR).toBe("Dosya 20 MB'tan büyük olamaz.");
    expect(MAX_IMAGE_BYTES).toBe(20 * 1024 * 1024);
    expect(IMAGE_TYPE_ERROR).toBe("Bu dosya türü desteklenmiyor. PNG, GIF, JPEG, BMP veya ICO yükleyin.");
  });

  it("reports the type before the size", () => {
    expect(validateImageFile(file("image/webp", MAX_IMAGE_BYTES * 2))).toBe(IMAGE_TYPE_ERROR);
  });

  it("gives the file picker the five types, the .ico alias and their extensions", () => {
    expect(IMAGE_ACCEPT.split(",")).toEqual([
      "image/png",
      "image/gif",
      "image/jpeg",
      "image/bmp",
      "image/x-icon",
      "image/vnd.microsoft.icon",
      ".png",
      ".gif",
      ".jpg",
      ".jpeg",
      ".bmp",
      ".ico",
    ]);
  });
});

describe("image sizes and progress", () => {
  it("keeps whole positive sizes, rounds fractions, drops junk", () => {
    expect(normalizeImageSize(640, 480)).toEqual({ width: 640, height: 480 });
    expect(normalizeImageSize(640.4, 479.6)).toEqual({ width: 640, height: 480 });
    expect(normalizeImageSize(0, 480)).toEqual({});
    expect(normalizeImageSize("640", 480)).toEqual({});
    expect(normalizeImageSize(Number.NaN, 1)).toEqual({});
    expect(normalizeImageSize(640, undefined)).toEqual({});
  });

  it("scales sizes beyond the whitelist's 10000 px down, keeping the ratio", () => {
    expect(normalizeImageSize(20_000, 5_000)).toEqual({ width: 10_000, height: 2_500 });
  });

  it("clamps progress to 0..1", () => {
    expect(clampProgress(-1)).toBe(0);
    expect(clampProgress(0.5)).toBe(0.5);
    expect(clampProgress(3)).toBe(1);
    expect(clampProgress(Number.NaN)).toBe(0);
  });

  it("shows the uploader's Turkish message, or a generic one", () => {
    expect(uploadErrorMessage(new Error("Sunucuya ulaşılamadı."))).toBe("Sunucuya ulaşılamadı.");
    expect(uploadErrorMessage("x")).toBe("Görsel yüklenemedi. Lütfen yeniden deneyin.");
  });
});
