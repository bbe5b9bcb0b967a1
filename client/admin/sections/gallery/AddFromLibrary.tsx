/** "Kitaplıktan ekle": a library image becomes a photo of the album. */
import { useState } from "react";
import type { AlbumDto, ImageDto, LibraryImageDto } from "../../../../src/shared/admin-contract";
import { asApiError, useApi, type ApiClientError } from "../../api";
import { useDialogOpener } from "../../hooks";
import { LibraryDialog } from "../Library";
import { ErrorNotice, StatusText } from "../../ui";

/** "Kitaplıktan ekle": an image already uploaded (a cover, a picture of a text) becomes a photo of the album. */
export function AddFromLibrary({ album, inAlbum, onAdded }: { album: AlbumDto; inAlbum: ReadonlySet<number>; onAdded(): void }) {
  const { api } = useApi();
  const { open, show, close, opener } = useDialogOpener();
  const [error, setError] = useState<ApiClientError | null>(null);
  const [status, setStatus] = useState("");
  const add = async (image: LibraryImageDto) => {
    close();
    setError(null);
    setStatus("");
    try {
      await api<ImageDto>(`/images/${image.id}`, {
        method: "PUT",
        body: { alt: image.alt, caption: image.caption, albumId: album.id, version: image.version },
      });
      setStatus(`“${image.alt || image.fileName}” “${album.title}” albümüne eklendi.`);
      onAdded();
    } catch (caught) {
      setError(asApiError(caught));
    }
  };

  return (
    <div className="add-from-library">
      <button ref={opener} type="button" className="button button-secondary" onClick={show}>
        Kitaplıktan ekle
      </button>
      <ErrorNotice error={error} />
      <StatusText>{status}</StatusText>
      {open ? <LibraryDialog title={`“${album.title}” albümüne kitaplıktan fotoğraf ekle`} chooseLabel="Albüme ekle" hideIds={inAlbum} onChoose={(image) => void add(image)} onClose={close} /> : null}
    </div>
  );
}
