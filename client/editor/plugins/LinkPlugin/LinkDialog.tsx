/**
 * The link dialog: a small non-modal popover under the selected text, as Quill's "snow" tooltip
 * was. One field ("Bağlantı adresi") and three buttons: Kaydet, Kaldır (only for an existing link),
 * İptal. Escape closes it; the caller then returns the focus to the editor.
 */
import { type JSX, type KeyboardEvent, useRef, useState } from "react";
import { BLANK_URL, normalizeLinkInput } from "../../utils/links";
import { LinkAddressField } from "./LinkAddressField";
import { useDialogPlacement, useFocusWhenOpened } from "./placement";
import type { AnchorRect } from "./selection";

export interface LinkDialogProps {
  /** The address of the link being edited, or "" for a new link. */
  initialUrl: string;
  /** Whether the selection is in a link already (then "Kaldır" is offered). */
  editing: boolean;
  /** Where the selection is on screen (viewport coordinates), to place the dialog under it. */
  anchorRect: AnchorRect | null;
  onSave: (url: string) => void;
  onRemove: () => void;
  onClose: () => void;
}

export const LINK_REFUSED_MESSAGE =
  "Bu adres kabul edilmiyor. http://, https://, mailto: veya tel: ile başlayan bir adres ya da site içi bir yol (/sayfa) girin.";
export const LINK_EMPTY_MESSAGE = "Bağlantı adresini yazın.";

/** The address typed, as it will be stored, or why it cannot be. */
export function checkLinkInput(value: string): { url: string } | { error: string } {
  const url = normalizeLinkInput(value);
  if (url === "") return { error: LINK_EMPTY_MESSAGE };
  if (url === BLANK_URL && value.trim().toLowerCase() !== BLANK_URL) return { error: LINK_REFUSED_MESSAGE };
  return { url };
}

export function LinkDialog({ initialUrl, editing, anchorRect, onSave, onRemove, onClose }: LinkDialogProps): JSX.Element {
  const [value, setValue] = useState(initialUrl);
  const [error, setError] = useState<string | null>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useDialogPlacement(dialogRef, anchorRect);
  useFocusWhenOpened(inputRef, dialogRef);

  const submit = (event: { preventDefault(): void; stopPropagation(): void }) => {
    event.preventDefault();
    event.stopPropagation();
    const checked = checkLinkInput(value);
    if ("error" in checked) {
      setError(checked.error);
      inputRef.current?.focus();
      return;
    }
    onSave(checked.url);
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
        <LinkAddressField
          inputRef={inputRef}
          value={value}
          error={error}
          onChange={(next) => {
            setValue(next);
            if (error !== null) setError(null);
          }}
        />
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
