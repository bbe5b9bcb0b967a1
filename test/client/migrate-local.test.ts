import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
// @ts-expect-error: a plain script module without type declarations
import { applyLocalMigrations, keepLastTable, progressOf } from "../../scripts/migrate-local.mjs";
// @ts-expect-error: a plain script module without type declarations
import { devOrigin, portTaken, portTakenMessage } from "../../scripts/start.mjs";
import { createServer } from "node:net";

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
    const progress: string[] = [];
    const { code, output } = (await applyLocalMigrations(["-c", fileURLToPath(new URL("wrangler.toml", fixture)), "--persist-to", state], (line: string) => progress.push(line))) as {
      code: number;
      output: string;
    };
    expect(code).toBe(0);
    // Each migration is reported once as it is applied, not only in the table at the end.
    expect(progress).toEqual(migrations.map((name) => `${name} applied`));
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

describe("npm start's progress and port", () => {
  it("reports a migration when wrangler's table first shows it applied, even across chunks", () => {
    const lines: string[] = [];
    const watch = progressOf((line: string) => lines.push(line));
    watch("│ 0001_a.sql │ ✅ │\n│ 0002_b.sql │ 🕒 │\n│ 0001_a.s");
    watch("ql │ ✅ │\n│ 0002_b.sql │ ✅ │\n");
    expect(lines).toEqual(["0001_a.sql applied", "0002_b.sql applied"]);
  });

  it("names a taken port before anything starts, and tells the Worker its own address", async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(8817, "127.0.0.1", resolve));
    try {
      expect(await portTaken(8817)).toBe(true);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect(await portTaken(8817)).toBe(false);
    expect(portTakenMessage(8817)).toMatch(/Port 8817 is already in use.*PORT=8818 npm start/);
    expect(devOrigin(8815)).toBe("http://localhost:8815");
  });
});
