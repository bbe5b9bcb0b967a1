// Draws the neutral pictures that stand for an association until it uploads its logo (see siteImages in
// src/shared/site.ts; no name on them: the name is data, src/shared/identity.ts) and writes them
// to public/images/: the 512×512 logo for structured data and the 1200×630 social card that pages
// without a cover share. Drawn as SVG and HTML in the site's own font and colours, then
// photographed by Chromium; flat colours keep the PNGs small. Run `npm run site-images` after
// changing the drawing and commit the files (they are content, not build output).
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { chromium } from "playwright-core";

const require = createRequire(import.meta.url);
const root = new URL("..", import.meta.url).pathname;
const font = (subset) => pathToFileURL(require.resolve(`@fontsource-variable/source-sans-3/files/source-sans-3-${subset}-wght-normal.woff2`)).href;
const executablePath = [process.env.CHROME_PATH, "/usr/bin/chromium"].find((path) => path && existsSync(path));
if (!executablePath) throw new Error("Chromium not found: set CHROME_PATH or install the chromium package.");

const tree = (fill) => `<path d="M32 10 14 40h11l-7 12h28l-7-12h11z" fill="${fill}"/><rect x="29" y="48" width="6" height="8" fill="${fill}"/>`;
const style = `
  @font-face { font-family: S; src: url(${font("latin")}); font-weight: 200 900; unicode-range: U+0000-00FF, U+0131, U+2000-206F; }
  @font-face { font-family: S; src: url(${font("latin-ext")}); font-weight: 200 900; unicode-range: U+0100-0130, U+0132-017F; }
  html, body { margin: 0; }
  body { font-family: S, sans-serif; }`;

const logo = `<style>${style}</style>
  <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="512" height="512" style="display:block">
    <rect width="64" height="64" rx="14" fill="#1b5e20"/>${tree("#c5e1a5")}
  </svg>`;

const card = `<style>${style}
  .card { position: relative; width: 1200px; height: 630px; overflow: hidden; background: #1b5e20; color: #fff; }
  .hills { position: absolute; inset: auto 0 0 0; }
  .mark { position: absolute; left: 88px; top: 84px; }
  .text { position: absolute; left: 88px; top: 208px; width: 1000px; }
  h1 { margin: 0; font-size: 76px; line-height: 1.05; font-weight: 750; letter-spacing: -0.5px; }
  p { margin: 28px 0 0; font-size: 34px; font-weight: 500; color: #dcedc8; }
  </style>
  <div class="card">
    <svg class="hills" viewBox="0 0 1200 220" width="1200" height="220" xmlns="http://www.w3.org/2000/svg">
      <path d="M0 120 C 180 40, 360 40, 520 110 S 860 170, 1200 60 V220 H0Z" fill="#2e7d32"/>
      <path d="M0 170 C 220 110, 420 120, 640 170 S 1000 200, 1200 140 V220 H0Z" fill="#124016"/>
      <g transform="translate(930 40) scale(1.6)">${tree("#c5e1a5")}</g>
      <g transform="translate(1040 38) scale(1.1)">${tree("#a5d6a7")}</g>
      <g transform="translate(850 100) scale(0.9)">${tree("#a5d6a7")}</g>
    </svg>
    <svg class="mark" viewBox="0 0 64 64" width="96" height="96" xmlns="http://www.w3.org/2000/svg">
      <rect width="64" height="64" rx="14" fill="#c5e1a5"/>${tree("#1b5e20")}
    </svg>
    <div class="text">
      <h1>Gönüllülerle<br>kültür ve dayanışma</h1>
      <p>Derneğimizin haberleri, etkinlikleri ve duyuruları</p>
    </div>
  </div>`;

const context = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), "site-images-")), {
  executablePath,
  headless: true,
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
try {
  const page = await context.newPage();
  for (const [file, html, width, height] of [
    ["logo.png", logo, 512, 512],
    ["paylasim.png", card, 1200, 630],
  ]) {
    await page.setViewportSize({ width, height });
    // A file, not setContent: a page on about:blank may not load the file:// fonts.
    const htmlFile = join(mkdtempSync(join(tmpdir(), "site-image-")), "image.html");
    writeFileSync(htmlFile, `<!doctype html><meta charset="utf-8">${html}`);
    await page.goto(pathToFileURL(htmlFile).href);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: join(root, "public", "images", file), clip: { x: 0, y: 0, width, height }, omitBackground: file === "logo.png" });
    console.log(`public/images/${file}`);
  }
} finally {
  await context.close();
}
