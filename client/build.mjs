// Builds what browsers download: copies public/ and writes fingerprinted assets into dist/client/
// (served by Workers Static Assets), then dist/manifest.json for the Worker: the build id (a hash of
// the client build's content) and the fingerprinted file names. It also writes
// dist/client/_app/common-passwords.json, the fingerprints of the passwords the Worker refuses, and
// dist/client/_app/kvkk-default.json, the default privacy notice, which the Worker reads through its
// ASSETS binding. Run through `npm run build`.
import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import { cp, mkdir, readFile, readdir, rename, rm, writeFile } from "node:fs/promises";
import { basename, join, relative } from "node:path";
import { build } from "esbuild";
import { siteFontsPlugin, writeSiteFonts } from "./fonts.mjs";

// The npm scripts that run the browser tests build dist/ first and then say so: the build that
// their wrangler dev runs at its start ([build] in wrangler.toml) would make the same files again,
// about 8 CPU seconds for each of the two servers of `npm test`.
if (process.env.CLIENT_BUILD_CURRENT === "1") {
  console.log("client build: dist/ was just built for this server");
  process.exit(0);
}

const root = new URL("..", import.meta.url).pathname;
// Built beside dist/ and swapped in at the end: a build that runs while tests or a server read dist/
// (wrangler dev runs it at start) never leaves them a half-written or missing folder.
const dist = join(root, "dist");
const out = join(root, `dist-next-${process.pid}`);
const assetsDir = join(out, "client", "assets");

await rm(out, { recursive: true, force: true });
await mkdir(assetsDir, { recursive: true });
await cp(join(root, "public"), join(out, "client"), { recursive: true });

const fontPaths = await writeSiteFonts(join(out, "fonts"));
const styles = await build({
  plugins: [siteFontsPlugin(fontPaths)],
  loader: { ".woff2": "file" },
  assetNames: "[name]-[hash]",
  entryPoints: {
    site: join(root, "client", "styles", "site.css"),
    admin: join(root, "client", "styles", "admin-bundle.css"),
  },
  outdir: assetsDir,
  entryNames: "[name]-[hash]",
  bundle: true,
  minify: true,
  metafile: true,
  logLevel: "warning",
});

// The admin app: the one hydrated part of the site. The editor (Lexical) is a separate chunk,
// loaded lazily, so the admin shell paints first. The "production" condition keeps Lexical's
// development build out of the bundle.
const admin = await build({
  entryPoints: { admin: join(root, "client", "admin", "main.tsx") },
  outdir: assetsDir,
  entryNames: "[name]-[hash]",
  chunkNames: "chunks/[name]-[hash]",
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "browser",
  target: "es2022",
  conditions: ["production"],
  define: { "process.env.NODE_ENV": '"production"' },
  jsx: "automatic",
  minify: true,
  metafile: true,
  logLevel: "warning",
});

// Public pages' own scripts (src/platform/build-manifest.ts pageScriptNames): plain DOM code, one file
// each, no shared chunk, so a page downloads only its own few kilobytes.
const pageScripts = await build({
  entryPoints: { lightbox: join(root, "client", "pages", "lightbox.ts") },
  outdir: assetsDir,
  entryNames: "[name]-[hash]",
  bundle: true,
  format: "esm",
  platform: "browser",
  target: "es2022",
  minify: true,
  metafile: true,
  logLevel: "warning",
});

const publicPath = (file) => "/" + relative(join(out, "client"), join(root, file)).split("\\").join("/");
const entryOutput = (result, name, extension) =>
  Object.entries(result.metafile.outputs).find(
    ([file, meta]) => file.endsWith(extension) && meta.entryPoint && basename(file).startsWith(`${name}-`),
  )?.[0];
const stylesheet = entryOutput(styles, "site", ".css");

/**
 * The files of the admin's sections chunk (client/admin/sections/lazy.ts) beyond what the admin's
 * entry already loads: the chunk and the shared chunks it imports. A page that opens on one of those
 * sections preloads them beside the app's script (src/routes/pages/admin.tsx).
 */
