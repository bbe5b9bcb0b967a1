import type { JSX } from "react";
import type { Upload } from "./types";

/** The uploads under way (with their progress) and the refused ones (with why, and a close button). */
export function UploadList({ uploads, onDismiss }: { uploads: readonly Upload[]; onDismiss: (id: number) => void }): JSX.Element | null {
  if (uploads.length === 0) return null;
  return (
    <ul className="rte-uploads" aria-label="Görsel yüklemeleri">
      {uploads.map((upload) => (
        <li key={upload.id} className={upload.error === null ? "rte-upload" : "rte-upload rte-upload--failed"}>
          <span className="rte-upload-name">{upload.name}</span>
          {upload.error === null ? (
            <>
              <progress className="rte-progress" max={1} value={upload.progress} aria-label={`${upload.name} yükleniyor`} />
              <span className="rte-upload-percent" aria-hidden="true">
                %{Math.round(upload.progress * 100)}
              </span>
            </>
          ) : (
            <>
              <span className="rte-error" role="alert">
                {upload.error}
              </span>
              <button
                type="button"
                className="rte-action rte-action--small"
                aria-label={`${upload.name} için hata iletisini kapat`}
                title="Kapat"
                onClick={() => onDismiss(upload.id)}
              >
                Kapat
              </button>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
