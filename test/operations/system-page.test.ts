import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { DashboardDto, SystemDto } from "../../src/shared/admin-contract";
import { build } from "../../src/platform/build-manifest";
import { r2Usage } from "../../src/platform/r2-usage";
import { createAccount, sessionCookie } from "../support/accounts";
import { apiCaller, signedInApi } from "../support/admin-api";
import { runDailyCron } from "../support/fetch";

const { call } = signedInApi("admin");
let editor: ReturnType<typeof apiCaller>;

beforeAll(async () => {
  const account = await createAccount("editor");
  const { cookie } = await sessionCookie(account.id);
  editor = apiCaller(() => cookie);
  await env.DB.exec("DELETE FROM error_records");
  const now = Date.now();
  await env.DB.prepare(
    "INSERT INTO error_records (fingerprint, first_code, last_code, route, kind, first_at, last_at, count) VALUES ('new', 'AB2C-3D', '7F3K-2Q', 'GET /gundem/:slug', 'TypeError', ?1, ?1, 3), ('old', 'EEEE-EE', 'EEEE-EE', 'GET /eski', 'Error', ?2, ?2, 1)",
  )
    .bind(now - 3600_000, now - 3 * 86_400_000)
    .run();
  await env.MEDIA.put("test/sistem-a.bin", new Uint8Array(1500));
  await env.MEDIA.put("test/sistem-b.bin", new Uint8Array(500));
});

describe("the dashboard", () => {
  it("shows administrators the last day's errors, and editors none", async () => {
    const { body } = await call<DashboardDto>("GET", "/dashboard");
    expect(body.recentErrors).toEqual([expect.objectContaining({ route: "GET /gundem/:slug", kind: "TypeError", count: 3, lastCode: "7F3K-2Q" })]);
    expect((await editor<DashboardDto>("GET", "/dashboard")).body.recentErrors).toEqual([]);
  });
});

describe("GET /api/system", () => {
  it("is for administrators only", async () => {
    expect((await editor("GET", "/system")).status).toBe(403);
  });

  it("shows the build, the migrations, each cron task's last run, the day's errors, the sizes and the deployment checks", async () => {
    await runDailyCron(Date.now());
    const { status, body } = await call<SystemDto>("GET", "/system");
    expect(status).toBe(200);
    expect(body.build).toMatchObject({ id: build.id, builtAt: new Date(build.timestamp).toISOString() });
    expect(body.migrations[0]!.name).toBe("0000_init.sql");
    expect(body.migrations.map((migration) => migration.name)).toContain("0021_operations.sql");
    expect(body.cronRuns.find((run) => run.task === "retention")).toMatchObject({ ok: true, cron: "17 3 * * *" });
    expect(body.errors.map((error) => error.lastCode)).toEqual(["7F3K-2Q"]);
    expect(body.storage.d1Bytes).toBeGreaterThan(0);
    expect(body.storage.r2.bytes).toBeGreaterThanOrEqual(2000);
    expect(body.storage.r2.partial).toBe(false);
    // The daily run took the first snapshot, and queued one mail: the day's error digest to the administrator.
    expect(body.backup.lastDone).toMatchObject({ status: "done" });
    expect(body.backup.lastDone!.rows).toBeGreaterThan(0);
    expect(body.backup.lastRun).toBeNull();
    expect(body.jobs).toEqual({ mail: { queued: 1, sent: 0, failed: 0 }, bulletin: { queued: 0, sent: 0, failed: 0 }, cancellation: { queued: 0, sent: 0, failed: 0 } });
    // Locally no secret is set but the register's development key (vitest.config.ts), and the sender is the example one.
    expect(body.deployment).toEqual([
      { name: "SITE_ORIGIN", ok: false },
      { name: "IP_HASH_SECRET", ok: false },
      { name: "REGISTER_KEY", ok: true },
      { name: "EMAIL", ok: false },
    ]);
  });

  it("tells when the bucket was too large to count in one look", async () => {
    const usage = await r2Usage({ list: async () => ({ objects: [{ size: 10 }], truncated: true, cursor: "x" }) } as unknown as R2Bucket, 3);
    expect(usage).toEqual({ objects: 3, bytes: 30, partial: true });
  });
});
