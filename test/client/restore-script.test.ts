import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { prepare, Refusal } from "../../scripts/restore";
import { SNAPSHOT_FORMAT, snapshotLine, type SnapshotLine } from "../../src/shared/backup/snapshot";

/**
 * `npm run restore` (scripts/restore.ts) reads the whole snapshot and writes its statements into a
 * temporary folder before it touches any database: a snapshot of another schema or a cut-off file
 * is refused there, with nothing written. (The drill, test/backup/drill.test.ts, proves the
 * statements bring every row back; the wrangler steps after this one are not run here, since each
 * takes seconds: docs/operations.md says how to run a restore by hand.)
 */
const folder = mkdtempSync(join(tmpdir(), "restore-script-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const lastMigration = readdirSync(new URL("../../migrations/", import.meta.url)).filter((name) => /^\d{4}_.*\.sql$/.test(name)).sort().at(-1)!;
const createdAt = "2026-11-29T03:17:00.000Z";
const header = (schemaVersion: string): SnapshotLine => ({ kind: "header", format: SNAPSHOT_FORMAT, formatVersion: 1, schemaVersion, createdAt });
const usersTable: SnapshotLine = { kind: "table", name: "users", columns: ["id", "email", "name", "password_hash", "status"], rowid: "id" };
const rows: SnapshotLine[] = [
  [1, "ayse@ornek.org.tr", "Ayşe O'Kılıç", "scrypt$x", "active"],
  [7, "mehmet@ornek.org.tr", "Mehmet Şen", "scrypt$y", "pending"],
];
const manifest = (schemaVersion: string, count = 2): SnapshotLine => ({
  kind: "manifest",
  format: SNAPSHOT_FORMAT,
  formatVersion: 1,
  schemaVersion,
  createdAt,
  finishedAt: createdAt,
  tables: [{ name: "users", rows: count }],
});

/** A snapshot file made of the given lines, and an empty folder for its statements. */
function snapshot(name: string, lines: SnapshotLine[]) {
  const file = join(folder, `${name}.ndjson.gz`);
  writeFileSync(file, gzipSync(lines.map(snapshotLine).join("")));
  return { file, out: mkdtempSync(join(folder, `${name}-`)) };
}

describe("npm run restore, before it writes anything", () => {
  it("turns a whole snapshot of the current schema into INSERTs", async () => {
    const { file, out } = snapshot("whole", [header(lastMigration), usersTable, ...rows, manifest(lastMigration)]);
    const { files, manifest: read } = await prepare(file, out);
    expect(read.tables).toEqual([{ name: "users", rows: 2 }]);
    expect(files).toHaveLength(1);
    const sql = readFileSync(files[0]!, "utf8");
    expect(sql).toContain(`INSERT INTO "users" ("id", "email", "name", "password_hash", "status") VALUES (1, 'ayse@ornek.org.tr', 'Ayşe O''Kılıç', 'scrypt$x', 'active');`);
  });

  it("refuses a snapshot from a newer schema, saying so", async () => {
    const { file, out } = snapshot("newer", [header("9999_from_the_future.sql"), usersTable, ...rows, manifest("9999_from_the_future.sql")]);
    const refusal = prepare(file, out);
    await expect(refusal).rejects.toBeInstanceOf(Refusal);
    await expect(refusal).rejects.toThrow(`The snapshot's schema (9999_from_the_future.sql) is newer than this version of the site (its last migration is ${lastMigration}). Nothing was written.`);
  });

  it("refuses a snapshot from an older schema, with the way to restore it", async () => {
    const { file, out } = snapshot("older", [header("0000_init.sql"), usersTable, ...rows, manifest("0000_init.sql")]);
    await expect(prepare(file, out)).rejects.toThrow(/is older than this version of the site[\s\S]*git checkout \$\(git log -1 --format=%h -- migrations\/0000_init\.sql\)/);
  });

  it("refuses a snapshot cut off before its manifest, or with rows missing", async () => {
    const cut = snapshot("cut", [header(lastMigration), usersTable, ...rows]);
    await expect(prepare(cut.file, cut.out)).rejects.toThrow("The snapshot is cut off: it ends before its manifest. Nothing was written.");
    const short = snapshot("short", [header(lastMigration), usersTable, rows[0]!, manifest(lastMigration)]);
    await expect(prepare(short.file, short.out)).rejects.toThrow("table users has 1 rows where its manifest says 2");
  });

  it("refuses a file that is not a snapshot", async () => {
    const file = join(folder, "other.gz");
    writeFileSync(file, gzipSync('{"hello":"world"}\n'));
    await expect(prepare(file, folder)).rejects.toThrow("This file is not a backup snapshot of this site");
  });
});
