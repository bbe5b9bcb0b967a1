import sharp from "sharp";

/**
 * A phone photo made by code (nothing large in git): 4032×3024 JPEG of about 1.5 MB, stored sideways
 * with EXIF Orientation=6 the way phones write portrait shots, with a GPS position and a camera model.
 * The picture is smooth shapes plus sensor-like grain, so it compresses the way a real photo does.
 * Used by `npm run bench` and the browser tests.
 */
/** @param {number} seed varies the picture, so no two photos are the same file. @returns {Promise<Buffer>} */
export async function phonePhoto(seed = 1) {
  const width = 4032;
  const height = 3024;
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed * 2654435761;
  const grain = () => {
    state = (state * 1103515245 + 12345) >>> 0;
    return ((state >>> 16) & 15) - 8;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const sky = y < height * (0.45 + 0.1 * Math.sin(x / 400 + seed));
      const base = sky ? [120 + (y / height) * 80, 160 + (y / height) * 60, 230] : [60 + 40 * Math.sin(x / 90 + seed), 110 + 30 * Math.sin(y / 70), 50];
      for (let c = 0; c < 3; c++) pixels[i + c] = Math.max(0, Math.min(255, base[c] + grain()));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Model: "CamlicaFon" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "41/1 1/1 30/1", GPSLongitudeRef: "E", GPSLongitude: "29/1 2/1 15/1" },
    })
    .toBuffer();
}
