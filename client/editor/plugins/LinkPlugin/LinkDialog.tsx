/**
 * The link dialog: a small non-modal popover under the selected text, as Quill's "snow" tooltip
 * was. One field ("Bağlantı adresi") and three buttons: Kaydet, Kaldır (only for an existing link),
 * İptal. Escape closes it; the caller then returns the focus to the editor.
 */
import { type JSX, type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { BLANK_URL, normalizeLinkInput } from "../../utils/links";

export interface LinkDialogProps {
  /** The address of the link being edited, or "" for a new link. */
  initialUrl: string;
  /** Whether the selection is in a link already (then "Kaldır" is offered). */
  editing: boolean;
  /** Where the selection is on screen (viewport coordinates), to place the dialog under it. */
  anchorRect: { top: number; bottom: number; left: number } | null;
  onSave: (url: string) => void;
  onRemove: () => void;
  onClose: () => void;
}

export const LINK_REFUSED_MESSAGE =
  "Bu adres kabul edilmiyor. http://, https://, mailto: veya tel: ile başlayan bir adres ya da site içi bir yol (/sayfa) girin.";
export const LINK_EMPTY_MESSAGE = "Bağlantı adresini yazın.";

/** Keeps the dialog inside its container horizontally. */
const EDGE_GAP = 8;

export function LinkDialog({ initialUrl, editing, anchorRect, onSave, onRemove, onClose }: LinkDialogProps): JSX.Element {
  const id = useId();
  const inputId = `${id}-url`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const [value, setValue] = useState(initialUrl);
  const [error, setError] = useState<string | null>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // Placed under the selection: coordinates are set through the CSSOM (never a style attribute in
  // server markup; this component only ever renders in the browser).
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    const container = dialog?.offsetParent;
    if (!dialog || !(container instanceof HTMLElement)) return;
    if (anchorRect === null) {
      dialog.style.removeProperty("top");
      dialog.style.removeProperty("left");
      return;
    }
    const box = container.getBoundingClientRect();
    const maxLeft = Math.max(EDGE_GAP, box.width - dialog.offsetWidth - EDGE_GAP);
    const left = Math.min(Math.max(EDGE_GAP, anchorRect.left - box.left), maxLeft);
    const top = Math.max(EDGE_GAP, anchorRect.bottom - box.top + EDGE_GAP);
    dialog.style.top = `${Math.round(top)}px`;
    dialog.style.left = `${Math.round(left)}px`;
  }, [anchorRect]);

  // The field takes the focus once the key that opened the dialog is over: focused at once, it would
  // also receive that key's Enter (implicit submission) when the toolbar button was pressed with Enter.
  useEffect(() => {
    const timer = setTimeout(() => {
      const input = inputRef.current;
      if (!input) return;
      input.focus({ preventScroll: true });
      input.select();
      dialogRef.current?.scrollIntoView?.({ block: "nearest" });
    }, 0);
    return () => clearTimeout(timer);
  }, []);

  const submit = (event: { preventDefault(): void; stopPropagation(): void }) => {
    event.preventDefault();
    event.stopPropagation();
    const url = normalizeLinkInput(value);
    if (url === "") {
      setError(LINK_EMPTY_MESSAGE);
      inputRef.current?.focus();
      return;
    }
    if (url === BLANK_URL && value.trim().toLowerCase() !== BLANK_URL) {
      setError(LINK_REFUSED_MESSAGE);
      inputRef.current?.focus();
      return;
    }
    onSave(url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    }
  };

  /** Enter in the address field saves, as it would in a form (without submitting the page's form). */
  const submitOnEnter = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Enter" && (event.target as HTMLElement).tagName === "INPUT") submit(event);
  };

  return (
    <div
      ref={dialogRef}
      className="rte-link-dialog"
      role="dialog"
      aria-label={editing ? "Bağlantıyı düzenle" : "Bağlantı ekle"}
      onKeyDown={onKeyDown}
    >
      {/* Not a <form>: the editor lives inside the page's own form, and forms must not nest. */}
      <div className="rte-link-form" role="group" aria-label="Bağlantı adresi" onKeyDown={submitOnEnter}>
        <label className="rte-link-label" htmlFor={inputId}>
          Bağlantı adresi
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className="rte-input rte-link-input"
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://ornek.org"
          value={value}
          aria-invalid={error !== null}
          aria-describedby={error !== null ? `${errorId} ${hintId}` : hintId}
          onChange={(event) => {
            setValue(event.target.value);
            if (error !== null) setError(null);
          }}
        />
        <p className="rte-link-hint" id={hintId}>
          Web, e-posta (mailto:) veya telefon (tel:) adresi.
        </p>
        {error !== null && (
          <p className="rte-error" id={errorId} role="alert">
            {error}
          </p>
        )}
        <div className="rte-link-actions">
          <button type="button" className="rte-action rte-action--primary" onClick={submit}>
            Kaydet
          </button>
          {editing && (
            <button type="button" className="rte-action" onClick={onRemove}>
              Kaldır
            </button>
          )}
          <button type="button" className="rte-action" onClick={onClose}>
            İptal
          </button>
        </div>
      </div>
    </div>
  );
}
