/** Uploading several images at once (picked or dropped), each with its progress. */
import { useState, type DragEvent } from "react";
import type { ImageDto } from "../../../../src/shared/admin-contract";
import { IMAGE_ACCEPT } from "../../api";
import { dragsFiles, droppedFiles, takeFiles } from "../../browser";
import { type AlbumChoice } from "./shared";
import { UploadList } from "./UploadList";
import { useUploads } from "./use-uploads";

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
  const uploads = useUploads(typeof album === "number" ? album : null, onUploaded, onFinished);
  const [dragging, setDragging] = useState(false);
  // Files dropped anywhere on the upload area go the same way as picked ones.
  const dragOver = (event: DragEvent<HTMLDivElement>) => {
    if (!dragsFiles(event)) return;
    event.preventDefault();
    setDragging(true);
  };
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void uploads.startFiles(droppedFiles(event));
  };

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
        <input id="gorsel-yukle" type="file" multiple accept={IMAGE_ACCEPT} aria-describedby="gorsel-yukle-ipucu" onChange={(event) => void uploads.startFiles(takeFiles(event))} />
      </div>
      <UploadList entries={uploads.entries} busy={uploads.busy} onClear={uploads.clear} />
    </div>
  );
}
