/** Choosing a cover image from the media library (or none); the current cover is shown with its alt text. */
import type { ImageDto } from "../../contract";
import { useDialogOpener } from "../hooks";
import { LibraryDialog } from "./Library";

export function CoverPicker({ value, onChange }: { idPrefix: string; value: ImageDto | null; onChange(image: ImageDto | null): void }) {
  const { open, show, close, opener } = useDialogOpener();
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
        <button ref={opener} type="button" className="button button-secondary button-small" onClick={show}>
          {value ? "Kapağı değiştir" : "Kapak görseli seç"}
        </button>
        {value ? (
          <button type="button" className="button button-secondary button-small" onClick={() => onChange(null)}>
            Kapağı kaldır
          </button>
        ) : null}
      </div>
      {open ? (
        <LibraryDialog
          title="Kapak görseli seç"
          chooseLabel="Kapak yap"
          onChoose={(image) => {
            onChange(image);
            close();
          }}
          onClose={close}
        />
      ) : null}
    </fieldset>
  );
}
