/** The last snapshot of the database in R2, and a run that did not complete (docs/operations.md, "Yedekler"). */
import { showDateTime } from "../../time";
import { SystemCard, formatBytes, type SystemCardProps } from "./card";

export function BackupCard({ data }: SystemCardProps) {
  const { lastDone, lastRun } = data.backup;
  return (
    <SystemCard id="sistem-yedek" title="Yedek">
      <dl className="system-facts">
        <dt>Son tamamlanan yedek</dt>
        <dd>
          {lastDone
            ? `${showDateTime(lastDone.startedAt)}: ${lastDone.tables ?? 0} tablo, ${(lastDone.rows ?? 0).toLocaleString("tr-TR")} satır, ${formatBytes(lastDone.bytes ?? 0)}`
            : "Henüz yok. İlk yedek, günlük bakım bir sonraki çalıştığında alınır."}
        </dd>
        {lastRun ? (
          <>
            <dt>Son deneme</dt>
            <dd>
              {showDateTime(lastRun.startedAt)}: {lastRun.status === "running" ? "sürüyor" : "tamamlanamadı"}
              {lastRun.error ? <span className="meta"> ({lastRun.error})</span> : null}
            </dd>
          </>
        ) : null}
      </dl>
    </SystemCard>
  );
}
