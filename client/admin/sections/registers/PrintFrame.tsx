/**
 * The frame of a register's printed pages (the member register, the decision book): on screen the
 * title, the note that the certified paper book is the legal record, the forms that choose the part
 * and the buttons; on paper only the book's table, whose head repeats the association's name on every
 * page, with "Sayfa n / m" in the margin (documents.css and registers.css, `@page`).
 */
import { useState, type FormEvent, type ReactNode } from "react";
import { browser } from "../../browser";
import { useRouter } from "../../router";
import { withQuery } from "../../routes";
import { useAssociation } from "../../association";
import { TextField } from "../../ui";
import { LEGAL_NOTE } from "./labels";

export function PrintFrame({ className, title, forms, actions, children }: { className: string; title: string; forms: ReactNode; actions?: ReactNode; children: ReactNode }) {
  return (
    <section className={`admin-section register-print ${className}`}>
      <div className="print-controls">
        <h1>{title}</h1>
        <p className="lead document-legal">{LEGAL_NOTE}</p>
        <div className="print-forms">{forms}</div>
        <div className="form-actions">
          <button type="button" className="button" onClick={() => browser().print()}>
            Yazdır
          </button>
          {actions}
        </div>
      </div>
      {children}
    </section>
  );
}

/**
 * A book's printed table: scrollable by keyboard on screen; in its head the association's name, the
 * book and the part (so they repeat on every printed page), then the columns; `empty` says what
 * stands in the body when the part holds nothing.
 */
export function PrintBookTable({ label, book, part, columns, empty, children }: { label: string; book: string; part: string; columns: readonly string[]; empty: string | null; children: ReactNode }) {
  const association = useAssociation();
  return (
    <div className="print-scroll" role="region" aria-label={`${label} sayfaları`} tabIndex={0}>
      <table className="print-register">
        <caption className="visually-hidden">
          {label}, {part}
        </caption>
        <thead>
          <tr className="print-heading">
            <th colSpan={columns.length} scope="colgroup">
              {association.name} · {book} · {part}
            </th>
          </tr>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {empty === null ? (
            children
          ) : (
            <tr>
              <td colSpan={columns.length}>{empty}</td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}

/**
 * One way of choosing the part (a year; a range of numbers): its fields go into the address, and
 * the server's answer puts its Turkish message under the field it refuses.
 */
export function RangeForm({
  id,
  legend,
  path,
  fields,
  values,
  errors,
}: {
  id: string;
  legend: string;
  path: string;
  fields: readonly (readonly [key: string, label: string])[];
  values: Record<string, string>;
  errors: Record<string, string>;
}) {
  const { navigate } = useRouter();
  const [typed, setTyped] = useState(() => Object.fromEntries(fields.map(([key]) => [key, values[key] ?? ""])));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(withQuery(path, typed));
  };
  return (
    <form className="admin-search print-range" onSubmit={submit} noValidate>
      <fieldset>
        <legend>{legend}</legend>
        {fields.map(([key, label]) => (
          <TextField key={key} id={`${id}-${key}`} label={label} inputMode="numeric" value={typed[key] ?? ""} error={errors[key]} onChange={(value) => setTyped({ ...typed, [key]: value })} />
        ))}
        <button type="submit" className="button button-secondary">
          Göster
        </button>
      </fieldset>
    </form>
  );
}
