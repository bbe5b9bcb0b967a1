import { experimental_readRawConfig } from "wrangler";
import { describe, expect, it } from "vitest";

/** The one Worker's configuration (docs/architecture.md, "One Worker"). */
const config = experimental_readRawConfig({ config: "wrangler.toml" }).rawConfig;

describe("the Worker's configuration", () => {
  it("is one Worker: no service binding to another, and the entry that serves pages, /api, the cron and the queues", () => {
    expect(config.main).toBe("src/app/index.tsx");
    expect(config.services ?? []).toEqual([]);
    expect(config.triggers?.crons?.length).toBeGreaterThan(0);
  });

  it("consumes every queue it puts messages on", () => {
    const queueNames = (entries: { queue: string }[] | undefined) => (entries ?? []).map((entry) => entry.queue).sort();
    expect(queueNames(config.queues?.consumers)).toEqual(queueNames(config.queues?.producers));
  });

  it("names no account's ids, so one file deploys to any account (the first deploy provisions the database and the bucket by name)", () => {
    expect(config.account_id).toBeUndefined();
    for (const database of config.d1_databases ?? []) {
      expect(database.database_id).toBeUndefined();
      expect(database.database_name).toBeTruthy();
    }
    for (const bucket of config.r2_buckets ?? []) expect(bucket.bucket_name).toBeTruthy();
    expect(config.kv_namespaces ?? []).toEqual([]);
  });

  it("lets Workers Static Assets answer static files before the Worker runs", () => {
    expect(config.assets?.binding).toBe("ASSETS");
    expect(config.assets?.run_worker_first ?? false).toBe(false);
  });
});
