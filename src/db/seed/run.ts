// Installs the demo content into the LOCAL D1 and R2 that `wrangler dev` uses (.wrangler/state),
// through wrangler's platform proxy: the same storage engine, no network. Run by `npm start`
// after the migrations; safe to run any number of times (see seedDemoContent).
import { readFile } from "node:fs/promises";
import { getPlatformProxy } from "wrangler";
import { backfillVariants } from "../../services/media/backfill";
import { database } from "../client";
import { reindexStale } from "../site-search";
import { upgradeApostropheSlugs } from "../slug-upgrade";
import { seedDemoContent } from "./seed";
import { seedRegisters } from "./registers";
import { seedDemoDocuments } from "./demo-documents";
import { seedDemoAssembly } from "./demo-assembly";
import { seedDues } from "./dues";

const imagesDir = new URL("./images/", import.meta.url);

// `--persist-to DIR` matches wrangler's flag of the same name (the browser tests keep their own state).
const persistTo = process.argv.includes("--persist-to") ? process.argv[process.argv.indexOf("--persist-to") + 1] : undefined;
const proxy = await getPlatformProxy<{ DB: D1Database; MEDIA: R2Bucket; IMAGES: ImagesBinding; REGISTER_KEY?: string }>({
  remoteBindings: false,
  persist: persistTo ? { path: `${persistTo}/v3` } : true,
});
try {
  const installed = await seedDemoContent(database(proxy.env.DB), {
    async put(key, file, contentType) {
      const bytes = await readFile(new URL(file, imagesDir));
      await proxy.env.MEDIA.put(key, bytes, { httpMetadata: { contentType } });
    },
  });
  console.log(installed ? "Demo content installed in the local database." : "Demo content already present; nothing changed.");
  // The association's books (docs/registers.md), sealed with the local key of .dev.vars.
  if (await seedRegisters(database(proxy.env.DB), proxy.env)) console.log("Demo member register and decision book installed.");
  if (await seedDemoDocuments(database(proxy.env.DB))) console.log("Demo documents installed in the document register.");
  // The treasurer's year (docs/dues.md): dues charged and paid, and the cash book, on the demo register.
  if (await seedDues(database(proxy.env.DB))) console.log("Demo dues, payments and cash book installed.");
  if (await seedDemoAssembly(database(proxy.env.DB))) console.log("Demo general assemblies installed: one held with its minutes, one planned with its notice ready.");
  // Addresses made by the old slug rule move to the current one before the site starts (see slug-upgrade.ts).
  const moved = await upgradeApostropheSlugs(database(proxy.env.DB));
  if (moved > 0) console.log(`${moved} addresses moved to the current slug rule; the old ones redirect.`);
  // Site search's terms for the demo content (and anything saved before search existed).
  while ((await reindexStale(database(proxy.env.DB))) > 0);
  // Images without variants (the demo pictures just installed, or uploads from before variants
  // existed) get them now, through the same local Images binding `wrangler dev` uses.
  let converted = 0;
  for (let afterId = 0, remaining = 1; remaining > 0; ) {
    const run = await backfillVariants(database(proxy.env.DB), proxy.env, { afterId });
    converted += run.converted.length;
    for (const id of run.failed) console.warn(`Image ${id}: its file could not be read; it keeps no variants.`);
    ({ lastId: afterId, remaining } = run);
  }
  if (converted) console.log(`Variants made for ${converted} image(s).`);
} finally {
  await proxy.dispose();
}
