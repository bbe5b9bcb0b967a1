/**
 * The backup snapshot's format, shared by the Worker that writes it (src/services/backup/export.ts) and the restore
 * script that reads it (scripts/restore.ts, through ./restore-sql.ts). A snapshot is one gzip file of
 * JSON lines, read top to bottom without holding it whole:
 *
 *   {"kind":"header", …}                    format, schema version (the last migration), start time
 *   {"kind":"table","name":"news","columns":["id","title",…]}
 *   [1,"Başlık",…]                          one line per row, values in the columns' order
 *   …                                       (the next table, its rows)
 *   {"kind":"manifest", …}                  the tables with their row counts, and the end time
 *
 * The header comes first so that a restore can refuse a snapshot of another schema before it reads
 * further; the manifest comes last because only then are the counts known. This module imports nothing.
 */

export const SNAPSHOT_FORMAT = "camlica-d1-snapshot" as const;
/** Raised when the line layout changes; a restore refuses a format it does not know. */
export const SNAPSHOT_FORMAT_VERSION = 1;

/** A stored value: SQLite's text, integer, real and null as JSON has them; a blob as base64. */
export type SnapshotValue = string | number | null | { b64: string };

export interface SnapshotHeader {
  kind: "header";
  format: typeof SNAPSHOT_FORMAT;
  formatVersion: number;
  /** The last migration applied to the database: the schema the rows fit. */
  schemaVersion: string;
  createdAt: string;
}

export interface SnapshotTable {
  kind: "table";
  name: string;
  /** The columns of the rows that follow; "rowid" first for a table whose rowid is not a column of its own. */
  columns: string[];
  /** The column that holds each row's rowid ("rowid", or the table's INTEGER PRIMARY KEY). */
  rowid: string;
}

export interface SnapshotManifest {
  kind: "manifest";
  format: typeof SNAPSHOT_FORMAT;
  formatVersion: number;
  schemaVersion: string;
  createdAt: string;
  finishedAt: string;
  /** Every table written, in the order written (parents before the tables that reference them). */
  tables: Array<{ name: string; rows: number }>;
}

export type SnapshotLine = SnapshotHeader | SnapshotTable | SnapshotManifest | SnapshotValue[];

/** One line of the snapshot, with its newline. */
export const snapshotLine = (line: SnapshotLine) => `${JSON.stringify(line)}\n`;

/**
 * A value as D1 returns it, made storable: D1 gives a blob as an array of bytes (or an
 * ArrayBuffer), which JSON would otherwise turn into an array the restore could not tell from text.
 */
export function encodeValue(value: unknown): SnapshotValue {
  if (value === null || value === undefined) return null;
  if (typeof value === "string" || typeof value === "number") return value;
  if (typeof value === "bigint") return Number(value);
  if (typeof value === "boolean") return value ? 1 : 0;
  const bytes = value instanceof ArrayBuffer ? new Uint8Array(value) : Uint8Array.from(value as ArrayLike<number>);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return { b64: btoa(binary) };
}

/** Tables a snapshot never holds, and why. */
const SKIPPED_TABLES = new Set([
  // The restore applies the current migrations itself, which writes this table.
  "d1_migrations",
  // The record of backup runs describes the database the snapshot was taken from, not the restored one.
  "backup_runs",
]);

/** FTS5's own tables beside a virtual table: derived data, rebuilt by the triggers as rows are inserted. */
const FTS_SHADOW_SUFFIXES = ["_data", "_idx", "_content", "_docsize", "_config"];

/**
 * Whether a table of sqlite_master belongs in a snapshot: not SQLite's or D1's internal tables, not
 * the migrations' record, not a full-text index (a virtual table and its shadow tables; the search
 * index is re-derived by its triggers when news, events, pages and albums are restored).
 */
export function isSnapshotTable(table: { name: string; sql: string | null }, virtualTables: string[]): boolean {
  const { name } = table;
  if (name.startsWith("sqlite_") || name.startsWith("_cf_") || SKIPPED_TABLES.has(name)) return false;
  if (/^\s*CREATE\s+VIRTUAL\s+TABLE/i.test(table.sql ?? "")) return false;
  return !virtualTables.some((virtual) => FTS_SHADOW_SUFFIXES.some((suffix) => name === `${virtual}${suffix}`));
}
