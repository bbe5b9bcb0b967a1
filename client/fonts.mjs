// The site's typeface, Source Sans 3 (SIL Open Font License, from @fontsource-variable/source-sans-3),
// cut down at build time with harfbuzz (subset-font) to the characters Turkish text needs: Basic
// Latin and Latin-1 (with â î û ç ö ü), Latin Extended-A (ğ ı İ ş and the rest of the block, so
// names from neighbouring languages still render), the Turkish lira sign and typographic
// punctuation. Fontsource ships Latin and Latin Extended as separate files, so there are two
// subsets, each declared with its unicode-range; a page with Turkish text needs both, and both
// are preloaded. The weight axis (200–900) is kept: one file serves every weight.
import { createRequire } from "node:module";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);
const source = (file) => require.resolve(`@fontsource-variable/source-sans-3/files/${file}`);
const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join("");

/** Punctuation the site's texts use: dashes, curly quotes, ellipsis, bullets, arrows, ×, №. */
const punctuation = "\u2013\u2014\u2018\u2019\u201A\u201C\u201D\u201E\u2026\u2022\u00B7\u2190\u2192\u2191\u2193\u2212\u00D7\u2116\u2009\u202F\u2060";

export const fontFaces = [
  { name: "latin", file: "source-sans-3-latin-wght-normal.woff2", text: range(0x20, 0x7e) + range(0xa0, 0xff) + "\u0131" + punctuation },
  { name: "latin-ext", file: "source-sans-3-latin-ext-wght-normal.woff2", text: range(0x100, 0x17f) + "\u20BA" },
];

/** Writes the subsets to `dir` as `<name>.woff2` and returns their paths by name. */
export async function writeSiteFonts(dir) {
  await mkdir(dir, { recursive: true });
  const paths = {};
  for (const face of fontFaces) {
    const subset = await subsetFont(await readFile(source(face.file)), face.text, { targetFormat: "woff2" });
    paths[face.name] = join(dir, `source-sans-3-${face.name}.woff2`);
    await writeFile(paths[face.name], subset);
  }
  return paths;
}

/**
 * An esbuild plugin: `url("site-font:latin")` in a stylesheet resolves to the subset written by
 * writeSiteFonts, which esbuild then copies into the assets under a fingerprinted name.
 */
export const siteFontsPlugin = (paths) => ({
  name: "site-fonts",
  setup(build) {
    build.onResolve({ filter: /^site-font:/ }, (args) => {
      const path = paths[args.path.slice("site-font:".length)];
      return path ? { path } : { errors: [{ text: `unknown site font ${args.path}` }] };
    });
  },
});
