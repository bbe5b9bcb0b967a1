// Builds what browsers download: copies public/ and writes fingerprinted assets into dist/client/
// (served by Workers Static Assets), then dist/manifest.json for the Worker: the build id (a hash of
// the client build's content) and the fingerprinted file names. It also writes
// dist/common-passwords.json, the list of passwords the Worker refuses. Run through `npm run build`.
import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import { cp, mkdir, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { build } from "esbuild";

const root = new URL("..", import.meta.url).pathname;
const out = join(root, "dist");
const assetsDir = join(out, "client", "assets");

await rm(out, { recursive: true, force: true });
await mkdir(assetsDir, { recursive: true });
await cp(join(root, "public"), join(out, "client"), { recursive: true });

const styles = await build({
  entryPoints: { site: join(root, "client", "styles", "site.css") },
  outdir: assetsDir,
  entryNames: "[name]-[hash]",
  bundle: true,
  minify: true,
  metafile: true,
  logLevel: "warning",
});

const publicPath = (file) => "/" + relative(join(out, "client"), join(root, file)).split("\\").join("/");
const outputs = Object.keys(styles.metafile.outputs);
const stylesheet = outputs.find((file) => file.endsWith(".css"));

// The build id changes exactly when something a browser downloads changes.
const hash = createHash("sha256");
for (const file of (await readdir(assetsDir)).sort()) {
  hash.update(file);
  hash.update(await readFile(join(assetsDir, file)));
}
const id = hash.digest("hex").slice(0, 16);

// The most common passwords (zxcvbn-ts's list, ~49k) that the password rules could let through at
// all: 8 characters or more. Shorter ones are refused anyway, so they need not ship.
const require = createRequire(import.meta.url);
const common = JSON.parse(await readFile(require.resolve("@zxcvbn-ts/language-common/src/passwords.json"), "utf8"));
const commonPasswords = common.filter((password) => password.length >= 8);
await writeFile(join(out, "common-passwords.json"), JSON.stringify(commonPasswords));

const manifest = { id, timestamp: Date.now(), assets: { stylesheet: publicPath(stylesheet) } };
await writeFile(join(out, "manifest.json"), JSON.stringify(manifest, null, 2) + "\n");
console.log(`client build ${id}: ${manifest.assets.stylesheet}`);
