import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

/**
 * `npm run deploy` (scripts/deploy.mjs) against a fake wrangler (test/fixtures/fake-wrangler/) that
 * records the commands it is given and answers as an account would: empty on the first deploy, with
 * everything in place on the next. Nothing here reaches Cloudflare. (That wrangler accepts the
 * id-free wrangler.toml is proved by `npm run deploy:dry-run`, which CI runs: .ci/run.)
 */
const root = fileURLToPath(new URL("../../", import.meta.url));
const fakeBin = join(root, "test/fixtures/fake-wrangler");
const folder = mkdtempSync(join(tmpdir(), "deploy-script-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const QUEUES = ["camlica-eposta", "camlica-bulten", "camlica-eposta-dlq", "camlica-bulten-dlq"];

interface Account {
  worker: boolean;
  secrets: string[];
  databases: string[];
  databaseName: string;
  queues: string[];
  migrated: boolean;
  admins: number;
}
const EMPTY: Account = { worker: false, secrets: [], databases: [], databaseName: "camlica-dernek", queues: [], migrated: false, admins: 0 };
const READY: Account = { ...EMPTY, worker: true, secrets: ["SITE_ORIGIN", "IP_HASH_SECRET", "REGISTER_KEY"], databases: ["camlica-dernek"], queues: QUEUES, migrated: true, admins: 1 };

interface Recorded {
  args: string[];
  secrets?: Record<string, string>;
}

/** Runs the deploy script in a folder of its own (a copy of wrangler.toml, with `sender` as MAIL_FROM when given), with `input` on stdin. */
function runDeploy(name: string, account: Account, input: string, options: { env?: Record<string, string>; sender?: string } = {}) {
  const dir = mkdtempSync(join(folder, `${name}-`));
  copyFileSync(join(root, "wrangler.toml"), join(dir, "wrangler.toml"));
  if (options.sender) {
    const config = readFileSync(join(dir, "wrangler.toml"), "utf8");
    writeFileSync(join(dir, "wrangler.toml"), config.replace(/^MAIL_FROM = ".*"$/m, `MAIL_FROM = "${options.sender}"`));
  }
  const state = join(dir, "account.json");
  const log = join(dir, "commands.ndjson");
  writeFileSync(state, JSON.stringify(account));
  writeFileSync(log, "");
  const { SITE_ORIGIN: _origin, MAIL_FROM: _sender, ...env } = process.env;
  const result = spawnSync(process.execPath, [join(root, "scripts/deploy.mjs")], {
    cwd: dir,
    input,
    encoding: "utf8",
    env: { ...env, ...options.env, PATH: `${fakeBin}${delimiter}${process.env.PATH}`, FAKE_WRANGLER_STATE: state, FAKE_WRANGLER_LOG: log },
  });
  const commands = readFileSync(log, "utf8").trim().split("\n").filter(Boolean).map((line) => JSON.parse(line) as Recorded);
  return { ...result, commands, config: readFileSync(join(dir, "wrangler.toml"), "utf8"), account: JSON.parse(readFileSync(state, "utf8")) as Account };
}

const names = (commands: Recorded[]) => commands.map((command) => command.args.join(" ").replace(/--secrets-file \S+/, "--secrets-file <file>"));

describe("npm run deploy, the first time", () => {
  const run = runDeploy("first", EMPTY, "http://ornek.org.tr/\nhttps://www.ornek-dernek.org.tr\n\n");

  it("asks for the site's address until it is one, then for the sender, offering one on that domain", () => {
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain("Sitenin adresi (ör. https://www.dernegimiz.org.tr): ");
    expect(run.stdout).toContain("https:// ile başlayan, sonunda / olmayan bir adres yazın.");
    expect(run.stdout).toContain("[bildirim@ornek-dernek.org.tr]");
    expect(run.config).toMatch(/^MAIL_FROM = "bildirim@ornek-dernek.org.tr"$/m);
  });

  it("creates the queues, deploys (which provisions the database), then applies the migrations", () => {
    expect(names(run.commands)).toEqual([
      "secret list --format json",
      ...QUEUES.map((queue) => `queues create ${queue}`),
      "d1 list --json",
      "deploy --secrets-file <file>",
      "d1 migrations apply DB --remote",
    ]);
    expect(run.account.queues.sort()).toEqual([...QUEUES].sort());
  });

  it("uploads the generated secrets with the deploy, and prints the setup code and the register key", () => {
    const secrets = run.commands.find((command) => command.args[0] === "deploy")!.secrets!;
    expect(Object.keys(secrets).sort()).toEqual(["IP_HASH_SECRET", "REGISTER_KEY", "SETUP_CODE", "SITE_ORIGIN"]);
    expect(secrets.SITE_ORIGIN).toBe("https://www.ornek-dernek.org.tr");
    expect(secrets.IP_HASH_SECRET).toMatch(/^[0-9a-f]{64}$/);
    expect(Buffer.from(secrets.REGISTER_KEY!.replace(/^v1:/, ""), "base64")).toHaveLength(32);
    expect(run.stdout).toContain(`Kurulum kodu: ${secrets.SETUP_CODE}`);
    expect(run.stdout).toContain("https://www.ornek-dernek.org.tr/register");
    expect(run.stdout).toContain(secrets.REGISTER_KEY);
  });
});

describe("npm run deploy, at a release", () => {
  it("asks nothing, creates nothing, migrates before it deploys and sets no secret", () => {
    const run = runDeploy("release", READY, "", { sender: "bildirim@ornek-dernek.org.tr" });
    expect(run.status, run.stderr).toBe(0);
    expect(names(run.commands)).toEqual([
      "secret list --format json",
      ...QUEUES.map((queue) => `queues create ${queue}`),
      "d1 list --json",
      "d1 migrations apply DB --remote",
      "d1 execute DB --remote --json --command SELECT count(*) AS n FROM users WHERE role = 'admin' AND status = 'active'",
      "deploy",
    ]);
    expect(run.stdout).not.toContain("Sitenin adresi");
    expect(run.stdout).not.toContain("Kurulum kodu");
  });

  it("makes a new setup code while the site still has no administrator (a first deploy that stopped half-way)", () => {
    const run = runDeploy("no-admin", { ...READY, secrets: [...READY.secrets, "SETUP_CODE"], admins: 0 }, "", { sender: "bildirim@ornek-dernek.org.tr" });
    expect(run.status, run.stderr).toBe(0);
    const secrets = run.commands.find((command) => command.args[0] === "deploy")!.secrets!;
    expect(Object.keys(secrets)).toEqual(["SETUP_CODE"]);
    expect(run.stdout).toContain(`Kurulum kodu: ${secrets.SETUP_CODE}`);
  });
});

describe("npm run deploy refuses before changing anything", () => {
  it("when the site's address cannot be asked (no terminal) and is not given", () => {
    const run = runDeploy("no-origin", EMPTY, "");
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("Sitenin adresi (SITE_ORIGIN) verilmedi");
    expect(names(run.commands)).toEqual(["secret list --format json"]);
  });

  it("takes the address and the sender from the environment when there is no terminal (the Deploy to Cloudflare button's build)", () => {
    const run = runDeploy("env", EMPTY, "", { env: { SITE_ORIGIN: "https://dernek.example.org", MAIL_FROM: "posta@dernek.example.org" } });
    expect(run.status, run.stderr).toBe(0);
    expect(run.commands.find((command) => command.args[0] === "deploy")!.secrets!.SITE_ORIGIN).toBe("https://dernek.example.org");
    expect(run.config).toMatch(/^MAIL_FROM = "posta@dernek.example.org"$/m);
  });

  it("when wrangler is not signed in", () => {
    const run = runDeploy("signed-out", { ...READY, worker: true }, "", { env: { FAKE_WRANGLER_SIGNED_OUT: "1" } });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("npx wrangler login");
    expect(names(run.commands)).toEqual(["secret list --format json"]);
  });
});
