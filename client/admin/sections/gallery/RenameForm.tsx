/** An album's title and description, edited in place. */
import { useEffect, useRef, useState, type FormEvent } from "react";
import type { AlbumDto } from "../../../../src/shared/admin-contract";
import { asApiError, useApi, type ApiClientError } from "../../api";
import { focusElement, selectText, valueOf } from "../../browser";
import { ErrorNotice } from "../../ui";
import { ALBUM_KIND } from "../../../../src/shared/content-kinds/album";

export function RenameForm({ album, onDone }: { album: AlbumDto; onDone(updated: AlbumDto | null): void }) {
  const { api } = useApi();
  const [title, setTitle] = useState(album.title);
  const [error, setError] = useState<ApiClientError | string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    focusElement(inputRef.current);
    selectText(inputRef.current);
  }, []);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The album schema on the server judges the name (empty, too short, too long) and says why.
    setBusy(true);
    try {
      const updated = await api<AlbumDto>(`/albums/${album.id}`, {
        method: "PUT",
        body: { title: title.trim(), description: album.description, version: album.version },
      });
      onDone(updated);
    } catch (caught) {
      setError(asApiError(caught));
      setBusy(false);
    }
  };
  const inputId = `album-${album.id}-ad`;
  return (
    <form className="rename-form" onSubmit={submit} noValidate onKeyDown={(event) => event.key === "Escape" && onDone(null)}>
      <label htmlFor={inputId}>“{album.title}” için yeni ad</label>
      <input id={inputId} ref={inputRef} value={title} maxLength={ALBUM_KIND.fields.title.max} onChange={(event) => setTitle(valueOf(event))} />
      <ErrorNotice error={error} onReload={() => onDone(null)} reloadLabel="Vazgeç ve güncel hâlini göster" />
      <div className="row-actions">
        <button type="submit" className="button button-small" disabled={busy}>
          Kaydet
        </button>
        <button type="button" className="button button-secondary button-small" onClick={() => onDone(null)}>
          Vazgeç
        </button>
      </div>
    </form>
  );
}
