import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { lastBackup } from "../../src/db/backup-runs";
import { database } from "../../src/db/client";
import { BACKUP_PREFIX, manifestKey } from "../../src/services/backup/keys";
import { backupIfDue, runBackup } from "../../src/services/backup/run";
import { BACKUP_KEY } from "../../src/services/backup/settings";
import { addMembers, resetBackups, runAll } from "../support/backup";
import { runDailyCron, visit } from "../support/fetch";

const DAY = 24 * 60 * 60 * 1000;
const START = Date.UTC(2026, 10, 1, 3, 17);

/** Every key under the backup prefix, in key (= time) order. */
async function backupKeys(): Promise<string[]> {
  return (await env.MEDIA.list({ prefix: BACKUP_PREFIX })).objects.map((object) => object.key).sort();
}

/** The media bucket, with its multipart uploads failing on the first part: R2 refusing a write half-way. */
const failingBucket = new Proxy(env.MEDIA, {
  get(target, property) {
    if (property !== "createMultipartUpload") return Reflect.get(target, property).bind(target);
    return async (key: string, options?: R2MultipartOptions) => {
      const upload = await target.createMultipartUpload(key, options);
      return new Proxy(upload, {
        get(inner, name) {
          if (name === "uploadPart") return () => Promise.reject(new Error("R2 yazma hatası"));
          const value = Reflect.get(inner, name);
          return typeof value === "function" ? value.bind(inner) : value;
        },
      });
    };
  },
});

/** The database, with reads of one table failing: D1 failing half-way through the export. */
const failingReads = (table: string) =>
  new Proxy(env.DB, {
    get(target, property) {
      if (property !== "prepare") return Reflect.get(target, property).bind(target);
      return (query: string) => {
        if (query.includes(`FROM "${table}" WHERE rowid >`)) throw new Error(`D1 okuma hatası (${table})`);
        return target.prepare(query);
      };
    },
  });

beforeEach(resetBackups);

describe("the scheduled export", () => {
  it("writes a compressed snapshot and its manifest under the private prefix, and records the run", async () => {
    await addMembers(20);
    const outcome = await runBackup(env, new Date(START), 8);
    expect(outcome).toMatchObject({ status: "done", pruned: 0 });
    if (outcome.status !== "done") return;
    expect(await backupKeys()).toEqual([manifestKey(outcome.key), outcome.key].sort());
    const manifest = await (await env.MEDIA.get(manifestKey(outcome.key)))!.json<{ schemaVersion: string; tables: Array<{ name: string; rows: number }> }>();
    expect(manifest.schemaVersion).toBe(env.TEST_MIGRATIONS.at(-1)!.name);
    expect(manifest.tables).toContainEqual({ name: "users", rows: 20 });
    expect(manifest.tables.map((table) => table.name)).not.toContain("search_index_data");
    const { lastDone } = await lastBackup(database(env.DB));
    expect(lastDone).toMatchObject({ status: "done", objectKey: outcome.key, rowCount: outcome.rows, schemaVersion: manifest.schemaVersion });
    // Never served, not even to someone who knows the key.
    expect((await visit(`/media/${outcome.key}`)).status).toBe(404);
  });

  it("leaves the previous snapshot intact when R2 refuses a write half-way, and records the failure", async () => {
    const first = await runBackup(env, new Date(START), 8);
    const before = await backupKeys();
    const failed = await runBackup({ DB: env.DB, MEDIA: failingBucket }, new Date(START + 7 * DAY), 8);
    expect(failed).toMatchObject({ status: "failed", error: "R2 yazma hatası" });
    expect(await backupKeys()).toEqual(before);
    expect((await env.MEDIA.head(first.key))!.size).toBeGreaterThan(0);
    const { lastDone, lastRun } = await lastBackup(database(env.DB));
    expect(lastDone?.objectKey).toBe(first.key);
    expect(lastRun).toMatchObject({ status: "failed", error: "R2 yazma hatası" });
  });

  it("leaves nothing behind when a read fails after some tables were written", async () => {
    await addMembers(5);
    const first = await runBackup(env, new Date(START), 8);
    const failed = await runBackup({ DB: failingReads("users"), MEDIA: env.MEDIA }, new Date(START + 7 * DAY), 8);
    expect(failed).toMatchObject({ status: "failed", error: "D1 okuma hatası (users)" });
    expect(await backupKeys()).toEqual([manifestKey(first.key), first.key].sort());
  });

  it("keeps the last N snapshots and marks the older runs pruned", async () => {
    const keys = [];
    for (let week = 0; week < 4; week++) keys.push((await runBackup(env, new Date(START + week * 7 * DAY), 2)).key);
    expect(await backupKeys()).toEqual([keys[2]!, manifestKey(keys[2]!), keys[3]!, manifestKey(keys[3]!)].sort());
    const { results } = await env.DB.prepare("SELECT status FROM backup_runs ORDER BY id").all<{ status: string }>();
    expect(results.map((run) => run.status)).toEqual(["pruned", "pruned", "done", "done"]);
  });

  it("runs weekly from the daily cron by default, and as often as the setting says", async () => {
    await runDailyCron(START);
    expect(await backupKeys()).toHaveLength(2);
    expect(await backupIfDue(env, new Date(START + DAY))).toBeNull();
    expect(await backupIfDue(env, new Date(START + 6 * DAY))).toBeNull();
    expect(await backupIfDue(env, new Date(START + 7 * DAY))).toMatchObject({ status: "done" });
    await runAll([["INSERT INTO settings (key, value) VALUES (?, ?)", BACKUP_KEY, JSON.stringify({ everyDays: 1, keep: 3 })]]);
    expect(await backupIfDue(env, new Date(START + 8 * DAY))).toMatchObject({ status: "done" });
  });

  it("retries at the next daily run after a failure, and takes a run cut off by a stopped Worker for failed", async () => {
    await runBackup({ DB: env.DB, MEDIA: failingBucket }, new Date(START), 8);
    expect(await backupIfDue(env, new Date(START + DAY))).toMatchObject({ status: "done" });
    await runAll([["INSERT INTO backup_runs (status, started_at, object_key) VALUES ('running', ?, 'x')", START + 9 * DAY]]);
    expect(await backupIfDue(env, new Date(START + 9 * DAY + 60_000))).toBeNull();
    expect(await backupIfDue(env, new Date(START + 9 * DAY + 2 * 60 * 60 * 1000))).toMatchObject({ status: "done" });
    const { results } = await env.DB.prepare("SELECT status, error FROM backup_runs WHERE object_key = 'x'").all();
    expect(results).toEqual([{ status: "failed", error: "Yedekleme yarıda kaldı (Worker durduruldu)." }]);
  });
});
