// `npm run deploy`: the one command a volunteer runs, the first time and at every release
// (docs/deployment.md, "Deploy to Cloudflare"). wrangler.toml names no account's ids: `wrangler
// deploy` provisions the D1 database and the R2 bucket it names on the first deploy and finds them by
// name afterwards. This script does the rest, in an order that is safe to run again after a failure:
//   1. asks, once and before anything changes, what only a person can choose (the site's address,
//      the mail sender) unless the Worker already has it;
//   2. creates the queues wrangler.toml names (wrangler does not), leaving existing ones alone;
//   3. applies new migrations before the new code runs (after the first deploy has made the database);
//   4. deploys, with the secrets that need no human choice generated (IP_HASH_SECRET, REGISTER_KEY),
//      and, while the site has no administrator, a fresh one-time SETUP_CODE, which it prints.
// Every wrangler command goes through `wrangler` on PATH (npm puts the project's first), which lets
// test/client/deploy-script.test.ts run all of this against a fake wrangler that records its commands.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { experimental_readRawConfig } from "wrangler";

const CONFIG_FILE = "wrangler.toml";
/** The sender wrangler.toml ships with, on a reserved domain: a deployment names its own. */
const PLACEHOLDER_SENDER = /\.example"?$/;
const WRANGLER_ENV = { ...process.env, WRANGLER_SEND_METRICS: "false", FORCE_COLOR: "0" };

class Refusal extends Error {}

/** Runs wrangler; `show` lets its output through (the deploy, the migrations) with no terminal to ask on. */
function wrangler(args, { show = false, input } = {}) {
  const result = spawnSync("wrangler", args, {
    encoding: "utf8",
    env: WRANGLER_ENV,
    input,
    stdio: show ? ["ignore", "inherit", "inherit"] : ["pipe", "pipe", "pipe"],
  });
  if (result.error) throw new Refusal(`wrangler çalıştırılamadı (${result.error.message}). Komutu proje klasöründe \`npm run deploy\` ile verin.`);
  return { ok: result.status === 0, out: result.stdout ?? "", err: result.stderr ?? "" };
}

/** The line of wrangler's error output that says what went wrong. */
const reasonOf = ({ err, out }) => {
  const lines = `${err}\n${out}`.split("\n").map((line) => line.trim()).filter(Boolean);
  return lines.find((line) => /ERROR|✘/.test(line)) ?? lines[0] ?? "bilinmeyen hata";
};

function readConfig() {
  const { rawConfig } = experimental_readRawConfig({ config: CONFIG_FILE });
  const queues = [...(rawConfig.queues?.producers ?? []).map((producer) => producer.queue), ...(rawConfig.queues?.consumers ?? []).flatMap((consumer) => [consumer.queue, consumer.dead_letter_queue])];
  const database = rawConfig.d1_databases?.[0];
  if (!database?.database_name) throw new Refusal(`${CONFIG_FILE} bir D1 veritabanı adı (database_name) içermiyor.`);
  return { name: rawConfig.name, databaseName: database.database_name, binding: database.binding, queues: [...new Set(queues.filter(Boolean))], mailFrom: rawConfig.vars?.MAIL_FROM ?? "" };
}

/** The names of the Worker's secrets, or null when the Worker has never been deployed. */
function listSecrets() {
  const result = wrangler(["secret", "list", "--format", "json"]);
  if (result.ok) return JSON.parse(result.out.slice(result.out.indexOf("["))).map((secret) => secret.name);
  if (/10007|does not exist|not found/i.test(result.err + result.out)) return null;
  throw new Refusal(`Worker'ın gizli değerleri okunamadı (${reasonOf(result)}). Önce \`npx wrangler login\` ile oturum açın.`);
}

/** Reads answers line by line, from a terminal or from piped input; null once the input has ended. */
function answerReader() {
  const lines = createInterface({ input: process.stdin, terminal: false })[Symbol.asyncIterator]();
  return {
    async ask(question) {
      process.stdout.write(question);
      const next = await lines.next();
      if (next.done) return null;
      return next.value.trim();
    },
    close: () => lines.return?.(),
  };
}

