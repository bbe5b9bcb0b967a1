/** Uploading several images at once (picked or dropped), each with its progress. */
import { useRef, useState, type ChangeEvent, type DragEvent } from "react";
import type { ImageDto } from "../../../../src/shared/admin-contract";
import { IMAGE_ACCEPT, asApiError, checkImageFile, uploadImage, useApi } from "../../api";
import { dragsFiles, droppedFiles, takeFiles } from "../../browser";
import { useMountedRef } from "../../hooks";
import { type AlbumChoice, UPLOAD_CONCURRENCY, formatBytes } from "./shared";

interface UploadEntry {
  key: number;
  name: string;
  size: number;
  progress: number;
  state: "waiting" | "uploading" | "done" | "error";
  error?: string;
}

/** Several files at once (picked or dropped), three at a time, each with its progress bar. */
export function Uploader({
  album,
  albumTitle,
  onUploaded,
  onFinished,
}: {
  album: AlbumChoice;
  albumTitle: string | null;
  onUploaded(image: ImageDto): void;
  onFinished(): void;
}) {
  const { apiBase } = useApi();
  const mounted = useMountedRef();
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const nextKey = useRef(1);
  const albumId = typeof album === "number" ? album : null;
  const update = (key: number, patch: Partial<UploadEntry>) => {
    if (mounted.current) setEntries((previous) => previous.map((entry) => (entry.key === key ? { ...entry, ...patch } : entry)));
  };

  const [dragging, setDragging] = useState(false);
  const start = (event: ChangeEvent<HTMLInputElement>) => startFiles(takeFiles(event));
  // Files dropped anywhere on the upload area go the same way as picked ones.
  const dragOver = (event: DragEvent<HTMLDivElement>) => {
    if (!dragsFiles(event)) return;
    event.preventDefault();
    setDragging(true);
  };
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void startFiles(droppedFiles(event));
  };

  const startFiles = async (files: File[]) => {
    if (files.length === 0) return;
    const batch = files.map((file) => {
      const refused = checkImageFile(file);
      const entry: UploadEntry = {
        key: nextKey.current++,
        name: file.name,
        size: file.size,
        progress: 0,
        state: refused ? "error" : "waiting",
        ...(refused ? { error: refused } : {}),
      };
      return { file, entry };
    });
    setEntries((previous) => [...batch.map((item) => item.entry), ...previous]);
    const queue = batch.filter((item) => item.entry.state === "waiting");
    const worker = async () => {
      for (let item = queue.shift(); item; item = queue.shift()) {
        const { key } = item.entry;
        update(key, { state: "uploading" });
        try {
          const image = await uploadImage(apiBase, item.file, { albumId, source: albumId === null ? "library" : "gallery" }, (progress) => update(key, { progress }));
          update(key, { state: "done", progress: 1 });
          if (mounted.current) onUploaded(image);
        } catch (caught) {
          update(key, { state: "error", error: asApiError(caught).message });
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(UPLOAD_CONCURRENCY, queue.length) }, worker));
    if (mounted.current) onFinished();
  };

  const busy = entries.some((entry) => entry.state === "uploading" || entry.state === "waiting");
  return (
    <div className={dragging ? "uploader is-dragging" : "uploader"} onDragOver={dragOver} onDragLeave={() => setDragging(false)} onDrop={drop}>
      <div className="field">
        <label htmlFor="gorsel-yukle">Görsel yükle</label>
        <p className="field-hint" id="gorsel-yukle-ipucu">
          PNG, GIF, JPEG, BMP ya da ICO; her dosya en fazla 20 MB. Birden çok dosya seçebilir ya da dosyaları bu alana sürükleyip bırakabilirsiniz. Görseller{" "}
          {albumTitle
            ? `“${albumTitle}” albümüne eklenir ve albümün sayfasında görünür.`
            : "Ortam kitaplığına eklenir: bir albüme eklenene kadar galeride görünmez, yalnızca kapak ya da metin içinde kullanıldıkları yerde görünür."}
        </p>
        <input id="gorsel-yukle" type="file" multiple accept={IMAGE_ACCEPT} aria-describedby="gorsel-yukle-ipucu" onChange={(event) => void start(event)} />
      </div>
      {entries.length > 0 ? (
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
                  {entry.state === "waiting"
                    ? "Sırada"
                    : entry.state === "uploading"
                      ? `Yükleniyor… %${Math.round(entry.progress * 100)}`
                      : entry.state === "done"
                        ? "Yüklendi. Alternatif metnini yazmayı unutmayın."
                        : `Yüklenemedi: ${entry.error ?? ""}`}
                </span>
              </li>
            ))}
          </ul>
          {!busy ? (
            <button type="button" className="button button-secondary button-small" onClick={() => setEntries([])}>
              Yükleme listesini temizle
            </button>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
