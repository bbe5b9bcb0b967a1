import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { sitePolicies } from "../../src/app/create-app";
import { purgeSections } from "../../src/platform/cache/local-store";
import { pageRoutes } from "../../src/routes/pages/routes";
import { rememberIdentity } from "../../src/routes/pages/site-identity";
import { DEFAULT_IDENTITY } from "../../src/shared/identity";

// Every test file starts from the real schema (the same SQL files wrangler applies) and from empty
// storage. The workers projects run their files one after another in a shared runner
// (`isolate: false` in vitest.config.ts: starting a runner per file cost about a third of the layer),
// so what an earlier file left behind is removed here: every row (the schema stays, and the rows the
// migrations write are put back as they were), every R2 object and every cached page.

/** Tables whose rows are kept: the migrations' own record, SQLite's and D1's internals, FTS5's shadow tables. */
async function dataTables(): Promise<string[]> {
  const { results } = await env.DB.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table'").all<{ name: string; sql: string | null }>();
  const virtual = results.filter((table) => /^CREATE VIRTUAL TABLE/i.test(table.sql ?? "")).map((table) => `${table.name}_`);
  return results
    .map((table) => table.name)
    .filter((name) => name !== "d1_migrations" && !name.startsWith("sqlite_") && !name.startsWith("_cf_"))
    .filter((name) => !virtual.some((prefix) => name.startsWith(prefix)));
}

type Row = Record<string, unknown>;
/** Rows the migrations themselves write (e.g. the cash book's usual categories), kept from the runner's first file. */
const runner = globalThis as { migrationRows?: { table: string; rows: Row[] }[] };
const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Reads what the migrations wrote on a fresh database, to put back after each wipe. */
async function rememberMigrationRows(): Promise<void> {
  const kept: { table: string; rows: Row[] }[] = [];
  for (const table of await dataTables()) {
    const { results } = await env.DB.prepare(`SELECT * FROM ${quoted(table)}`).all<Row>();
    if (results.length) kept.push({ table, rows: results });
  }
  runner.migrationRows = kept;
}

const insertRow = (table: string, row: Row) => {
  const columns = Object.keys(row);
  return env.DB.prepare(`INSERT INTO ${quoted(table)} (${columns.map(quoted).join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`).bind(
    ...columns.map((column) => row[column]),
  );
};

/** Every row an earlier file left is removed, and the migrations' own rows are as a fresh database has them. */
async function emptyDatabase(): Promise<void> {
  const tables = await dataTables();
  if (!tables.includes("users") || !runner.migrationRows) return; // a fresh runner: nothing to remove yet
  await env.DB.batch([
    // One transaction: foreign keys are checked at its end, when every referencing row is gone too.
    env.DB.prepare("PRAGMA defer_foreign_keys = on"),
    ...tables.map((name) => env.DB.prepare(`DELETE FROM ${quoted(name)}`)),
    env.DB.prepare("DELETE FROM sqlite_sequence"),
    ...runner.migrationRows.flatMap(({ table, rows }) => rows.map((row) => insertRow(table, row))),
  ]);
}

async function emptyBucket(): Promise<void> {
  for (let listed = await env.MEDIA.list(); listed.objects.length; listed = await env.MEDIA.list()) {
    await env.MEDIA.delete(listed.objects.map((object) => object.key));
  }
}

/** Every cached page of an earlier file becomes unreachable: each list of sections gets a new token. */
async function forgetCachedPages(): Promise<void> {
  const { sectionLists } = sitePolicies(pageRoutes);
  const everySection = [...new Set(sectionLists.flat())];
  await purgeSections(everySection, sectionLists);
}

await emptyDatabase();
await emptyBucket();
await forgetCachedPages();
// The database is empty: no identity saved, as the shells of this file must know from their first page.
rememberIdentity({ identity: DEFAULT_IDENTITY, version: 0 });
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
if (!runner.migrationRows) await rememberMigrationRows();
