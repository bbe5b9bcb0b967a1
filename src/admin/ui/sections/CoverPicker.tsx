/** Choosing a cover image from the gallery (or none), as a group of radio buttons with thumbnails. */
import { useState } from "react";
import type { ImageDto } from "../../contract";
import { useLoad } from "../hooks";
import { ErrorNotice, Loading } from "../ui";
import { srcsetOf } from "../../../media/variants";

export function CoverPicker({ idPrefix, value, onChange }: { idPrefix: string; value: ImageDto | null; onChange(image: ImageDto | null): void }) {
  const [open, setOpen] = useState(false);
  const { data, error, reload } = useLoad<{ images: ImageDto[] }>(open ? "/images" : null, { album: "all" });
  const panelId = `${idPrefix}-kapak-secici`;
  const name = `${idPrefix}-kapak`;
  return (
    <fieldset className="admin-fieldset cover-picker">
      <legend>Kapak görseli</legend>
      <div className="cover-current">
        {value ? (
          <>
            <img src={value.url} alt="" width={160} height={Math.max(1, Math.round((160 * value.height) / Math.max(1, value.width)))} />
            <p>
              Seçili kapak: <strong>{value.alt || "(alternatif metni yok)"}</strong>
            </p>
          </>
        ) : (
          <p className="meta">Kapak görseli yok.</p>
        )}
      </div>
      <div className="button-row">
        <button type="button" className="button button-secondary button-small" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          {open ? "Görsel listesini kapat" : "Kapak görseli seç"}
        </button>
        {value ? (
          <button type="button" className="button button-secondary button-small" onClick={() => onChange(null)}>
            Kapağı kaldır
          </button>
        ) : null}
      </div>
      <div id={panelId} hidden={!open} className="cover-panel">
        {open ? (
          <>
            <ErrorNotice error={error} />
            {error ? (
              <button type="button" className="button button-secondary button-small" onClick={reload}>
                Tekrar dene
              </button>
            ) : null}
            {!data && !error ? <Loading label="Görseller yükleniyor…" lines={1} /> : null}
            {data ? (
              <div role="radiogroup" aria-label="Kapak görseli seçimi" className="cover-grid">
                <label className="cover-option cover-none">
                  <input type="radio" name={name} checked={value === null} onChange={() => onChange(null)} />
                  <span>Kapak yok</span>
                </label>
                {data.images.map((image) => (
                  <label key={image.id} className="cover-option">
                    <input type="radio" name={name} checked={value?.id === image.id} onChange={() => onChange(image)} />
                    <img src={image.url} srcSet={srcsetOf(image.r2Key) ?? undefined} sizes={srcsetOf(image.r2Key) ? "10rem" : undefined} alt="" loading="lazy" width={image.width} height={image.height} />
                    <span>{image.alt || image.caption || `Görsel ${image.id} (alternatif metni yok)`}</span>
                  </label>
                ))}
                {data.images.length === 0 ? <p className="meta">Galeride henüz görsel yok. Önce Galeri bölümünden görsel yükleyin.</p> : null}
              </div>
            ) : null}
          </>
        ) : null}
      </div>
    </fieldset>
  );
}
