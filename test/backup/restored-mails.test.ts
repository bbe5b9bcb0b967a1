import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { database } from "../../src/db/client";
import { RESTORED_MAIL_REASON, snapshotReader } from "../../src/shared/backup/restore-sql";
import { SNAPSHOT_FORMAT, snapshotLine, type SnapshotLine } from "../../src/shared/backup/snapshot";
import { MAIL_LOST_MS, requeueLostMails } from "../../src/services/email/mail-jobs";
import type { Mail } from "../../src/services/email/messages";

const TAKEN = Date.parse("2026-11-30T03:17:00Z");
const mail = (to: string): Mail => ({ to, subject: "Etkinlik hatırlatması", text: "Yarın görüşmek üzere.", html: "<p>Yarın görüşmek üzere.</p>" }) as Mail;

/** A snapshot of the jobs table as the export writes it (src/services/backup/snapshot-writer.ts), one line at a time. */
const lines: SnapshotLine[] = [
  { kind: "table", name: "jobs", columns: ["id", "kind", "key", "payload", "state", "attempts", "error", "created_at", "updated_at"], rowid: "id" },
  [1, "mail", "mail:a", JSON.stringify(mail("ayse@example.org")), "queued", 1, null, TAKEN - 60_000, TAKEN - 60_000],
  [2, "mail", "mail:b", JSON.stringify(mail("mehmet@example.org")), "sending", 1, null, TAKEN - 30_000, TAKEN - 30_000],
  [3, "mail", "mail:c", null, "sent", 1, null, TAKEN - 3_600_000, TAKEN - 3_500_000],
  { kind: "manifest", format: SNAPSHOT_FORMAT, formatVersion: 1, schemaVersion: "x", createdAt: new Date(TAKEN).toISOString(), finishedAt: new Date(TAKEN).toISOString(), tables: [{ name: "jobs", rows: 3 }] },
];

describe("a restore and the mails that were waiting when the snapshot was taken", () => {
  it("never sends them again: they are given up with the reason, and the lost-mail sweep finds nothing", async () => {
    const reader = snapshotReader();
    const statements = lines.flatMap((line) => reader.statements(snapshotLine(line).trim()));
    await env.DB.batch(statements.map((sql) => env.DB.prepare(sql)));
    reader.finish();

    const put: Mail[] = [];
    const report = await requeueLostMails(database(env.DB), async (mails) => (put.push(...mails), []), new Date(Date.now() + MAIL_LOST_MS + 60_000));
    expect(put).toEqual([]);
    expect(report.requeued).toBe(0);
    const rows = await env.DB.prepare("SELECT id, state, payload, error FROM jobs ORDER BY id").all<{ id: number; state: string; payload: string | null; error: string | null }>();
    expect(rows.results).toEqual([
      { id: 1, state: "failed", payload: null, error: RESTORED_MAIL_REASON },
      { id: 2, state: "failed", payload: null, error: RESTORED_MAIL_REASON },
      { id: 3, state: "sent", payload: null, error: null },
    ]);
  });
});
