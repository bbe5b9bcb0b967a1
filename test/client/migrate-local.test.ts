import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
// @ts-expect-error: a plain script module without type declarations
import { applyLocalMigrations, keepLastTable } from "../../scripts/migrate-local.mjs";

/**
 * `npm start`'s migration step (scripts/migrate-local.mjs): wrangler redraws its migration table
 * after every migration it applies; a newcomer's first start shows it once, with every row final.
 * Run on a database of its own with three small migrations (test/fixtures/migrate-local/): the real
 * ones cost half a minute of CPU here, and the browser layer's start applies those already.
 */
const fixture = new URL("../fixtures/migrate-local/", import.meta.url);
const migrations = readdirSync(new URL("migrations/", fixture)).filter((name) => name.endsWith(".sql"));
const state = mkdtempSync(join(tmpdir(), "migrate-local-"));
afterAll(() => rmSync(state, { recursive: true, force: true }));

const tableHeads = (output: string) => output.split("\n").filter((line) => /^│ name\s+│/.test(line)).length;

describe("npm start's migrations on a fresh clone", () => {
  it("show the migration table once, each migration applied, and each note once", async () => {
    const { code, output } = (await applyLocalMigrations(["-c", fileURLToPath(new URL("wrangler.toml", fixture)), "--persist-to", state])) as { code: number; output: string };
    expect(code).toBe(0);
    expect(tableHeads(output)).toBeGreaterThan(1);
    const shown: string = keepLastTable(output);
    expect(tableHeads(shown)).toBe(1);
    for (const name of migrations) expect(shown.split("\n").filter((line) => line.includes(name))).toEqual([expect.stringMatching(/✅/)]);
    expect(shown.match(/Executing on local database/g)).toHaveLength(1);
    expect(shown).not.toMatch(/commands? executed successfully/);
    expect(shown.split("\n").length).toBeLessThan(2 * migrations.length + 20);
  }, 60_000);

  it("say so plainly when nothing is left to apply (wrangler's words on a second start)", () => {
    const output = "Resource location: local \n\nUse --remote if you want to access the remote instance.\n\n✅ No migrations to apply!\n";
    expect(keepLastTable(output)).toBe(output);
  });
});
