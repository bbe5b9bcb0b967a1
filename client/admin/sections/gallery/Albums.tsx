/** The album list of the Galeri section: choose, create, rename, reorder, move to the trash. */
import { useEffect, useRef, useState, type FormEvent } from "react";
import type { AlbumDto } from "../../../../src/shared/admin-contract";
import { asApiError, useApi, type ApiClientError } from "../../api";
import { focusElement, isDisabled } from "../../browser";
import { Link, useRouter } from "../../router";
import { ConfirmAction, ErrorNotice, Loading, StatusText, TextField } from "../../ui";
import { type AlbumChoice, LIBRARY_HREF, albumHref } from "./shared";
import { RenameForm } from "./RenameForm";

export function Albums({
  album,
  albums,
  error,
  reload,
  setAlbums,
}: {
  album: AlbumChoice;
  albums: AlbumDto[] | null;
  error: ApiClientError | null;
  reload(): void;
  setAlbums(albums: AlbumDto[]): void;
}) {
  const { api } = useApi();
  const { navigate } = useRouter();
  const [newTitle, setNewTitle] = useState("");
  const [creating, setCreating] = useState(false);
  const [actionError, setActionError] = useState<ApiClientError | string | null>(null);
  const [done, setDone] = useState("");
  const [renaming, setRenaming] = useState<number | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const pendingFocus = useRef<{ id: number; direction: "up" | "down" } | null>(null);

  useEffect(() => {
    const target = pendingFocus.current;
    if (!target || !albums) return;
    pendingFocus.current = null;
    const same = buttons.current.get(`${target.id}:${target.direction}`);
    const other = buttons.current.get(`${target.id}:${target.direction === "up" ? "down" : "up"}`);
    focusElement(same && !isDisabled(same) ? same : other);
  }, [albums]);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    const title = newTitle.trim();
    setActionError(null);
    setDone("");
    setCreating(true);
    try {
      const created = await api<AlbumDto>("/albums", { method: "POST", body: { title } });
      setNewTitle("");
      setDone(`“${created.title}” albümü oluşturuldu.`);
      reload();
    } catch (caught) {
      setActionError(asApiError(caught));
    } finally {
      setCreating(false);
    }
  };

  const move = async (index: number, direction: "up" | "down") => {
    if (!albums) return;
    const target = direction === "up" ? index - 1 : index + 1;
    const moved = albums[index];
    if (!moved || target < 0 || target >= albums.length) return;
    const order = albums.map((entry) => entry.id);
    order.splice(index, 1);
    order.splice(target, 0, moved.id);
    setActionError(null);
    setDone("");
    try {
      const result = await api<{ albums: AlbumDto[] }>("/albums/order", { method: "POST", body: { ids: order } });
      pendingFocus.current = { id: moved.id, direction };
      setAlbums(result.albums);
      setDone(`“${moved.title}” ${direction === "up" ? "yukarı" : "aşağı"} taşındı.`);
    } catch (caught) {
      setActionError(asApiError(caught));
    }
  };

  const remove = async (entry: AlbumDto) => {
    setActionError(null);
    setDone("");
    try {
      await api(`/albums/${entry.id}`, { method: "DELETE", query: { version: entry.version } });
      setDone(`“${entry.title}” albümü çöp kutusuna taşındı; 30 gün içinde fotoğraflarıyla birlikte geri alınabilir.`);
      if (album === entry.id) navigate(albumHref("all"));
      reload();
    } catch (caught) {
      setActionError(asApiError(caught));
    }
  };

  return (
    <section className="gallery-albums" aria-labelledby="galeri-albumler">
      <h2 id="galeri-albumler">Albümler</h2>
      <ErrorNotice error={actionError ?? error} onReload={reload} reloadLabel="Albümleri yeniden yükle" />
      {done ? <StatusText>{done}</StatusText> : null}
      <ul className="album-list">
        <li className="album-row">
          <Link href={albumHref("all")} aria-current={album === "all" ? "page" : undefined} className="album-link">
            Tüm albümlerin fotoğrafları
          </Link>
        </li>
        <li className="album-row">
          {/* Images in no album are not gallery photos: they live in the media library with everything else. */}
          <Link href={LIBRARY_HREF} className="album-link">
            Albümde olmayanlar: Ortam kitaplığı
          </Link>
        </li>
        {albums === null && !error ? (
          <li>
            <Loading label="Albümler yükleniyor…" lines={2} />
          </li>
        ) : null}
        {(albums ?? []).map((entry, index, all) => (
          <li key={entry.id} className="album-row">
            {renaming === entry.id ? (
              <RenameForm
                album={entry}
                onDone={(updated) => {
                  setRenaming(null);
                  if (updated) {
                    setDone(`Albümün yeni adı: “${updated.title}”.`);
                    reload();
                  }
                }}
              />
            ) : (
              <>
                <Link href={albumHref(entry.id)} aria-current={album === entry.id ? "page" : undefined} className="album-link">
                  {entry.title} <span className="count">({entry.imageCount})</span>
                </Link>
                <div className="row-actions">
                  <button type="button" className="button button-secondary button-small" onClick={() => setRenaming(entry.id)}>
                    Yeniden adlandır<span className="visually-hidden"> “{entry.title}”</span>
                  </button>
                  <button
                    type="button"
                    className="button button-secondary button-small"
                    disabled={index === 0}
                    ref={(element) => {
                      if (element) buttons.current.set(`${entry.id}:up`, element);
                      else buttons.current.delete(`${entry.id}:up`);
                    }}
                    onClick={() => void move(index, "up")}
                  >
                    Yukarı taşı<span className="visually-hidden"> “{entry.title}”</span>
                  </button>
                  <button
                    type="button"
                    className="button button-secondary button-small"
                    disabled={index === all.length - 1}
                    ref={(element) => {
                      if (element) buttons.current.set(`${entry.id}:down`, element);
                      else buttons.current.delete(`${entry.id}:down`);
                    }}
                    onClick={() => void move(index, "down")}
                  >
                    Aşağı taşı<span className="visually-hidden"> “{entry.title}”</span>
                  </button>
                  <ConfirmAction
                    label="Çöp kutusuna taşı"
                    confirmLabel="Evet, taşı"
                    busyLabel="Taşınıyor…"
                    question={`“${entry.title}” albümü çöp kutusuna taşınsın mı? Sitede hemen görünmez olur; 30 gün içinde fotoğraflarıyla birlikte geri alınabilir.`}
                    subject={entry.title}
                    onConfirm={() => remove(entry)}
                  />
                </div>
              </>
            )}
          </li>
        ))}
      </ul>
      <form className="admin-form album-create" onSubmit={create} noValidate>
        <TextField id="yeni-album" label="Yeni albüm adı" value={newTitle} maxLength={120} onChange={setNewTitle} />
        <button type="submit" className="button button-small" disabled={creating}>
          {creating ? "Oluşturuluyor…" : "Albüm oluştur"}
        </button>
      </form>
    </section>
  );
}
