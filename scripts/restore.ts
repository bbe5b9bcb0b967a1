// `npm run restore -- <snapshot.ndjson.gz> [--remote] [--persist-to DIR]`: loads a backup snapshot
// (src/shared/backup/snapshot.ts; docs/operations.md, "Yedekler", says how to get one out of R2) into an
// EMPTY D1: the local one `npm start` uses (or the one under --persist-to), or with --remote the
// deployed database. In order, so that nothing is written unless all of it can be:
//   1. the snapshot's schema must be this checkout's last migration, and the file must be whole
//      (its manifest present, every table's row count right): the INSERTs are generated first, into
//      a temporary folder, and checked;
//   2. the target must hold no rows;
//   3. the current migrations are applied (`wrangler d1 migrations apply`), then the INSERTs run in
//      files of a few MB (`wrangler d1 execute --file`), parents before the tables that reference them;
//   4. the row counts are compared with the manifest. The search index is rebuilt by its triggers.
import { spawn } from "node:child_process";
import { createReadStream, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { createGunzip } from "node:zlib";
import { refusalOf, snapshotReader } from "../src/shared/backup/restore-sql";
import { isSnapshotTable, type SnapshotManifest } from "../src/shared/backup/snapshot";
// @ts-expect-error: a plain script module without type declarations (npm start's migration step; it trims wrangler's output)
import { keepLastTable } from "./migrate-local.mjs";

/** Each file handed to `wrangler d1 execute --file`: big enough to need few wrangler runs, small enough for D1's import. */
const FILE_BYTES = 8 * 1024 * 1024;
const MIGRATIONS = new URL("../migrations/", import.meta.url);

/** A refusal: said plainly, and the script stops with nothing written. */
export class Refusal extends Error {}

/** Runs wrangler with the project's quiet settings; resolves with its output, rejects when it fails. */
function wrangler(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn("wrangler", args, {
      env: { ...process.env, CI: "true", WRANGLER_HIDE_BANNER: "true", WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", FORCE_COLOR: "0" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve(output) : reject(new Error(`wrangler ${args.slice(0, 3).join(" ")} failed:\n${output}`))));
  });
}

/** The rows of each query (separated by ";") against the target, through `wrangler d1 execute --json`. */
async function query<T>(target: string[], sql: string): Promise<T[][]> {
  const output = await wrangler(["d1", "execute", "DB", ...target, "--json", "--command", sql]);
  return (JSON.parse(output.slice(output.indexOf("["))) as Array<{ results: T[] }>).map((result) => result.results);
}

/** Rows per table, for the tables given (one COUNT per table: D1 allows only a few terms in a UNION). */
async function rowCounts(target: string[], tables: string[]): Promise<Map<string, number>> {
  if (tables.length === 0) return new Map();
  const counts = await query<{ n: number }>(target, tables.map((name) => `SELECT COUNT(*) AS n FROM "${name}"`).join("; "));
  return new Map(tables.map((name, index) => [name, counts[index]?.[0]?.n ?? 0]));
}

/** Refuses a target that holds any row (in the tables a snapshot would fill). */
async function assertEmpty(target: string[]): Promise<void> {
  const [tables = []] = await query<{ name: string; sql: string | null }>(target, "SELECT name, sql FROM sqlite_master WHERE type = 'table'");
  const virtual = tables.filter((table) => /^\s*CREATE\s+VIRTUAL/i.test(table.sql ?? "")).map((table) => table.name);
  const counts = await rowCounts(target, tables.filter((table) => isSnapshotTable(table, virtual)).map((table) => table.name));
  const filled = [...counts].filter(([, rows]) => rows > 0);
  if (filled.length > 0) {
    const list = filled.map(([name, rows]) => `${name}: ${rows}`).join(", ");
    throw new Refusal(`The target database is not empty (${list}). Nothing was written. Restore into a new, empty database (locally: --persist-to a new folder; remotely: wrangler d1 create, and its name as database_name in wrangler.toml).`);
  }
}

/** The snapshot's lines, decompressed as they are read. */
const snapshotLines = (file: string) => createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });

/** Checks the snapshot and writes its INSERTs into files in `folder`; returns the files and the manifest. */
export async function prepare(file: string, folder: string): Promise<{ files: string[]; manifest: SnapshotManifest }> {
  const migrations = readdirSync(MIGRATIONS).filter((name) => /^\d{4}_.*\.sql$/.test(name)).sort();
  const reader = snapshotReader();
  const files: string[] = [];
  let pending: string[] = [];
  let size = 0;
  const flush = () => {
    if (pending.length === 0) return;
    const path = join(folder, `${String(files.length).padStart(5, "0")}.sql`);
    writeFileSync(path, `PRAGMA defer_foreign_keys = on;\n${pending.join("\n")}\n`);
    files.push(path);
    pending = [];
    size = 0;
  };
  let first = true;
  for await (const line of snapshotLines(file)) {
    if (first) {
      const refusal = refusalOf(JSON.parse(line), migrations);
      if (refusal) throw new Refusal(refusal);
      first = false;
      continue;
    }
    for (const statement of reader.statements(line)) {
      pending.push(statement);
      size += statement.length;
      if (size >= FILE_BYTES) flush();
    }
  }
  flush();
  try {
    return { files, manifest: reader.finish() };
  } catch (error) {
    throw new Refusal((error as Error).message);
  }
}

/** Loads the prepared files into the target and compares its row counts with the manifest. */
async function load(target: string[], files: string[], manifest: SnapshotManifest): Promise<void> {
  console.log("Applying the migrations…");
  console.log(keepLastTable(await wrangler(["d1", "migrations", "apply", "DB", ...target])));
  for (const [index, file] of files.entries()) {
    console.log(`Loading part ${index + 1} of ${files.length}…`);
    await wrangler(["d1", "execute", "DB", ...target, "--yes", "--file", file]);
  }
  const counts = await rowCounts(target, manifest.tables.map((table) => table.name));
  const wrong = manifest.tables.filter((table) => counts.get(table.name) !== table.rows);
  if (wrong.length > 0) throw new Error(`Row counts differ from the snapshot's manifest: ${wrong.map((t) => `${t.name} ${counts.get(t.name)} ≠ ${t.rows}`).join(", ")}`);
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(`Restored ${rows} rows in ${manifest.tables.length} tables from the snapshot of ${manifest.createdAt} (schema ${manifest.schemaVersion}).`);
  console.log("The search index was rebuilt as the content went in. Media files in R2 are not part of a snapshot: see docs/operations.md.");
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { remote: { type: "boolean" }, "persist-to": { type: "string" } } });
  const file = positionals[0];
  if (!file || !existsSync(file)) throw new Refusal("Usage: npm run restore -- <snapshot.ndjson.gz> [--remote] [--persist-to DIR] (docs/operations.md, \"Yedekler\").");
  const persistTo = values["persist-to"];
  const target = values.remote ? ["--remote"] : ["--local", ...(persistTo ? ["--persist-to", persistTo] : [])];
  const folder = mkdtempSync(join(tmpdir(), "restore-"));
  try {
    const { files, manifest } = await prepare(file, folder);
    await assertEmpty(target);
    await load(target, files, manifest);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Refusal ? `Restore refused: ${error.message}` : error);
    process.exitCode = 1;
  });
}
