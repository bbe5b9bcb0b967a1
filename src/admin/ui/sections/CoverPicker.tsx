/** Choosing a cover image from the media library (or none); the current cover is shown with its alt text. */
import { useEffect, useRef, useState } from "react";
import type { ImageDto } from "../../contract";
import { focusElement } from "../browser";
import { LibraryDialog } from "./Library";

export function CoverPicker({ value, onChange }: { idPrefix: string; value: ImageDto | null; onChange(image: ImageDto | null): void }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  // Once the dialog is gone: while it is open, the form behind it is inert and cannot take the focus.
  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    focusElement(opener.current);
  }, [open]);
  const close = () => {
    returnFocus.current = true;
    setOpen(false);
  };
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
        <button ref={opener} type="button" className="button button-secondary button-small" onClick={() => setOpen(true)}>
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
