/**
 * Recognises an uploaded image by its bytes, never by its name or declared type: PNG, GIF, JPEG,
 * BMP and ICO (the types the editor accepts), with their pixel size. Anything else — HTML or SVG
 * renamed to .png included — is not an image here.
 */
export interface SniffedImage {
  contentType: "image/png" | "image/gif" | "image/jpeg" | "image/bmp" | "image/x-icon";
  extension: "png" | "gif" | "jpg" | "bmp" | "ico";
  width: number;
  height: number;
}

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
const u16be = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;
const u16le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8);
const u32be = (b: Uint8Array, i: number) => ((b[i]! << 24) >>> 0) + (b[i + 1]! << 16) + (b[i + 2]! << 8) + b[i + 3]!;
const i32le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16) | (b[i + 3]! << 24);

function png(b: Uint8Array): SniffedImage | null {
  if (!startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) || b.length < 24) return null;
  // The first chunk must be IHDR, holding width and height.
  if (String.fromCharCode(...b.subarray(12, 16)) !== "IHDR") return null;
  return { contentType: "image/png", extension: "png", width: u32be(b, 16), height: u32be(b, 20) };
}

function gif(b: Uint8Array): SniffedImage | null {
  const header = String.fromCharCode(...b.subarray(0, 6));
  if ((header !== "GIF87a" && header !== "GIF89a") || b.length < 10) return null;
  return { contentType: "image/gif", extension: "gif", width: u16le(b, 6), height: u16le(b, 8) };
}

function jpeg(b: Uint8Array): SniffedImage | null {
  if (!startsWith(b, [0xff, 0xd8, 0xff])) return null;
  // Walk the markers to the first start-of-frame, which holds the size.
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i++;
      continue;
    }
    const length = u16be(b, i + 2);
    const isStartOfFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isStartOfFrame) return { contentType: "image/jpeg", extension: "jpg", width: u16be(b, i + 7), height: u16be(b, i + 5) };
    if (length < 2) return null;
    i += 2 + length;
  }
  return null;
}

function bmp(b: Uint8Array): SniffedImage | null {
  if (!startsWith(b, [0x42, 0x4d]) || b.length < 26) return null;
  return { contentType: "image/bmp", extension: "bmp", width: Math.abs(i32le(b, 18)), height: Math.abs(i32le(b, 22)) };
}

function ico(b: Uint8Array): SniffedImage | null {
  if (!startsWith(b, [0x00, 0x00, 0x01, 0x00]) || b.length < 22 || u16le(b, 4) === 0) return null;
  // The first directory entry's size; 0 means 256 pixels.
  return { contentType: "image/x-icon", extension: "ico", width: b[6] || 256, height: b[7] || 256 };
}

export function sniffImage(bytes: Uint8Array): SniffedImage | null {
  const image = png(bytes) ?? gif(bytes) ?? jpeg(bytes) ?? bmp(bytes) ?? ico(bytes);
  // The Images binding's limits: 12,000 pixels a side, 100 megapixels in all.
  if (!image || image.width < 1 || image.height < 1 || image.width > 12000 || image.height > 12000 || image.width * image.height > 100_000_000) return null;
  return image;
}
