/** Small building blocks the admin sections share: loading, errors, fields, badges, paging, confirmation. */
import type { ReactNode } from "react";
import type { Visibility } from "../../src/shared/admin-contract";
import { ApiClientError } from "./api";
import { valueOf } from "./browser";
import { Link, useRouter, withQuery } from "./router";
import { showDateTime } from "./time";
import { loginPath } from "../../src/shared/paths";

export { ConfirmAction } from "./confirm-action";

export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="visually-hidden">{children}</span>;
}

/** The loading state every section starts in (also what the server renders). */
export function Loading({ label = "Yükleniyor…", lines = 3 }: { label?: string; lines?: number }) {
  return (
    <div className="skeleton" role="status">
      <span className="skeleton-text">{label}</span>
      {Array.from({ length: lines }, (_, index) => (
        <span key={index} className="skeleton-line" aria-hidden="true" />
      ))}
    </div>
  );
}

/** "/login?next=/admin/gundem" */
export const loginHref = (path: string) => loginPath(path);

/**
 * An API error as a Turkish message next to the form (role="alert"). A signed-out user gets a link
 * to sign in again and come back; a version conflict offers to load the current state.
 */
export function ErrorNotice({
  error,
  onReload,
  reloadLabel = "Güncel hâlini yükle",
  className = "",
}: {
  error: ApiClientError | Error | string | null;
  onReload?: () => void;
  reloadLabel?: string;
  className?: string;
}) {
  const { path } = useRouter();
  if (!error) return null;
  const message = typeof error === "string" ? error : error.message;
  const apiError = error instanceof ApiClientError ? error : null;
  return (
    <div className={`notice notice-error admin-notice ${className}`.trim()} role="alert">
      <p>{message}</p>
      {apiError?.isSignedOut ? (
        <p>
          <a href={loginHref(path)}>Yeniden giriş yap</a>
        </p>
      ) : null}
      {apiError?.isConflict && onReload ? (
        <p>
          <button type="button" className="button button-secondary button-small" onClick={onReload}>
            {reloadLabel}
          </button>
        </p>
      ) : null}
    </div>
  );
}

/** "Nothing here yet": a bold first line and an optional hint. */
export function EmptyState({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <div className="empty-state">
      <strong>{title}</strong>
      {children}
    </div>
  );
}

/**
 * What a section shows for what `useLoad` gives it: the error (with "Tekrar dene" while nothing has
 * loaded), the skeleton until the first answer, then `children(data)`, or `empty` when `isEmpty(data)`.
 */
export function LoadState<T>({
  data,
  error,
  reload,
  lines,
  isEmpty,
  empty,
  children,
}: {
  data: T | null;
  error: ApiClientError | null;
  reload(): void;
  /** Skeleton lines while loading. */
  lines?: number;
  isEmpty?(data: T): boolean;
  empty?: ReactNode;
  children(data: T): ReactNode;
}) {
  return (
    <>
      <ErrorNotice error={error} />
      {error && !data ? (
        <button type="button" className="button button-secondary" onClick={reload}>
          Tekrar dene
        </button>
      ) : null}
      {!data && !error ? <Loading lines={lines} /> : null}
      {data ? (isEmpty?.(data) ? empty : children(data)) : null}
    </>
  );
}

/**
 * A wide table in a scrollable region the keyboard can reach, named `label`; the caption is for
 * screen readers. On a phone each row is a card (tables.css): give every cell but the row's title
 * and its actions a `data-label` with its column's name, shown above its value there.
 */
