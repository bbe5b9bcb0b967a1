/** One image with its form; shared by the gallery and the media library. */
import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import type { AlbumDto, ImageDto } from "../../../../src/shared/admin-contract";
import { srcsetOf } from "../../../../src/shared/media-variants";
import { asApiError, useApi, type ApiClientError } from "../../api";
import { valueOf } from "../../browser";
import { useMountedRef } from "../../hooks";
import { ConfirmAction, ErrorNotice, StatusText, TextField } from "../../ui";
import { ALT_HINT, formatBytes } from "./shared";

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
