import { SNAPSHOT_FORMAT, SNAPSHOT_FORMAT_VERSION, type SnapshotHeader, type SnapshotLine, type SnapshotManifest, type SnapshotTable, type SnapshotValue } from "./snapshot";

/**
 * Turning a snapshot (./snapshot.ts) back into SQL: the checks a restore makes before it writes
 * anything, and the INSERT statements, one row at a time. Used by scripts/restore.ts (which runs the
 * statements through `wrangler d1 execute`) and by the restore drill (test/backup/drill.test.ts).
 * Pure: no I/O, no Worker or Node API.
 */

/** D1 refuses a statement over 100,000 bytes; a text value longer than this many UTF-16 units (at most 3 bytes each) is sent in pieces. */
const PIECE_CHARS = 20_000;
/** A row whose values add up to more than this is inserted with its long texts empty, then appended piece by piece. */
const ROW_CHARS = 30_000;
/** Texts shorter than this stay in the INSERT even in a long row. */
const SHORT_CHARS = 1_000;

const quoteName = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** A value as an SQL literal. */
function literal(value: SnapshotValue): string {
  if (value === null) return "NULL";
  if (typeof value === "number") return String(value);
  if (typeof value === "string") return `'${value.replaceAll("'", "''")}'`;
  const bytes = Uint8Array.from(atob(value.b64), (char) => char.charCodeAt(0));
  return `X'${Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("")}'`;
}

/** Why a snapshot cannot be restored by this version of the site, or null when it can. */
export function refusalOf(header: unknown, migrations: string[]): string | null {
  const found = header as Partial<SnapshotHeader> | null;
  if (found?.kind !== "header" || found.format !== SNAPSHOT_FORMAT) return "This file is not a backup snapshot of this site (its first line is not a snapshot header).";
  if ((found.formatVersion ?? 0) > SNAPSHOT_FORMAT_VERSION)
    return `The snapshot was written in format ${found.formatVersion}, newer than this version of the site reads (${SNAPSHOT_FORMAT_VERSION}). Restore it with the site's version that made it.`;
  const current = migrations.at(-1);
  const taken = found.schemaVersion ?? "";
  if (taken === current) return null;
  if (!migrations.includes(taken))
    return `The snapshot's schema (${taken}) is newer than this version of the site (its last migration is ${current}). Nothing was written. Restore it with the site's version that made it (a checkout where migrations/${taken} exists).`;
  return [
    `The snapshot's schema (${taken}) is older than this version of the site (${current}). Nothing was written.`,
    `Restore it with the version it was taken with, then let the newer migrations bring it forward:`,
    `  git checkout $(git log -1 --format=%h -- migrations/${taken}) && npm ci && npm run restore -- <snapshot> …`,
    `  git checkout - && npm ci && npm run db:migrate:local   (or, for --remote, npm run deploy)`,
  ].join("\n");
}

/** The SQL that puts one row back: an INSERT, and for long texts the UPDATEs that append them piece by piece. */
export function rowStatements(table: SnapshotTable, row: SnapshotValue[]): string[] {
  const total = row.reduce<number>((sum, value) => sum + (typeof value === "string" ? value.length : 24), 0);
  const long = (value: SnapshotValue): value is string => typeof value === "string" && total > ROW_CHARS && value.length > SHORT_CHARS;
  const into = `INSERT INTO ${quoteName(table.name)} (${table.columns.map(quoteName).join(", ")})`;
  const statements = [`${into} VALUES (${row.map((value) => (long(value) ? "''" : literal(value))).join(", ")});`];
  const rowid = row[table.columns.indexOf(table.rowid)];
  row.forEach((value, index) => {
    if (!long(value)) return;
    const column = quoteName(table.columns[index]!);
    for (let start = 0; start < value.length; start += PIECE_CHARS) {
      const piece = literal(value.slice(start, start + PIECE_CHARS));
      statements.push(`UPDATE ${quoteName(table.name)} SET ${column} = ${column} || ${piece} WHERE rowid = ${literal(rowid ?? null)};`);
    }
  });
  return statements;
}

/** Why a mail that was waiting when the snapshot was taken is not sent after a restore (the admin's job list shows it). */
export const RESTORED_MAIL_REASON = "Yedekten geri yüklendi: yedek alınırken gönderilmeyi bekliyordu ve o sırada gönderilmiş olabilir; iki kez gitmesin diye yeniden gönderilmedi.";

/**
 * Mails waiting when the snapshot was taken (queued, or claimed by a consumer) may have been handed
 * to the Email Service since: restored as they were, the cron's lost-mail sweep would send them
 * again. They are given up instead, with the reason, and their messages (which may hold one-time
 * links) emptied, as settling a job does.
 */
export const restoredMailsStatement = (): string =>
  `UPDATE "jobs" SET state = 'failed', payload = NULL, error = ${literal(RESTORED_MAIL_REASON)}, updated_at = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE kind = 'mail' AND state IN ('queued', 'sending');`;

/**
 * Reads a snapshot's lines in order and gives back the statements for each; `finish` says whether
 * the snapshot was whole (its manifest present, every table's row count as the manifest says) and
 * throws when it was not, so a restore refuses a cut-off file before it runs anything.
 */
export function snapshotReader() {
  let table: SnapshotTable | undefined;
  let manifest: SnapshotManifest | undefined;
  const counts = new Map<string, number>();
  return {
    /**
     * The statements of one line (none for the header; for the manifest, the one that gives up the
     * mails that were waiting, restoredMailsStatement). A table's start empties the
     * table: the restore runs after the migrations, and some migrations write rows of their own (the
     * cash book's usual categories), which the snapshot holds as they were when it was taken.
     */
    statements(text: string): string[] {
      const line = JSON.parse(text) as SnapshotLine;
      if (Array.isArray(line)) {
        if (!table) throw new Error("The snapshot has a row before any table.");
        counts.set(table.name, (counts.get(table.name) ?? 0) + 1);
        return rowStatements(table, line);
      }
      if (line.kind === "table") {
        table = line;
        counts.set(line.name, 0);
        return [`DELETE FROM ${quoteName(line.name)};`];
      }
      if (line.kind === "manifest") {
        manifest = line;
        // The manifest ends the snapshot: every table is back, so the waiting mails can be given up.
        if (counts.has("jobs")) return [restoredMailsStatement()];
      }
      return [];
    },
    /** The manifest, once every line was read; throws when the snapshot is incomplete. */
    finish(): SnapshotManifest {
      if (!manifest) throw new Error("The snapshot is cut off: it ends before its manifest. Nothing was written.");
      for (const { name, rows } of manifest.tables) {
        if (counts.get(name) !== rows) throw new Error(`The snapshot is damaged: table ${name} has ${counts.get(name) ?? 0} rows where its manifest says ${rows}. Nothing was written.`);
      }
      return manifest;
    },
  };
}