const isOrigin = (value) => {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.origin === value;
  } catch {
    return false;
  }
};
const isAddress = (value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/** Asks until the answer passes `valid`; an empty answer takes `fallback`; null when the input ends. */
async function askUntil(reader, question, valid, problem, fallback = "") {
  for (;;) {
    const answer = await reader.ask(question);
    if (answer === null) return null;
    const value = answer || fallback;
    if (valid(value)) return value;
    console.log(problem);
  }
}

/** The site's address and the mail sender: from the environment, else asked once. */
async function askChoices(config, secrets) {
  const choices = {};
  const needsOrigin = !secrets?.includes("SITE_ORIGIN");
  const needsSender = PLACEHOLDER_SENDER.test(config.mailFrom);
  if (!needsOrigin && !needsSender) return choices;
  const reader = answerReader();
  try {
    if (needsOrigin) {
      choices.SITE_ORIGIN = process.env.SITE_ORIGIN ?? (await askUntil(reader, "Sitenin adresi (ör. https://www.dernegimiz.org.tr): ", isOrigin, "  https:// ile başlayan, sonunda / olmayan bir adres yazın."));
      if (!choices.SITE_ORIGIN || !isOrigin(choices.SITE_ORIGIN)) {
        throw new Refusal("Sitenin adresi (SITE_ORIGIN) verilmedi. `npm run deploy` komutunu bir terminalde verin ya da adresi SITE_ORIGIN=https://… ortam değişkeniyle geçin. Hiçbir şey değiştirilmedi.");
      }
    }
    if (needsSender) choices.MAIL_FROM = await askSender(reader, choices.SITE_ORIGIN);
  } finally {
    reader.close();
  }
  return choices;
}

async function askSender(reader, origin) {
  const suggested = origin ? `bildirim@${new URL(origin).hostname.replace(/^www\./, "")}` : "";
  const hint = suggested ? ` [${suggested}]` : "";
  const sender = process.env.MAIL_FROM ?? (await askUntil(reader, `E-postaların gönderen adresi, Email Service'e eklediğiniz alan adında${hint}: `, isAddress, "  ad@alan.adi biçiminde bir adres yazın.", suggested));
  if (sender && isAddress(sender)) return sender;
  console.log(`Uyarı: gönderen adresi verilmedi; ${CONFIG_FILE} içindeki MAIL_FROM değiştirilene kadar site e-posta gönderemez.`);
  return undefined;
}

/** Writes the sender into wrangler.toml, the one place that names it (the deployer commits the change). */
function writeSender(sender) {
  const text = readFileSync(CONFIG_FILE, "utf8");
  writeFileSync(CONFIG_FILE, text.replace(/^MAIL_FROM\s*=\s*".*"$/m, `MAIL_FROM = "${sender}"`));
  console.log(`Gönderen adresi ${CONFIG_FILE} dosyasına yazıldı (MAIL_FROM = "${sender}"); bu değişikliği deponuza kaydedin.`);
}

/** Creates the queues that do not exist yet; one that exists is left as it is. */
function createQueues(names) {
  for (const name of names) {
    const result = wrangler(["queues", "create", name]);
    if (result.ok) console.log(`Kuyruk oluşturuldu: ${name}`);
    else if (!/already (exists|taken)|11009/i.test(result.err + result.out)) throw new Refusal(`Kuyruk oluşturulamadı: ${name} (${reasonOf(result)}).`);
  }
}

function databaseExists(name) {
  const result = wrangler(["d1", "list", "--json"]);
  if (!result.ok) throw new Refusal(`D1 veritabanları listelenemedi (${reasonOf(result)}).`);
  return JSON.parse(result.out.slice(result.out.indexOf("["))).some((database) => database.name === name);
}

function migrate(binding) {
  if (!wrangler(["d1", "migrations", "apply", binding, "--remote"], { show: true }).ok) throw new Refusal("Veritabanı geçişleri uygulanamadı (yukarıdaki hataya bakın). Yeniden denemek için `npm run deploy`.");
}

function hasAdministrator(binding) {
  const result = wrangler(["d1", "execute", binding, "--remote", "--json", "--command", "SELECT count(*) AS n FROM users WHERE role = 'admin' AND status = 'active'"]);
  if (!result.ok) throw new Refusal(`Yönetici hesabı denetlenemedi (${reasonOf(result)}).`);
  return JSON.parse(result.out.slice(result.out.indexOf("[")))[0].results[0].n > 0;
}

/** The secrets that need no human choice and are missing, generated. */
function generatedSecrets(secrets, needsSetupCode) {
  const generated = {};
  if (!secrets?.includes("IP_HASH_SECRET")) generated.IP_HASH_SECRET = randomBytes(32).toString("hex");
  if (!secrets?.includes("REGISTER_KEY")) generated.REGISTER_KEY = `v1:${randomBytes(32).toString("base64")}`;
  if (needsSetupCode) generated.SETUP_CODE = randomBytes(9).toString("base64url");
  return generated;
}

/** `wrangler deploy`, with the new secrets uploaded in the same version (a file only this user reads, removed at once). */
function deploy(secrets) {
  if (Object.keys(secrets).length === 0) {
    if (!wrangler(["deploy"], { show: true }).ok) throw new Refusal("Yayınlama başarısız oldu (yukarıdaki hataya bakın).");
    return;
  }
  const folder = mkdtempSync(join(tmpdir(), "dernek-deploy-"));
  try {
    const file = join(folder, "secrets.json");
    writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
    if (!wrangler(["deploy", "--secrets-file", file], { show: true }).ok) throw new Refusal("Yayınlama başarısız oldu (yukarıdaki hataya bakın); gizli değerler kaydedilmedi.");
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

function report(secrets, origin, hadSetupCode) {
  console.log("\nYayınlama tamamlandı.");
  if (secrets.REGISTER_KEY) {
    console.log(`\nÜye defteri anahtarı (REGISTER_KEY) üretildi. Bir kopyasını çevrim dışı, güvenli bir yerde saklayın; anahtar olmadan T.C. kimlik numaraları okunamaz:\n  ${secrets.REGISTER_KEY}`);
  }
  if (secrets.SETUP_CODE) {
    const register = origin ? `${origin}/register` : "sitenin /register sayfası";
    console.log(`\nKurulum kodu: ${secrets.SETUP_CODE}\nİlk hesabı ${register} adresinde bu kodla açın; o hesap sitenin yöneticisi olur (docs/deployment.md, "The first day").`);
  } else if (hadSetupCode) {
    console.log("\nSitenin yöneticisi var: kurulum kodu artık işe yaramaz, silebilirsiniz: npx wrangler secret delete SETUP_CODE");
  }
}

async function main() {
  const config = readConfig();
  const secrets = listSecrets();
  const choices = await askChoices(config, secrets);
  if (choices.MAIL_FROM) writeSender(choices.MAIL_FROM);
  createQueues(config.queues);
  const databaseExisted = databaseExists(config.databaseName);
  if (databaseExisted) migrate(config.binding);
  const needsSetupCode = !databaseExisted || !hasAdministrator(config.binding);
  const newSecrets = { ...(choices.SITE_ORIGIN ? { SITE_ORIGIN: choices.SITE_ORIGIN } : {}), ...generatedSecrets(secrets, needsSetupCode) };
  deploy(newSecrets);
  if (!databaseExisted) migrate(config.binding);
  report(newSecrets, choices.SITE_ORIGIN, secrets?.includes("SETUP_CODE") ?? false);
}

try {
  await main();
} catch (error) {
  if (!(error instanceof Refusal)) throw error;
  console.error(`\nYayınlama durduruldu: ${error.message}`);
  process.exit(1);
}
