// `npm run bench:same-html -- <other checkout>`: whether this checkout answers every public page
// with the same HTML as another (say the commit before a speed change), byte for byte apart from
// what differs by nature (the build id, the fingerprinted asset names, each server's address, the forms'
// one-time tokens, and the random folder names and instants the seeding gives the demo). Both sites start at once
// with the same demo content (the seed is relative to today, so both get the same dates), and each
// page is asked for as a browser (streamed, then again from the HTML cache) and as a crawler
// (complete). Prints each difference's first lines and exits non-zero when there is one. Never
// part of `npm test`.
import { execFileSync } from "node:child_process";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { benchEnv, startSite } from "./site.mjs";

const other = process.argv[2];
if (!other) {
  console.error("Usage: npm run bench:same-html -- <path of the other checkout>");
  process.exit(1);
}
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
const CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** What differs between two builds by nature: the build id, the fingerprinted asset names, and each server's own address. */
const comparable = (html, base) =>
  html
    .replaceAll(base, "http://site")
    // The demo's photos are stored under random folder names by each site's seeding.
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, "kimlik")
    // Instants the seeding stamps with its own clock (an album's last change), a minute apart on the
    // two sites; the demo's own dates are whole seconds.
    .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.(?!000Z)\d{3}Z/g, "seeding-time")
    // A form's one-time submission token is new on every render, like a nonce.
    .replace(/name="gonderim" value="[^"]*"/g, 'name="gonderim" value=""')
    .replace(/<meta name="build-id" content="[^"]*"/g, '<meta name="build-id" content=""')
    .replace(/\/assets\/([\w.-]+?)-[A-Z0-9]{8}\.(css|js)/g, "/assets/$1.$2");

async function pagesOf(base) {
  const firstNews = (await (await fetch(`${base}/gundem/_payload.json`)).json()).items[0].slug;
  const firstEvent = (await (await fetch(`${base}/etkinlikler/_payload.json`)).json()).events[0].slug;
  const album = (await (await fetch(`${base}/galeri/_payload.json`)).json()).albums?.[0]?.slug;
  return ["/", "/gundem", "/gundem?sayfa=2", `/gundem/${firstNews}`, "/etkinlikler", `/etkinlikler/${firstEvent}`, "/galeri", ...(album ? [`/galeri/${album}`] : []), "/hakkimizda", "/iletisim", "/kvkk", "/ara", `/ara?q=${encodeURIComponent("derneğimizin")}`, "/login", "/register", "/boyle-bir-sayfa-yok", "/gundem/rss.xml", "/sitemap.xml"];
}

/** The page as a visitor of each kind gets it: a browser twice (the second answer from the HTML cache), a crawler once. */
async function answersOf(base, path) {
  const get = async (agent) => {
    const response = await fetch(base + path, { headers: { "user-agent": agent }, redirect: "manual" });
    return `${response.status} ${response.headers.get("content-type")}\n${comparable(await response.text(), base)}`;
  };
  return { browser: await get(BROWSER), "browser again": await get(BROWSER), crawler: await get(CRAWLER) };
}

function firstDifference(a, b) {
  let at = 0;
  while (at < a.length && a[at] === b[at]) at++;
  return `at character ${at}:\n  this:  ${JSON.stringify(a.slice(Math.max(0, at - 80), at + 120))}\n  other: ${JSON.stringify(b.slice(Math.max(0, at - 80), at + 120))}`;
}

execFileSync("npm", ["run", "build", "--silent"], { env: benchEnv, stdio: "inherit" });
execFileSync("npm", ["run", "build", "--silent"], { env: benchEnv, stdio: "inherit", cwd: other });
const ours = await startSite({ port: 8797, persist: ".wrangler/bench-state" });
const { startSite: startTheirs } = await import(pathToFileURL(resolve(other, "bench/site.mjs")).href);
const theirs = await startTheirs({ port: 8798, persist: ".wrangler/bench-state", cwd: other });
let differences = 0;
try {
  const paths = await pagesOf(ours.base);
  for (const path of paths) {
    const [mine, their] = [await answersOf(ours.base, path), await answersOf(theirs.base, path)];
    for (const kind of Object.keys(mine)) {
      if (mine[kind] === their[kind]) continue;
      differences++;
      console.log(`DIFFERENT ${path} (${kind}) ${firstDifference(mine[kind], their[kind])}`);
    }
  }
  console.log(`\n${paths.length} addresses, each as a browser (twice) and as a crawler: ${differences ? `${differences} answers differ` : "the same HTML"}`);
} finally {
  await ours.stop();
  await theirs.stop();
}
process.exit(differences ? 1 : 0);
