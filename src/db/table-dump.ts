import { isSnapshotTable } from "../shared/backup/snapshot";

/**
 * Reading every table of D1 for a backup, page by page (src/services/backup/export.ts): which tables
 * there are, their columns, the order that keeps foreign keys satisfied on restore, and the schema
 * version. Raw D1 rather than drizzle, because it reads whatever tables exist, not the ones schema.ts knows.
 */

/** A table as the export reads it. */
export interface DumpTable {
  name: string;
  /** The columns written for each row: "rowid" first when the table has no INTEGER PRIMARY KEY of its own. */
  columns: string[];
  /** The column that holds the rowid: "rowid", or the table's INTEGER PRIMARY KEY. */
  rowid: string;
}

/** SQLite's quoting of a name. */
export const quoteName = (name: string) => `"${name.replaceAll('"', '""')}"`;

interface ColumnInfo {
  name: string;
  type: string;
  pk: number;
}

/** The column that is the table's rowid (a single INTEGER PRIMARY KEY), if it has one; else the rowid is written as a column of its own. */
function rowidColumn(columns: ColumnInfo[]): string | undefined {
  const keys = columns.filter((column) => column.pk > 0);
  return keys.length === 1 && keys[0]!.type.toUpperCase() === "INTEGER" ? keys[0]!.name : undefined;
}

/**
 * Tables ordered so that each comes after the tables its foreign keys point to (a table pointing
 * to itself keeps its rows in rowid order, which is the order they were made). Cycles between
 * tables, which this schema has none of, fall back to name order.
 */
function parentsFirst(names: string[], parents: Map<string, string[]>): string[] {
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visit = (name: string, path: Set<string>) => {
    if (placed.has(name) || path.has(name)) return;
    path.add(name);
    for (const parent of parents.get(name) ?? []) if (parent !== name && names.includes(parent)) visit(parent, path);
    placed.add(name);
    ordered.push(name);
  };
  for (const name of names) visit(name, new Set());
  return ordered;
}

/** Every table a snapshot holds, with its columns, parents before children. */
export async function snapshotTables(d1: D1Database): Promise<DumpTable[]> {
  const { results } = await d1
    .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' ORDER BY name")
    .all<{ name: string; sql: string | null }>();
  const virtual = results.filter((table) => /^\s*CREATE\s+VIRTUAL\s+TABLE/i.test(table.sql ?? "")).map((table) => table.name);
  const names = results.filter((table) => isSnapshotTable(table, virtual)).map((table) => table.name);
  const described = await d1.batch(
    names.flatMap((name) => [d1.prepare(`PRAGMA table_info(${quoteName(name)})`), d1.prepare(`PRAGMA foreign_key_list(${quoteName(name)})`)]),
  );
  const columns = new Map<string, ColumnInfo[]>();
  const parents = new Map<string, string[]>();
  names.forEach((name, index) => {
    columns.set(name, described[index * 2]!.results as ColumnInfo[]);
    parents.set(name, (described[index * 2 + 1]!.results as Array<{ table: string }>).map((key) => key.table));
  });
  return parentsFirst(names, parents).map((name) => {
    const info = columns.get(name)!;
    const own = info.map((column) => column.name);
    const rowid = rowidColumn(info);
    return rowid ? { name, columns: own, rowid } : { name, columns: ["rowid", ...own], rowid: "rowid" };
  });
}

/**
 * One page of a table's rows in rowid order, after the given rowid: each row's values in the
 * table's column order, and the last rowid read (for the next page). Paging by rowid keeps each
 * query cheap however far into a big table it is.
 */
export async function tablePage(d1: D1Database, table: DumpTable, afterRowid: number, limit: number) {
  const selected = table.columns.map((column) => (column === "rowid" ? "rowid" : quoteName(column))).join(", ");
  const rows = await d1
    .prepare(`SELECT rowid, ${selected} FROM ${quoteName(table.name)} WHERE rowid > ? ORDER BY rowid LIMIT ?`)
    .bind(afterRowid, limit)
    .raw<unknown[]>();
  return { rows: rows.map((row) => row.slice(1)), lastRowid: rows.length > 0 ? Number(rows.at(-1)![0]) : afterRowid };
}

/** The last migration applied to this database (wrangler and the tests record them in d1_migrations). */
export async function schemaVersion(d1: D1Database): Promise<string> {
  const row = await d1.prepare("SELECT name FROM d1_migrations ORDER BY id DESC LIMIT 1").first<{ name: string }>();
  if (!row) throw new Error("d1_migrations is empty: the database has no migrations applied");
  return row.name;
}
