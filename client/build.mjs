// Builds what browsers download: copies public/ and writes fingerprinted assets into dist/client/
// (served by Workers Static Assets), then dist/manifest.json for the Worker: the build id (a hash of
// the client build's content) and the fingerprinted file names. Run through `npm run build`.
import { createHash } from "node:crypto";
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

const manifest = { id, timestamp: Date.now(), assets: { stylesheet: publicPath(stylesheet) } };
await writeFile(join(out, "manifest.json"), JSON.stringify(manifest, null, 2) + "\n");
console.log(`client build ${id}: ${manifest.assets.stylesheet}`);
