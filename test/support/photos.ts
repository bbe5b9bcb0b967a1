/**
 * Test photos made by code (nothing large in git): a PNG drawn pixel by pixel, turned into a JPEG by
 * the Images binding, then given an EXIF block with an orientation and a GPS position, the way a
 * phone writes one.
 */

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const head = new Uint8Array(8);
  new DataView(head.buffer).setUint32(0, data.length);
  head.set(new TextEncoder().encode(type), 4);
  const crc = new Uint8Array(4);
  new DataView(crc.buffer).setUint32(0, crc32(concat([head.subarray(4), data])));
  return concat([head, data, crc]);
}

async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** An RGB PNG of `width`×`height`; `pixel(x, y)` gives each pixel's [r, g, b]. */
export async function drawPng(width: number, height: number, pixel: (x: number, y: number) => [number, number, number]): Promise<Uint8Array> {
  const raw = new Uint8Array(height * (1 + width * 3));
  for (let y = 0; y < height; y++) {
    const row = y * (1 + width * 3);
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), row + 1 + x * 3);
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 2, 0, 0, 0], 8);
  const signature = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return concat([signature, chunk("IHDR", header), chunk("IDAT", await deflate(raw)), chunk("IEND", new Uint8Array())]);
}

/**
 * An EXIF APP1 segment (big-endian TIFF) with IFD0 = { Orientation, GPSInfo → { N 41° 1' 30", E 29° 2' 15" } }
 * and a camera model string, the kind of block a phone writes.
 */
export function exifSegment(orientation: number): Uint8Array {
  const tiff = new Uint8Array(200);
  const v = new DataView(tiff.buffer);
  tiff.set([0x4d, 0x4d, 0x00, 0x2a]);
  v.setUint32(4, 8); // IFD0 at 8
  // IFD0: 3 entries (Orientation, Model, GPSInfo pointer)
  v.setUint16(8, 3);
  const entry = (at: number, tag: number, type: number, count: number, value: number) => {
    v.setUint16(at, tag);
    v.setUint16(at + 2, type);
    v.setUint32(at + 4, count);
    if (type === 3 && count === 1) v.setUint16(at + 8, value);
    else v.setUint32(at + 8, value);
  };
  entry(10, 0x0112, 3, 1, orientation);
  entry(22, 0x0110, 2, 12, 60); // Model → offset 60
  entry(34, 0x8825, 4, 1, 80); // GPS IFD at 80
  v.setUint32(46, 0); // no next IFD
  tiff.set(new TextEncoder().encode("CamlicaFon\0\0"), 60);
  // GPS IFD: LatitudeRef, Latitude, LongitudeRef, Longitude
  v.setUint16(80, 4);
  entry(82, 0x0001, 2, 2, 0x4e000000); // "N\0" inline
  entry(94, 0x0002, 5, 3, 140); // 3 rationals at 140
  entry(106, 0x0003, 2, 2, 0x45000000); // "E\0"
  entry(118, 0x0004, 5, 3, 164);
  v.setUint32(130, 0);
  [41, 1, 1, 1, 30, 1, 29, 1, 2, 1, 15, 1].forEach((n, i) => v.setUint32(140 + i * 4, n));
  const body = concat([new TextEncoder().encode("Exif\0\0"), tiff]);
  const head = new Uint8Array(4);
  head.set([0xff, 0xe1]);
  new DataView(head.buffer).setUint16(2, body.length + 2);
  return concat([head, body]);
}

/** A JPEG with the EXIF block put right after its start-of-image marker. */
export function withExif(jpeg: Uint8Array, orientation: number): Uint8Array {
  return concat([jpeg.subarray(0, 2), exifSegment(orientation), jpeg.subarray(2)]);
}

/** True when the bytes still hold an EXIF block or its camera string (a JPEG's APP1, a WebP's EXIF chunk). */
export function hasMetadata(bytes: Uint8Array): boolean {
  const text = new TextDecoder("latin1").decode(bytes);
  return text.includes("Exif\0\0") || text.includes("CamlicaFon") || (text.startsWith("RIFF") && text.includes("EXIF"));
}

async function inflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** The [r, g, b] of one pixel of an 8-bit RGB or RGBA PNG (any row filters), for checking orientation. */
export async function pngPixel(png: Uint8Array, x: number, y: number): Promise<[number, number, number]> {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const width = view.getUint32(16);
  const channels = png[25] === 6 ? 4 : 3;
  const idat: Uint8Array[] = [];
  for (let at = 8; at < png.length; ) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
    if (type === "IDAT") idat.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const raw = await inflate(concat(idat));
  const stride = width * channels;
  let previous = new Uint8Array(stride);
  let row = previous;
  for (let r = 0; r <= y; r++) {
    const filter = raw[r * (stride + 1)]!;
    const line = raw.subarray(r * (stride + 1) + 1, (r + 1) * (stride + 1));
    row = new Uint8Array(stride);
    for (let i = 0; i < stride; i++) {
      const a = i >= channels ? row[i - channels]! : 0;
      const b = previous[i]!;
      const c = i >= channels ? previous[i - channels]! : 0;
      const p = a + b - c;
      const paeth = Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c) ? a : Math.abs(p - b) <= Math.abs(p - c) ? b : c;
      const predictor = [0, a, b, (a + b) >> 1, paeth][filter]!;
      row[i] = (line[i]! + predictor) & 0xff;
    }
    previous = row;
  }
  return [row[x * channels]!, row[x * channels + 1]!, row[x * channels + 2]!];
}