function sectionsChunkFiles() {
  const outputs = admin.metafile.outputs;
  const entry = entryOutput(admin, "admin", ".js");
  const loadedByEntry = new Set([entry, ...outputs[entry].imports.filter((i) => i.kind === "import-statement").map((i) => i.path)]);
  const sections = Object.keys(outputs).find((file) => outputs[file].entryPoint === "client/admin/sections/lazy.ts");
  const files = [];
  const visit = (file) => {
    if (files.includes(file) || loadedByEntry.has(file)) return;
    files.push(file);
    for (const imported of outputs[file].imports) if (imported.kind === "import-statement") visit(imported.path);
  };
  visit(sections);
  return files;
}

// The build id changes exactly when something a browser downloads changes.
const hash = createHash("sha256");
for (const file of (await readdir(assetsDir, { recursive: true })).sort()) {
  if (!file.includes(".")) continue;
  hash.update(file);
  hash.update(await readFile(join(assetsDir, file)));
}
const id = hash.digest("hex").slice(0, 16);

// The most common passwords (zxcvbn-ts's list, ~49k) that the password rules could let through at
// all: 8 to 128 characters. Shorter and longer ones are refused anyway, so they need not ship. They
// ship as fingerprints, made by the Worker's own module (src/services/auth/password-fingerprint.ts).
const require = createRequire(import.meta.url);
const common = JSON.parse(await readFile(require.resolve("@zxcvbn-ts/language-common/src/passwords.json"), "utf8"));
const commonPasswords = common.filter((password) => password.length >= 8 && password.length <= 128);
const fingerprintModule = await build({
  entryPoints: [join(root, "src", "services", "auth", "password-fingerprint.ts")],
  bundle: true,
  format: "esm",
  write: false,
  logLevel: "warning",
});
const { encodeFingerprints, passwordFingerprint } = await import(
  "data:text/javascript;base64," + Buffer.from(fingerprintModule.outputFiles[0].text).toString("base64")
);
// A static file rather than part of the Worker: 53 KB gzip that every isolate would otherwise load
// and parse at start, for the few requests that choose a password (src/services/auth/password-rules.ts).
await mkdir(join(out, "client", "_app"), { recursive: true });
await writeFile(
  join(out, "client", "_app", "common-passwords.json"),
  JSON.stringify({ count: commonPasswords.length, fingerprints: encodeFingerprints(commonPasswords.map(passwordFingerprint)) }),
);

// The privacy notice a site shows until an administrator edits it (src/services/kvkk/notice-default.ts),
// as a static file too: 12 KB of prose every isolate would otherwise parse at start, for the one page
// (and its editor) that shows it before it is first saved (src/services/kvkk/default-notice.ts).
const noticeModule = await build({
  entryPoints: [join(root, "src", "services", "kvkk", "notice-default.ts")],
  bundle: true,
  format: "esm",
  write: false,
  logLevel: "warning",
});
const notice = await import("data:text/javascript;base64," + Buffer.from(noticeModule.outputFiles[0].text).toString("base64"));
await writeFile(
  join(out, "client", "_app", "kvkk-default.json"),
  JSON.stringify({ title: notice.NOTICE_TITLE, summary: notice.NOTICE_SUMMARY, body: notice.defaultNoticeBody() }),
);

const manifest = {
  id,
  timestamp: Date.now(),
  assets: {
    stylesheet: publicPath(stylesheet),
    adminStylesheet: publicPath(Object.keys(styles.metafile.outputs).find((file) => basename(file).startsWith("admin-"))),
    adminScript: publicPath(entryOutput(admin, "admin", ".js")),
    adminSections: sectionsChunkFiles().map(publicPath),
    pageScripts: { lightbox: publicPath(entryOutput(pageScripts, "lightbox", ".js")) },
    // Every public page's text needs both subsets, so the document preloads them.
    fonts: Object.keys(styles.metafile.outputs).filter((file) => file.endsWith(".woff2")).sort().map(publicPath),
  },
};
await writeFile(join(out, "manifest.json"), JSON.stringify(manifest, null, 2) + "\n");
const previous = join(root, `dist-old-${process.pid}`);
await rename(dist, previous).catch(() => undefined);
await rename(out, dist);
await rm(previous, { recursive: true, force: true });
console.log(`client build ${id}: ${manifest.assets.stylesheet}`);
