import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

/**
 * Three layers, one run, one closing line (test/support/summary-reporter.ts):
 * - workers: unit and integration tests inside workerd, with the real bindings of wrangler.toml and
 *   the real migrations applied to a fresh D1;
 * - client: browser-side code and assets (stylesheets), tested in Node;
 * - e2e: real Chromium against `wrangler dev` (started by test/e2e/global-setup.ts). These run in
 *   Node, never in workerd.
 */
export default defineConfig({
  test: {
    reporters: ["default", "./test/support/summary-reporter.ts"],
    projects: [
      {
        plugins: [
          cloudflareTest(async () => ({
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              bindings: { TEST_MIGRATIONS: await readD1Migrations("migrations") },
            },
          })),
        ],
        test: {
          name: "workers",
          include: ["test/**/*.test.{ts,tsx}"],
          // A time limit catches a hang, not slowness: sign-in tests hash a dozen passwords with scrypt
          // (16 MiB each, by design slow), which on a loaded 2-core machine takes far beyond vitest's
          // default 5 s. Nothing here measures speed; bench/ does.
          testTimeout: 60_000,
          hookTimeout: 60_000,
          exclude: ["test/e2e/**", "test/client/**"],
          setupFiles: ["./test/support/apply-migrations.ts"],
        },
      },
      {
        test: {
          name: "client",
          include: ["test/client/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        test: {
          name: "e2e",
          include: ["test/e2e/**/*.test.ts"],
          environment: "node",
          globalSetup: ["./test/e2e/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
