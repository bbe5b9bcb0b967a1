import { experimental_readRawConfig } from "wrangler";
import { describe, expect, it } from "vitest";

/**
 * The two Workers' configuration files (docs/architecture.md, "Two Workers") name the same
 * resources twice: wrangler has no way to share bindings between two Workers' files. This keeps them
 * in step, so a change to one that forgets the other fails here instead of in production.
 */
const site = experimental_readRawConfig({ config: "wrangler.toml" }).rawConfig;
const admin = experimental_readRawConfig({ config: "wrangler.admin.toml" }).rawConfig;

describe("the two Workers' configuration", () => {
  it("runs both on the same runtime, with the same library parts left out", () => {
    expect(admin.compatibility_date).toBe(site.compatibility_date);
    expect(admin.compatibility_flags).toEqual(site.compatibility_flags);
    expect(admin.alias).toEqual(site.alias);
    expect([admin.minify, admin.keep_names, admin.upload_source_maps]).toEqual([site.minify, site.keep_names, site.upload_source_maps]);
  });

  it("binds both to the same database, bucket, images, mail and sender", () => {
    expect(admin.d1_databases).toEqual(site.d1_databases);
    expect(admin.r2_buckets).toEqual(site.r2_buckets);
    expect(admin.images).toEqual(site.images);
    expect(admin.send_email).toEqual(site.send_email);
    expect(admin.vars).toEqual(site.vars);
    expect(admin.assets?.directory).toBe(site.assets?.directory);
    expect(admin.assets?.binding).toBe(site.assets?.binding);
  });

  it("lets both put mail and bulletins on the queues, and only the admin Worker consume them", () => {
    expect(admin.queues?.producers).toEqual(site.queues?.producers);
    expect(site.queues?.consumers ?? []).toEqual([]);
    const queueNames = (entries: { queue: string }[] | undefined) => (entries ?? []).map((entry) => entry.queue).sort();
    expect(queueNames(admin.queues?.consumers)).toEqual(queueNames(site.queues?.producers));
  });

  it("gives the admin Worker no address of its own, and the site's Worker the binding to it and the cron", () => {
    expect(admin.workers_dev).toBe(false);
    expect(admin.preview_urls).toBe(false);
    expect(admin.routes ?? []).toEqual([]);
    expect(site.services).toEqual([{ binding: "ADMIN", service: admin.name }]);
    expect(site.triggers?.crons?.length).toBeGreaterThan(0);
    expect(admin.triggers?.crons ?? []).toEqual([]);
  });
});
