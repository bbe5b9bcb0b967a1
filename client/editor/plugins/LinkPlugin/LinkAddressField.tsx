import { type JSX, type RefObject, useId } from "react";

interface LinkAddressFieldProps {
  inputRef: RefObject<HTMLInputElement | null>;
  value: string;
  /** Why the address typed cannot be saved, or null. */
  error: string | null;
  onChange: (value: string) => void;
}

/** The link dialog's "Bağlantı adresi" field, with its hint and its error. */
export function LinkAddressField({ inputRef, value, error, onChange }: LinkAddressFieldProps): JSX.Element {
  const id = useId();
  const inputId = `${id}-url`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <>
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
        onChange={(event) => onChange(event.target.value)}
      />
      <p className="rte-link-hint" id={hintId}>
        Web, e-posta (mailto:) veya telefon (tel:) adresi.
      </p>
      {error !== null && (
        <p className="rte-error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </>
  );
}