export function AdminTable({ label, caption, children }: { label: string; caption: ReactNode; children: ReactNode }) {
  return (
    <div className="table-wrap" role="region" aria-label={label} tabIndex={0}>
      <table className="admin-table">
        <caption className="visually-hidden">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

/** A short success or progress message, announced politely. */
export function StatusText({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <p className={`admin-status ${className}`.trim()} role="status">
      {children}
    </p>
  );
}

export const VISIBILITY_LABELS: Record<Visibility, string> = { draft: "Taslak", scheduled: "Planlandı", published: "Yayında" };

export function VisibilityBadge({ visibility }: { visibility: Visibility }) {
  return <span className={`status-badge status-${visibility}`}>{VISIBILITY_LABELS[visibility]}</span>;
}

const describedBy = (...ids: Array<string | false | null | undefined>) => ids.filter(Boolean).join(" ") || undefined;

interface FieldBaseProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  maxLength?: number;
  className?: string;
}

export interface TextFieldProps extends FieldBaseProps {
  type?: "text" | "email" | "tel" | "url" | "search" | "datetime-local" | "date";
  autoComplete?: string;
  inputMode?: "text" | "url" | "email" | "tel" | "numeric";
  placeholder?: string;
}

interface ControlProps {
  id: string;
  name: string;
  value: string;
  onChange(event: { target: unknown }): void;
  required: boolean | undefined;
  disabled: boolean | undefined;
  maxLength: number | undefined;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/**
 * A label with its "zorunlu" mark. A label that already ends in parentheses takes the mark inside
 * them ("Başlangıç (İstanbul saati, zorunlu)"), never a second pair.
 */
export function LabelText({ label, required }: { label: string; required: boolean | undefined }) {
  if (!required) return <>{label}</>;
  const aside = /^(.*) \(([^()]*)\)$/.exec(label);
  if (!aside) return <>{label}<span className="required-mark"> (zorunlu)</span></>;
  return (
    <>
      {aside[1]} ({aside[2]}
      <span className="required-mark">, zorunlu</span>)
    </>
  );
}

/**
 * A field's frame: the label, the hint above the control and the error below it. `children` draws
 * the control with the attributes that wire it to them (aria-describedby / aria-invalid).
 */
function Field({ id, label, value, onChange, error, hint, required, disabled, maxLength, className, children }: FieldBaseProps & { children(control: ControlProps): ReactNode }) {
  return (
    <div className={["field", error ? "has-error" : "", className ?? ""].filter(Boolean).join(" ")}>
      <label htmlFor={id}>
        <LabelText label={label} required={required} />
      </label>
      {hint ? (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {children({
        id,
        name: id,
        value,
        onChange: (event) => onChange(valueOf(event)),
        required,
        disabled,
        maxLength,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy(hint ? `${id}-hint` : null, error ? `${id}-error` : null),
      })}
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled input with its hint and its error. */
export function TextField({ type = "text", autoComplete, inputMode, placeholder, ...field }: TextFieldProps) {
  return <Field {...field}>{(control) => <input {...control} type={type} autoComplete={autoComplete} inputMode={inputMode} placeholder={placeholder} />}</Field>;
}

export function TextAreaField({ rows = 3, ...field }: FieldBaseProps & { rows?: number }) {
  return <Field {...field}>{(control) => <textarea {...control} rows={rows} />}</Field>;
}

/** A labelled choice among `options` (value → its label), with "Seçin" first, its hint and its error. */
export function SelectField<T extends string>({
  options,
  onChange,
  ...field
}: Omit<FieldBaseProps, "value" | "onChange" | "maxLength"> & { value: T | ""; options: Record<T, string>; onChange(value: T): void }) {
  return (
    <Field {...field} onChange={(value) => onChange(value as T)}>
      {({ maxLength: _maxLength, ...control }) => (
        <select {...control}>
          <option value="">Seçin</option>
          {(Object.entries(options) as [T, string][]).map(([key, name]) => (
            <option key={key} value={key}>
              {name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** Page links: "Önceki", numbers, "Sonraki"; the current page has aria-current="page". */
export function Pagination({ pathname, page, pageCount, query = {} }: { pathname: string; page: number; pageCount: number; query?: Record<string, string | number | null | undefined> }) {
  if (pageCount <= 1) return null;
  const href = (target: number) => withQuery(pathname, { ...query, sayfa: target });
  const pages: number[] = [];
  for (let index = Math.max(1, page - 2); index <= Math.min(pageCount, page + 2); index += 1) pages.push(index);
  return (
    <nav className="pagination admin-pagination" aria-label="Sayfalar">
      {page > 1 ? <Link href={href(page - 1)}>Önceki</Link> : null}
      <ul>
        {pages[0] !== 1 ? (
          <li>
            <Link href={href(1)} aria-label="Sayfa 1">
              1
            </Link>
          </li>
        ) : null}
        {pages.map((number) => (
          <li key={number}>
            <Link href={href(number)} aria-current={number === page ? "page" : undefined} aria-label={`Sayfa ${number}`}>
              {number}
            </Link>
          </li>
        ))}
        {pages[pages.length - 1] !== pageCount ? (
          <li>
            <Link href={href(pageCount)} aria-label={`Sayfa ${pageCount}`}>
              {pageCount}
            </Link>
          </li>
        ) : null}
      </ul>
      {page < pageCount ? <Link href={href(page + 1)}>Sonraki</Link> : null}
      <span className="meta">
        Sayfa {page} / {pageCount}
      </span>
    </nav>
  );
}

/** The heading row of a section: its h1 and its main actions. */
export function SectionHeader({ title, children, lead }: { title: string; children?: ReactNode; lead?: ReactNode }) {
  return (
    <header className="admin-section-head">
      <div>
        <h1>{title}</h1>
        {lead ? <p className="lead">{lead}</p> : null}
      </div>
      {children ? <div className="button-row">{children}</div> : null}
    </header>
  );
}

/**
 * The save row under a settings form: the button, and what happened last (saving, saved, or when
 * the stored settings last changed; `unsaved` while the defaults apply).
 */
export function SettingsActions({ saving, status, updatedAt, unsaved }: { saving: boolean; status: string; updatedAt: string | null; unsaved: string }) {
  return (
    <div className="form-actions">
      <button type="submit" className="button" disabled={saving}>
        {saving ? "Kaydediliyor…" : "Kaydet"}
      </button>
      <StatusText>{status || (updatedAt ? `Son değişiklik: ${showDateTime(updatedAt)}` : unsaved)}</StatusText>
    </div>
  );
}
