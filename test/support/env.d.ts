import type { D1Migration } from "@cloudflare/vitest-plugin";

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      /** An empty D1 the restore drill restores into (vitest.config.ts). */
      RESTORE_DB: D1Database;
      /** An instant every test's clock starts at, or "" (test/support/fixed-clock.ts). */
      TEST_CLOCK: string;
    }
    interface GlobalProps {
      mainModule: typeof import("../../src/app/index");
    }
  }
}
