import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { database } from "../../src/db/client";
import { reindexStale } from "../../src/db/site-search";
import { isSnapshotTable } from "../../src/shared/backup/snapshot";
import { runBackup } from "../../src/services/backup/run";
import { seedDemo } from "../support/seed";
import { addMembers, restoreInto, tableRows } from "../support/backup";

/** The tables a snapshot must cover: every table of the live database but the ones it leaves out on purpose. */
async function liveTables(): Promise<string[]> {
  const { results } = await env.DB.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table'").all<{ name: string; sql: string }>();
  const virtual = results.filter((table) => table.sql.startsWith("CREATE VIRTUAL")).map((table) => table.name);
  return results.filter((table) => isSnapshotTable(table, virtual)).map((table) => table.name).sort();
}

describe("the restore drill", () => {
  it("exports the demo content with generated members, restores it into an empty D1 and finds every row as it was", async () => {
    await seedDemo();
    while ((await reindexStale(database(env.DB))) > 0);
    await addMembers(400);

    const outcome = await runBackup(env, new Date(), 8);
    expect(outcome).toMatchObject({ status: "done" });
    if (outcome.status !== "done") return;

    const manifest = await restoreInto(env.RESTORE_DB, outcome.key);
    expect(manifest.tables.map((table) => table.name).sort()).toEqual(await liveTables());
    expect(manifest.tables.find((table) => table.name === "users")!.rows).toBeGreaterThanOrEqual(400);
    for (const { name, rows } of manifest.tables) {
      const restored = await tableRows(env.RESTORE_DB, name);
      expect(restored, name).toEqual(await tableRows(env.DB, name));
      expect(restored.length, name).toBe(rows);
    }
    // The search index is not copied but re-derived as the content goes back in: the same entries, found the same way.
    const index = "SELECT rowid, kind, ref, title, slug FROM search_index ORDER BY rowid";
    const live = (await env.DB.prepare(index).all()).results;
    expect(live.length).toBeGreaterThan(0);
    expect((await env.RESTORE_DB.prepare(index).all()).results).toEqual(live);
    const search = "SELECT ref FROM search_index WHERE search_index MATCH 'text_words:dernek' ORDER BY rowid";
    const found = (await env.DB.prepare(search).all()).results;
    expect(found.length).toBeGreaterThan(0);
    expect((await env.RESTORE_DB.prepare(search).all()).results).toEqual(found);
  });
});
