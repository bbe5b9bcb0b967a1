import type { D1Migration } from "@cloudflare/vitest-plugin";

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      /** An empty D1 the restore drill restores into (vitest.config.ts). */
      RESTORE_DB: D1Database;
    }
    interface GlobalProps {
      mainModule: typeof import("../../src/app/index");
    }
  }
}
