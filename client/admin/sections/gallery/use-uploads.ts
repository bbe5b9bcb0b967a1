/** Uploads in progress: each file's entry (waiting, uploading with its progress, done, refused), three at a time. */
import { useRef, useState } from "react";
import type { ImageDto } from "../../../../src/shared/admin-contract";
import { asApiError, checkImageFile, uploadImage, useApi } from "../../api";
import { useMountedRef } from "../../hooks";
import { UPLOAD_CONCURRENCY } from "./shared";

/** One file's upload as the list shows it. */
export interface UploadEntry {
  key: number;
  name: string;
  size: number;
  progress: number;
  state: "waiting" | "uploading" | "done" | "error";
  error?: string;
}

/** Uploads into `albumId` (null: the library); `onUploaded` for each image, `onFinished` once a batch is through. */
export function useUploads(albumId: number | null, onUploaded: (image: ImageDto) => void, onFinished: () => void) {
  const { apiBase } = useApi();
  const mounted = useMountedRef();
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const nextKey = useRef(1);
  const update = (key: number, patch: Partial<UploadEntry>) => {
    if (mounted.current) setEntries((previous) => previous.map((entry) => (entry.key === key ? { ...entry, ...patch } : entry)));
  };

  const entryOf = (file: File): UploadEntry => {
    const refused = checkImageFile(file);
    return { key: nextKey.current++, name: file.name, size: file.size, progress: 0, state: refused ? "error" : "waiting", ...(refused ? { error: refused } : {}) };
  };

  const upload = async (file: File, { key }: UploadEntry) => {
    update(key, { state: "uploading" });
    try {
      const image = await uploadImage(apiBase, file, { albumId, source: albumId === null ? "library" : "gallery" }, (progress) => update(key, { progress }));
      update(key, { state: "done", progress: 1 });
      if (mounted.current) onUploaded(image);
    } catch (caught) {
      update(key, { state: "error", error: asApiError(caught).message });
    }
  };

  const startFiles = async (files: File[]) => {
    if (files.length === 0) return;
    const batch = files.map((file) => ({ file, entry: entryOf(file) }));
    setEntries((previous) => [...batch.map((item) => item.entry), ...previous]);
    const queue = batch.filter((item) => item.entry.state === "waiting");
    const worker = async () => {
      for (let item = queue.shift(); item; item = queue.shift()) await upload(item.file, item.entry);
    };
    await Promise.all(Array.from({ length: Math.min(UPLOAD_CONCURRENCY, queue.length) }, worker));
    if (mounted.current) onFinished();
  };

  const busy = entries.some((entry) => entry.state === "uploading" || entry.state === "waiting");
  return { entries, busy, startFiles, clear: () => setEntries([]) };
}
