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

  it("lets Workers Static Assets answer static files before the Worker runs", () => {
    expect(config.assets?.binding).toBe("ASSETS");
    expect(config.assets?.run_worker_first ?? false).toBe(false);
  });
});
