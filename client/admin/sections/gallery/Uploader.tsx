/** Uploading several images at once (picked or dropped), each with its progress. */
import { useState, type DragEvent } from "react";
import type { AlbumDto, ImageDto } from "../../../../src/shared/admin-contract";
import { IMAGE_ACCEPT } from "../../api";
import { dragsFiles, droppedFiles, takeFiles, valueOf } from "../../browser";
import { AlbumOptions } from "./AlbumOptions";
import { type AlbumChoice } from "./shared";
import { UploadList } from "./UploadList";
import { useUploads } from "./use-uploads";

/**
 * The album the files go to: the one shown, or (above all albums' photos) the one chosen here first,
 * since a gallery photo in no album would vanish from the gallery (it lives in the media library).
 */
function AlbumPicker({ albums, value, onChange }: { albums: readonly AlbumDto[]; value: string; onChange(value: string): void }) {
  if (albums.length === 0) return <p className="notice notice-info">Fotoğraf yüklemek için önce bir albüm oluşturun.</p>;
  return (
    <div className="field">
      <label htmlFor="gorsel-albumu">Hangi albüme yüklensin?</label>
      <select id="gorsel-albumu" value={value} onChange={(event) => onChange(valueOf(event))}>
        <option value="">Albüm seçin</option>
        <AlbumOptions albums={albums} />
      </select>
    </div>
  );
}

/**
 * Several files at once (picked or dropped), three at a time, each with its progress bar: into the
 * album shown, the one chosen above all albums' photos, or (`album` "none") the media library alone.
 */
export function Uploader({
  album,
  albums,
  onUploaded,
  onFinished,
}: {
  album: AlbumChoice;
  albums: readonly AlbumDto[];
  onUploaded(image: ImageDto): void;
  onFinished(): void;
}) {
  const [picked, setPicked] = useState("");
  // "none": the media library's own uploads, in no album.
  const target = typeof album === "number" ? album : album === "all" && picked ? Number(picked) : null;
  const targetTitle = albums.find((entry) => entry.id === target)?.title ?? null;
  const ready = album === "none" || target !== null;
  const uploads = useUploads(target, onUploaded, onFinished);
  const [dragging, setDragging] = useState(false);
  // Files dropped anywhere on the upload area go the same way as picked ones.
  const dragOver = (event: DragEvent<HTMLDivElement>) => {
    if (!ready || !dragsFiles(event)) return;
    event.preventDefault();
    setDragging(true);
  };
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (ready) void uploads.startFiles(droppedFiles(event));
  };

  return (
    <div className={dragging ? "uploader is-dragging" : "uploader"} onDragOver={dragOver} onDragLeave={() => setDragging(false)} onDrop={drop}>
      {album === "all" ? <AlbumPicker albums={albums} value={picked} onChange={setPicked} /> : null}
      <div className="field">
        <label htmlFor="gorsel-yukle">Görsel yükle</label>
        <p className="field-hint" id="gorsel-yukle-ipucu">
          PNG, GIF, JPEG, BMP ya da ICO; her dosya en fazla 20 MB. Birden çok dosya seçebilir ya da dosyaları bu alana sürükleyip bırakabilirsiniz.{" "}
          {album === "none"
            ? "Görseller ortam kitaplığına eklenir: bir albüme eklenene kadar galeride görünmez, yalnızca kapak ya da metin içinde kullanıldıkları yerde görünür."
            : targetTitle
              ? `Fotoğraflar “${targetTitle}” albümüne eklenir ve albümün sayfasında görünür.`
              : "Önce fotoğrafların ekleneceği albümü seçin."}
        </p>
        <input
          id="gorsel-yukle"
          type="file"
          multiple
          accept={IMAGE_ACCEPT}
          disabled={!ready}
          aria-describedby="gorsel-yukle-ipucu"
          onChange={(event) => void uploads.startFiles(takeFiles(event))}
        />
      </div>
      <UploadList entries={uploads.entries} busy={uploads.busy} onClear={uploads.clear} />
    </div>
  );
}
