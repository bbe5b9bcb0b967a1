import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { snapshotReader, refusalOf } from "../../src/shared/backup/restore-sql";
import type { SnapshotManifest } from "../../src/shared/backup/snapshot";

/** The migration names in order, as wrangler records them in d1_migrations. */
export const migrationNames = () => env.TEST_MIGRATIONS.map((migration) => migration.name);

/** A snapshot object's lines, decompressed as the restore script does it (one line at a time). */
export async function* snapshotLines(key: string): AsyncGenerator<string> {
  const object = await env.MEDIA.get(key);
  if (!object) throw new Error(`no snapshot at ${key}`);
  const text = object.body.pipeThrough(new DecompressionStream("gzip")).pipeThrough(new TextDecoderStream());
  let rest = "";
  for await (const chunk of text) {
    const lines = (rest + chunk).split("\n");
    rest = lines.pop()!;
    yield* lines;
  }
  if (rest) yield rest;
}

/**
 * Restores a snapshot into `target` (an empty D1) the way scripts/restore.ts does: the header is
 * checked against the migrations, the migrations are applied, then the generated statements run in
 * order. Throws the restore's refusal when it refuses.
 */
export async function restoreInto(target: D1Database, key: string): Promise<SnapshotManifest> {
  const lines = snapshotLines(key);
  const first = await lines.next();
  const refusal = refusalOf(first.done ? null : JSON.parse(first.value), migrationNames());
  if (refusal) throw new Error(refusal);
  await applyD1Migrations(target, env.TEST_MIGRATIONS);
  const reader = snapshotReader();
  let pending: string[] = [];
  const flush = async () => {
    if (pending.length > 0) await target.batch(pending.map((sql) => target.prepare(sql)));
    pending = [];
  };
  for await (const line of lines) {
    pending.push(...reader.statements(line));
    if (pending.length >= 200) await flush();
  }
  await flush();
  return reader.finish();
}

/** Every row of a table in rowid order, the rowid included, for comparing two databases row by row. */
export async function tableRows(db: D1Database, table: string) {
  const { results } = await db.prepare(`SELECT rowid AS "__rowid", * FROM "${table}" ORDER BY rowid`).all();
  return results;
}

/** Runs statements with their bindings, 100 to a batch. */
export async function runAll(statements: Array<[string, ...unknown[]]>) {
  for (let start = 0; start < statements.length; start += 100) {
    await env.DB.batch(statements.slice(start, start + 100).map(([sql, ...values]) => env.DB.prepare(sql).bind(...values)));
  }
}

/**
 * Generated members around the demo content: accounts, their event registrations and newsletter
 * subscriptions, a bulletin sent to them, the audit entries and revisions an association piles up,
 * one very long text (a revision over D1's statement size) and names with quotes and Turkish letters.
 */
export async function addMembers(count: number, now = Date.now()) {
  const { results: events } = await env.DB.prepare("SELECT id FROM events ORDER BY id").all<{ id: number }>();
  const statements: Array<[string, ...unknown[]]> = [
    ["INSERT INTO newsletter_issues (id, subject, body, status, recipient_count, sent_at) VALUES (900, 'Kasım bülteni', '{\"root\":{}}', 'sent', ?, ?)", count, now],
  ];
  for (let i = 1; i <= count; i++) {
    const email = `uye${i}@ornek.org.tr`;
    const name = i % 7 === 0 ? `Ayşe O'Kılıç "${i}"` : `Üye Çağlar Şen ${i}`;
    statements.push(
      ["INSERT INTO users (id, email, name, password_hash, role, status, email_confirmed_at, phone, neighbourhood, created_at, updated_at, version) VALUES (?, ?, ?, 'scrypt$x$y$z', 'member', 'active', ?, ?, 'Çamlıca', ?, ?, 1)", 1000 + i, email, name, now, `0555 000 ${String(i).padStart(4, "0")}`, now - i * 60_000, now],
      ["INSERT INTO newsletter_subscribers (email, status, consented_at, confirmed_at) VALUES (?, 'active', ?, ?)", email, now, now],
      ["INSERT INTO newsletter_deliveries (issue_id, subscriber_id, queued_at, sent_at) VALUES (900, last_insert_rowid(), ?, ?)", now, i % 3 === 0 ? null : now],
    );
    const event = events[i % events.length];
    if (event) {
      statements.push([
        "INSERT INTO event_registrations (event_id, user_id, name, email, phone, status, cancel_token_hash, created_at) VALUES (?, ?, ?, ?, NULL, ?, ?, ?)",
        event.id, 1000 + i, name, email, i % 11 === 0 ? "waiting" : "confirmed", `hash-${i}`, now,
      ]);
    }
    if (i % 10 === 0) {
      statements.push(["INSERT INTO revisions (target, version, reason, actor_name, at, data) VALUES (?, ?, 'save', ?, ?, ?)", `news:${i}`, i, name, now, JSON.stringify({ title: `Haber ${i}`, body: "ğüşiöç ".repeat(40) })]);
    }
  }
  statements.push(["INSERT INTO revisions (target, version, reason, actor_name, at, data) VALUES ('page:about', 99, 'save', 'Editör', ?, ?)", now, JSON.stringify({ body: "Çok uzun bir metin, 'tırnaklı' ve \"çift tırnaklı\". ".repeat(4000) })]);
  await runAll(statements);
}

/** Test files share one database and bucket: each backup test starts with no members, runs or snapshots. */
export async function resetBackups() {
  const { objects } = await env.MEDIA.list({ prefix: "_yedek/" });
  if (objects.length > 0) await env.MEDIA.delete(objects.map((object) => object.key));
  await env.DB.batch(
    ["backup_runs", "settings", "newsletter_deliveries", "newsletter_subscribers", "newsletter_issues", "event_registrations", "revisions", "sessions", "users"].map(
      (table) => env.DB.prepare(`DELETE FROM ${table}`),
    ),
  );
}
