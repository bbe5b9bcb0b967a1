/** The uploads of this visit, newest first, each with its progress bar and state. */
import { formatBytes } from "./shared";
import type { UploadEntry } from "./use-uploads";

const stateText = (entry: UploadEntry) =>
  entry.state === "waiting"
    ? "Sırada"
    : entry.state === "uploading"
      ? `Yükleniyor… %${Math.round(entry.progress * 100)}`
      : entry.state === "done"
        ? "Yüklendi. Alternatif metnini yazmayı unutmayın."
        : `Yüklenemedi: ${entry.error ?? ""}`;

/** `busy` while any is waiting or uploading (the list can be cleared only after). */
export function UploadList({ entries, busy, onClear }: { entries: readonly UploadEntry[]; busy: boolean; onClear(): void }) {
  if (entries.length === 0) return null;
  return (
    <>
      <ul className="upload-list" aria-label="Yüklemeler">
        {entries.map((entry) => (
          <li key={entry.key} className={`upload-item upload-${entry.state}`}>
            <span className="upload-name">{entry.name}</span>
            <span className="meta">{formatBytes(entry.size)}</span>
            {entry.state === "error" ? null : (
              <progress max={1} value={entry.progress} aria-label={`${entry.name} yükleme durumu`}>
                %{Math.round(entry.progress * 100)}
              </progress>
            )}
            <span className="upload-state" role={entry.state === "error" ? "alert" : undefined}>
              {stateText(entry)}
            </span>
          </li>
        ))}
      </ul>
      {!busy ? (
        <button type="button" className="button button-secondary button-small" onClick={onClear}>
          Yükleme listesini temizle
        </button>
      ) : null}
    </>
  );
}
