/** Form pieces the register screens share: a labelled choice with its error, wired like ui.tsx's fields. */
import { valueOf } from "../../browser";
import { LabelText } from "../../ui";

export function ChoiceField<T extends string>({
  id,
  label,
  value,
  options,
  onChange,
  error,
  required,
}: {
  id: string;
  label: string;
  value: T | "";
  options: Record<T, string>;
  onChange(value: T): void;
  error?: string | undefined;
  required?: boolean;
}) {
  return (
    <div className={error ? "field has-error" : "field"}>
      <label htmlFor={id}>
        <LabelText label={label} required={required} />
      </label>
      <select id={id} name={id} value={value} required={required} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} onChange={(event) => onChange(valueOf(event) as T)}>
        <option value="">Seçin</option>
        {(Object.entries(options) as [T, string][]).map(([key, name]) => (
          <option key={key} value={key}>
            {name}
          </option>
        ))}
      </select>
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
