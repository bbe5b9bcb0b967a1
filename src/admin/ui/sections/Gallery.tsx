/**
 * Galeri: albums (create, rename, reorder, delete) and the images of the chosen album (upload
 * several at once with per-file progress, alt text, caption, move, delete).
 */
import { useEffect, useRef, useState, type ChangeEvent, type DragEvent, type FormEvent, type ReactNode } from "react";
import type { AlbumDto, ImageDto, LibraryImageDto } from "../../contract";
import { srcsetOf } from "../../../media/variants";
import { IMAGE_ACCEPT, asApiError, checkImageFile, uploadImage, useApi, type ApiClientError } from "../api";
import { dragsFiles, droppedFiles, focusElement, isDisabled, selectText, takeFiles, valueOf } from "../browser";
import { useDialogOpener, useLoad, useMountedRef } from "../hooks";
import { Link, useRouter, withQuery } from "../router";
import { LibraryDialog } from "./Library";
import { ConfirmAction, EmptyState, ErrorNotice, Loading, SectionHeader, StatusText, TextField } from "../ui";

type AlbumChoice = "all" | "none" | number;

const GALLERY = "/admin/galeri";
const LIBRARY_HREF = "/admin/ortam";
const albumHref = (album: AlbumChoice) => withQuery(GALLERY, { album: album === "all" ? null : album });
const UPLOAD_CONCURRENCY = 3;

export const ALT_HINT = "Görme engelli ziyaretçiler için görseli anlatın";

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toLocaleString("tr-TR", { maximumFractionDigits: 1 })} MB`;
  return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString("tr-TR")} KB`;
}

export function Gallery({ album }: { album: AlbumChoice }) {
  const albums = useLoad<{ albums: AlbumDto[] }>("/albums");
  const images = useLoad<{ images: ImageDto[] }>("/images", { album: String(album) });
  const list = albums.data?.albums ?? [];
  const chosen = typeof album === "number" ? list.find((entry) => entry.id === album) : undefined;
  const heading = album === "all" ? "Tüm albümlerin fotoğrafları" : album === "none" ? "Albümde olmayan görseller" : (chosen?.title ?? "Albüm");

  const onImageSaved = (image: ImageDto) => {
    images.setData((previous) => {
      if (!previous) return previous;
      const stays = album === "all" || (album === "none" ? image.albumId === null : image.albumId === album);
      return { images: stays ? previous.images.map((entry) => (entry.id === image.id ? image : entry)) : previous.images.filter((entry) => entry.id !== image.id) };
    });
    albums.reload();
  };

  const onImageDeleted = (id: number) => {
    images.setData((previous) => (previous ? { images: previous.images.filter((entry) => entry.id !== id) } : previous));
    albums.reload();
  };

  const onUploaded = (image: ImageDto) => {
    const shown = album === "all" || (album === "none" ? image.albumId === null : image.albumId === album);
    if (!shown) return;
    images.setData((previous) => (previous ? { images: [image, ...previous.images.filter((entry) => entry.id !== image.id)] } : previous));
  };

  return (
    <section className="admin-section">
      <SectionHeader title="Galeri" lead="Albümleri düzenleyin, görsel yükleyin ve her görsele alternatif metin yazın." />
      <div className="gallery-layout">
        <Albums album={album} albums={albums.data?.albums ?? null} error={albums.error} reload={albums.reload} setAlbums={(next) => albums.setData({ albums: next })} />
        <section className="gallery-images" aria-labelledby="galeri-gorseller">
          <h2 id="galeri-gorseller">{heading}</h2>
          <Uploader album={album} albumTitle={chosen?.title ?? null} onUploaded={onUploaded} onFinished={albums.reload} />
          {chosen ? (
            <AddFromLibrary
              album={chosen}
              inAlbum={new Set((images.data?.images ?? []).map((image) => image.id))}
              onAdded={() => {
                images.reload();
                albums.reload();
              }}
            />
          ) : null}
          <ErrorNotice error={images.error} />
          {images.error ? (
            <button type="button" className="button button-secondary" onClick={images.reload}>
              Tekrar dene
            </button>
          ) : null}
          {!images.data && !images.error ? <Loading label="Görseller yükleniyor…" /> : null}
          {images.data ? (
            images.data.images.length === 0 ? (
              <EmptyState title="Burada görsel yok">Yukarıdan görsel yükleyebilirsiniz.</EmptyState>
            ) : (
              <ul className="image-grid">
                {images.data.images.map((image) => (
                  <li key={image.id}>
                    <ImageCard image={image} albums={list} onSaved={onImageSaved} onDeleted={onImageDeleted} onReload={images.reload} />
                  </li>
                ))}
              </ul>
            )
          ) : null}
        </section>
      </div>
    </section>
  );
}

