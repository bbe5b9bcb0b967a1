import { type JSX, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import type { AltTarget } from "./types";

interface AltTextFormProps {
  target: AltTarget;
  autoFocus: boolean;
  onSave: (target: AltTarget, altText: string) => void;
  onDismiss: (target: AltTarget) => void;
}

/** The small inline field for an image's alternative text. */
export function AltTextForm({ target, autoFocus, onSave, onDismiss }: AltTextFormProps): JSX.Element {
  const id = useId();
  const [value, setValue] = useState(target.altText);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (autoFocus) inputRef.current?.focus();
  }, [autoFocus]);

  const submit = (event: { preventDefault(): void; stopPropagation(): void }) => {
    event.preventDefault();
    event.stopPropagation();
    onSave(target, value.trim());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Enter" && (event.target as HTMLElement).tagName === "INPUT") {
      submit(event);
      return;
    }
    if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      onDismiss(target);
    }
  };

  return (
    // Not a <form>: the editor lives inside the page's own form, and forms must not nest.
    <div className="rte-alt-form" role="group" onKeyDown={onKeyDown} aria-label="Görsel açıklaması">
      <label className="rte-alt-label" htmlFor={`${id}-alt`}>
        {target.reason === "upload" ? "Eklenen görselin alternatif metni" : "Seçili görselin alternatif metni"}
      </label>
      <input
        ref={inputRef}
        id={`${id}-alt`}
        className="rte-input rte-alt-input"
        type="text"
        value={value}
        maxLength={300}
        aria-describedby={`${id}-hint`}
        onChange={(event) => setValue(event.target.value)}
      />
      <button type="button" className="rte-action rte-action--primary" onClick={submit}>
        Kaydet
      </button>
      <button type="button" className="rte-action" onClick={() => onDismiss(target)}>
        {target.reason === "upload" ? "Atla" : "Kapat"}
      </button>
      <p className="rte-alt-hint" id={`${id}-hint`}>
        Görmeyen ziyaretçiler için görseli kısaca anlatın; yalnızca süs ise boş bırakın.
      </p>
    </div>
  );
}
