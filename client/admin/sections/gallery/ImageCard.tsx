/** One image with its form; shared by the gallery and the media library. */
import type { ReactNode } from "react";
import type { AlbumDto, ImageDto } from "../../../../src/shared/admin-contract";
import { srcsetOf } from "../../../../src/shared/media-variants";
import { valueOf } from "../../browser";
import { ConfirmAction, ErrorNotice, StatusText, TextField } from "../../ui";
import { AlbumOptions } from "./AlbumOptions";
import { ALT_HINT, formatBytes } from "./shared";
import { useImageForm } from "./use-image-form";

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
  const form = useImageForm(image, onSaved, onDeleted);
  const prefix = `gorsel-${image.id}`;
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
        {!image.alt ? <span className="badge badge-missing"> {image.albumId ? "Alternatif metin eksik: albümde gösterilmiyor" : "Alternatif metin eksik"}</span> : null}
      </p>
      {details}
      <form className="admin-form image-form" onSubmit={(event) => void form.save(event)} noValidate>
        <TextField id={`${prefix}-alt`} label="Alternatif metin" required hint={ALT_HINT} value={form.alt} error={form.altError} maxLength={300} onChange={form.setAlt} />
        <TextField id={`${prefix}-altyazi`} label="Altyazı" value={form.caption} maxLength={300} onChange={form.setCaption} />
        <div className="field">
          <label htmlFor={`${prefix}-album`}>Albüm</label>
          <select id={`${prefix}-album`} value={form.albumId} onChange={(event) => form.setAlbumId(valueOf(event))}>
            <option value="">Albümde değil (galeride görünmez)</option>
            <AlbumOptions albums={albums} />
          </select>
        </div>
        <ErrorNotice error={form.error} onReload={onReload} />
        {form.inUse ? (
          <div className="notice notice-warning" role="alert">
            <p>{form.inUse}</p>
            <ConfirmAction
              label="Yine de çöp kutusuna taşı"
              confirmLabel="Evet, taşı"
              busyLabel="Taşınıyor…"
              question="Görsel kullanıldığı yerlerden kalkacak. Çöp kutusuna taşınsın mı?"
              subject={name}
              onConfirm={() => form.remove(true)}
            />
          </div>
        ) : null}
        <div className="row-actions">
          <button type="submit" className="button button-small" disabled={form.busy}>
            {form.busy ? "Kaydediliyor…" : "Kaydet"}
          </button>
          <ConfirmAction
            label="Çöp kutusuna taşı"
            confirmLabel="Evet, taşı"
            busyLabel="Taşınıyor…"
            question={form.trashQuestion}
            subject={name}
            onConfirm={() => form.remove()}
          />
        </div>
        <StatusText>{form.status}</StatusText>
      </form>
    </article>
  );
}
