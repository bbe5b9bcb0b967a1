/** The database migrations applied, the latest first in view and the full list on request. */
import { showDateTime } from "../../time";
import { SystemCard, type SystemCardProps } from "./card";

export function MigrationsCard({ data }: SystemCardProps) {
  const { migrations } = data;
  const last = migrations.at(-1);
  return (
    <SystemCard id="sistem-gecisler" title="Veritabanı geçişleri">
      {last ? (
        <>
          <p>
            {migrations.length} geçiş uygulandı; sonuncusu <code>{last.name}</code> ({showDateTime(last.appliedAt)}).
          </p>
          <details>
            <summary>Tüm geçişler</summary>
            <ol className="system-migrations">
              {migrations.map((migration) => (
                <li key={migration.name}>
                  <code>{migration.name}</code>
                </li>
              ))}
            </ol>
          </details>
        </>
      ) : (
        <p className="meta">Uygulanmış geçiş kaydı bulunamadı.</p>
      )}
    </SystemCard>
  );
}
