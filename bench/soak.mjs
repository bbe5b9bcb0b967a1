// `npm run soak`: a bounded soak on loopback (60 s, 64 concurrent clients by default) mixing page
// reads, contact-form posts and admin saves against the real runtime, then checks that nothing was
// lost: zero 5xx, every accepted contact message stored exactly once, and every admin news item's
// version equal to 1 + the saves that were accepted for it (no lost or doubled update).
import { mkdirSync, writeFileSync } from "node:fs";
import { startSite } from "./site.mjs";

const PORT = 8798;
const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const CLIENTS = Number(process.env.SOAK_CLIENTS ?? 64);
const PASSWORD = "Soak testi için uzun bir parola";
const site = await startSite({ port: PORT, persist: ".wrangler/soak-state" });
const base = site.base;
const origin = { origin: base };

async function json(path, init = {}) {
  const response = await fetch(base + path, init);
  return { status: response.status, body: response.headers.get("content-type")?.includes("json") ? await response.json() : await response.text() };
}

try {
  // The first account is the administrator who saves content during the soak.
  const registered = await fetch(base + "/register", {
    method: "POST",
    redirect: "manual",
    headers: { ...origin, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ name: "Soak Yönetici", email: "soak@example.com", password: PASSWORD, passwordConfirm: PASSWORD }),
  });
  const cookie = registered.headers.getSetCookie().find((value) => value.startsWith("__Host-oturum="))?.split(";")[0];
  if (!cookie) throw new Error("could not create the soak account");
  const admin = { cookie, ...origin, "content-type": "application/json" };

  const drafts = [];
  for (let i = 0; i < 8; i++) {
    const { body } = await json("/api/news", {
      method: "POST",
      headers: admin,
      body: JSON.stringify({ title: `Soak taslağı ${i + 1}`, summary: "", body: { root: { type: "root", version: 1, children: [] } }, coverImageId: null, status: "draft", publishAt: null }),
    });
    drafts.push(body.id);
  }

  const pages = ["/", "/gundem", "/gundem?sayfa=2", "/etkinlikler", "/galeri", "/hakkimizda", "/iletisim", "/gundem/rss.xml", "/sitemap.xml"];
  const statuses = new Map();
  const count = (kind, status) => statuses.set(`${kind} ${status}`, (statuses.get(`${kind} ${status}`) ?? 0) + 1);
  const acceptedMessages = new Set();
  const acceptedSaves = new Map(drafts.map((id) => [id, 0]));
  const deadline = Date.now() + SECONDS * 1000;
  let requests = 0;

  async function client(number) {
    for (let n = 0; Date.now() < deadline; n++) {
      const roll = Math.random();
      requests++;
      try {
        if (roll < 0.8) {
          const response = await fetch(base + pages[(number + n) % pages.length]);
          await response.arrayBuffer();
          count("page", response.status);
        } else if (roll < 0.9) {
          const subject = `soak-${number}-${n}`;
          const response = await fetch(base + "/iletisim", {
            method: "POST",
            redirect: "manual",
            headers: { ...origin, "content-type": "application/x-www-form-urlencoded" },
            body: new URLSearchParams({ name: "Soak Ziyaretçi", email: "ziyaretci@example.com", subject, message: "Yük altında gönderilen bir iletişim mesajı." }),
          });
          await response.arrayBuffer();
          count("contact", response.status);
          if (response.status === 303) acceptedMessages.add(subject);
        } else {
          const id = drafts[(number + n) % drafts.length];
          const { body: item } = await json(`/api/news/${id}`, { headers: { cookie } });
          const { status } = await json(`/api/news/${id}`, {
            method: "PUT",
            headers: admin,
            body: JSON.stringify({ ...item, coverImageId: null, publishAt: null, summary: `Kayıt ${number}-${n}`, version: item.version }),
          });
          count("save", status);
          if (status === 200) acceptedSaves.set(id, acceptedSaves.get(id) + 1);
        }
      } catch (error) {
        count("network-error", error.cause?.code ?? error.message);
      }
    }
  }

  const started = Date.now();
  await Promise.all(Array.from({ length: CLIENTS }, (_, i) => client(i)));
  const elapsed = (Date.now() - started) / 1000;

  // Afterwards: what was stored.
  const stored = [];
  for (let page = 1; ; page++) {
    const { body } = await json(`/api/messages?sayfa=${page}`, { headers: { cookie } });
    stored.push(...body.items.map((message) => message.subject));
    if (page >= body.pageCount) break;
  }
  const storedSoak = stored.filter((subject) => subject.startsWith("soak-"));
  const duplicates = storedSoak.length - new Set(storedSoak).size;
  const missing = [...acceptedMessages].filter((subject) => !storedSoak.includes(subject)).length;
  const unexpected = storedSoak.filter((subject) => !acceptedMessages.has(subject)).length;
  const versions = [];
  for (const id of drafts) {
    const { body } = await json(`/api/news/${id}`, { headers: { cookie } });
    versions.push({ id, version: body.version, expected: 1 + acceptedSaves.get(id) });
  }
  const lostOrDoubled = versions.filter((entry) => entry.version !== entry.expected);
  const fiveHundreds = [...statuses].filter(([key]) => /\s5\d\d$/.test(key)).reduce((sum, [, n]) => sum + n, 0);

  const result = {
    at: new Date().toISOString(),
    seconds: elapsed,
    clients: CLIENTS,
    requests,
    requestsPerSecond: requests / elapsed,
    statuses: Object.fromEntries([...statuses].sort()),
    contact: { accepted: acceptedMessages.size, stored: storedSoak.length, duplicates, missing, unexpected },
    saves: { accepted: [...acceptedSaves.values()].reduce((a, b) => a + b, 0), lostOrDoubled },
    fiveHundreds,
  };
  console.log(JSON.stringify(result, null, 2));
  mkdirSync("bench/results", { recursive: true });
  writeFileSync(`bench/results/soak-${result.at.replace(/[:.]/g, "-")}.json`, JSON.stringify(result, null, 2) + "\n");
  const ok = fiveHundreds === 0 && duplicates === 0 && missing === 0 && unexpected === 0 && lostOrDoubled.length === 0;
  console.log(ok ? "\nsoak: OK — no 5xx, every accepted message stored once, no lost or doubled save" : "\nsoak: FAILED");
  process.exitCode = ok ? 0 : 1;
} finally {
  site.stop();
}
