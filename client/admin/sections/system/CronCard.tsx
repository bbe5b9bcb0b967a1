/** The last run of each cron task, with its result and counts. */
import { CRON_COUNT_LABELS, CRON_TASK_LABELS } from "../../../../src/shared/cron-task-labels";
import { showDateTime } from "../../time";
import { AdminTable } from "../../ui";
import { SystemCard, type SystemCardProps } from "./card";

/** "removed: 3, tags: 2" → "silinen: 3, tags: 2"; a failure's "TypeError (7F3K-2Q)" stays as it is. */
const countsInTurkish = (summary: string) =>
  summary
    .split(", ")
    .map((part) => part.replace(/^(\w+): /, (whole, key: string) => (CRON_COUNT_LABELS[key] ? `${CRON_COUNT_LABELS[key]}: ` : whole)))
    .join(", ");

export function CronCard({ data }: SystemCardProps) {
  return (
    <SystemCard wide id="sistem-gorevler" title="Zamanlanmış görevler">
      {data.cronRuns.length === 0 ? (
        <p className="meta">Zamanlanmış görevler henüz hiç çalışmadı.</p>
      ) : (
        <AdminTable label="Zamanlanmış görevler tablosu" caption="Her görevin son çalışması">
          <thead>
            <tr>
              <th scope="col">Görev</th>
              <th scope="col">Son çalışma</th>
              <th scope="col">Sonuç</th>
            </tr>
          </thead>
          <tbody>
            {data.cronRuns.map((run) => (
              <tr key={run.task}>
                <td>{CRON_TASK_LABELS[run.task] ?? run.task}</td>
                <td data-label="Son çalışma" className="nowrap">
                  <time dateTime={run.startedAt}>{showDateTime(run.startedAt)}</time>
                </td>
                <td data-label="Sonuç">
                  <span className={`status-badge ${run.ok ? "status-published" : "status-failed"}`}>{run.ok ? "Başarılı" : "Hata"}</span>
                  {run.summary ? <span className="meta"> {countsInTurkish(run.summary)}</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </AdminTable>
      )}
    </SystemCard>
  );
}