function Albums({
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
    if (!title) {
      setActionError("Albüm adını yazın.");
      return;
    }
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

function RenameForm({ album, onDone }: { album: AlbumDto; onDone(updated: AlbumDto | null): void }) {
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
    if (!title.trim()) {
      setError("Albüm adını yazın.");
      return;
    }
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
      <input id={inputId} ref={inputRef} value={title} maxLength={120} onChange={(event) => setTitle(valueOf(event))} />
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

/** One image with its form (alt text, caption, album) and delete; the media library adds its `details`. */
export function ImageCard({
  image,
  albums,
  onSaved,
  onDeleted,
  onReload,
  details,
}: {
  image: ImageDto;
  albums: AlbumDto[];
  onSaved(image: ImageDto): void;
  onDeleted(id: number): void;
  onReload(): void;
  details?: ReactNode;
}) {
  const { api } = useApi();
  const mounted = useMountedRef();
  const [alt, setAlt] = useState(image.alt);
  const [caption, setCaption] = useState(image.caption);
  const [albumId, setAlbumId] = useState(image.albumId === null ? "" : String(image.albumId));
  const [version, setVersion] = useState(image.version);
  const [error, setError] = useState<ApiClientError | null>(null);
  const [altError, setAltError] = useState<string | undefined>(undefined);
  const [status, setStatus] = useState("");
  const [busy, setBusy] = useState(false);

  // A newer version from the list (after "Güncel hâlini yükle") replaces the fields.
  useEffect(() => {
    if (image.version === version) return;
    setAlt(image.alt);
    setCaption(image.caption);
    setAlbumId(image.albumId === null ? "" : String(image.albumId));
    setVersion(image.version);
    setError(null);
    setStatus("Güncel hâli yüklendi.");
    // Only a new version from outside matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [image]);

  const prefix = `gorsel-${image.id}`;
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setStatus("");
    if (!alt.trim()) {
      setAltError(`Alternatif metin gerekli. ${ALT_HINT}.`);
      return;
    }
    setAltError(undefined);
    setBusy(true);
    try {
      const updated = await api<ImageDto>(`/images/${image.id}`, {
        method: "PUT",
        body: { alt: alt.trim(), caption: caption.trim(), albumId: albumId === "" ? null : Number(albumId), version },
      });
      if (!mounted.current) return;
      setVersion(updated.version);
      setStatus("Kaydedildi.");
      onSaved(updated);
    } catch (caught) {
      if (!mounted.current) return;
      const apiError = asApiError(caught);
      setError(apiError);
      if (apiError.fields.alt) setAltError(apiError.fields.alt);
    } finally {
      if (mounted.current) setBusy(false);
    }
  };

  // Set when the server refused a delete because texts or covers still show the image.
  const [inUse, setInUse] = useState<string | null>(null);
  const remove = async (force = false) => {
    setError(null);
    setInUse(null);
    try {
      await api(`/images/${image.id}`, { method: "DELETE", query: { version, ...(force ? { force: "1" } : {}) } });
      onDeleted(image.id);
    } catch (caught) {
      const apiError = asApiError(caught);
      if (apiError.status === 409 && apiError.fields.usage) setInUse(apiError.message);
      else setError(apiError);
    }
  };

  const name = image.alt || image.caption || `Görsel ${image.id}`;
  return (
    <article className="card image-card" aria-labelledby={`${prefix}-baslik`}>
      <h3 id={`${prefix}-baslik`} className="visually-hidden">
        {name}
      </h3>
      <a href={image.url} target="_blank" rel="noopener" className="image-card-link">
        {/* The WebP copies, not the full-size file: an album of phone photos would weigh megabytes. */}
        <img src={image.url} srcSet={srcsetOf(image.r2Key) ?? undefined} sizes={srcsetOf(image.r2Key) ? "16rem" : undefined} alt={image.alt} width={image.width} height={image.height} loading="lazy" />
        <span className="visually-hidden"> (tam boyutu yeni sekmede aç)</span>
      </a>
      <p className="meta">
        {image.width}×{image.height} · {formatBytes(image.byteSize)}
        {!image.alt ? <span className="badge badge-missing"> Alternatif metin eksik</span> : null}
      </p>
      {details}
      <form className="admin-form image-form" onSubmit={save} noValidate>
        <TextField id={`${prefix}-alt`} label="Alternatif metin" required hint={ALT_HINT} value={alt} error={altError} maxLength={300} onChange={setAlt} />
        <TextField id={`${prefix}-altyazi`} label="Alt yazı" value={caption} maxLength={300} onChange={setCaption} />
        <div className="field">
          <label htmlFor={`${prefix}-album`}>Albüm</label>
          <select id={`${prefix}-album`} value={albumId} onChange={(event) => setAlbumId(valueOf(event))}>
            <option value="">Albümde değil (galeride görünmez)</option>
            {albums.map((entry) => (
              <option key={entry.id} value={String(entry.id)}>
                {entry.title}
              </option>
            ))}
          </select>
        </div>
        <ErrorNotice error={error} onReload={onReload} />
        {inUse ? (
          <div className="notice notice-warning" role="alert">
            <p>{inUse}</p>
            <ConfirmAction
              label="Yine de çöp kutusuna taşı"
              confirmLabel="Evet, taşı"
              busyLabel="Taşınıyor…"
              question="Görsel kullanıldığı yerlerden kalkacak. Çöp kutusuna taşınsın mı?"
              subject={name}
              onConfirm={() => remove(true)}
            />
          </div>
        ) : null}
        <div className="row-actions">
          <button type="submit" className="button button-small" disabled={busy}>
            {busy ? "Kaydediliyor…" : "Kaydet"}
          </button>
          <ConfirmAction
            label="Çöp kutusuna taşı"
            confirmLabel="Evet, taşı"
            busyLabel="Taşınıyor…"
            question="Bu görsel çöp kutusuna taşınsın mı? Sitede hemen görünmez olur; 30 gün içinde geri alınabilir."
            subject={name}
            onConfirm={() => remove()}
          />
        </div>
        <StatusText>{status}</StatusText>
      </form>
    </article>
  );
}

/** "Kitaplıktan ekle": an image already uploaded (a cover, a picture of a text) becomes a photo of the album. */
function AddFromLibrary({ album, inAlbum, onAdded }: { album: AlbumDto; inAlbum: ReadonlySet<number>; onAdded(): void }) {
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
        body: { alt: image.alt || image.fileName, caption: image.caption, albumId: album.id, version: image.version },
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
