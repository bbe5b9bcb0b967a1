import type * as z from "zod";
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter } from "../../../shared/control-characters";

export type FieldErrors = Record<string, string>;
export type FieldValues = Record<string, string | undefined>;

/** The first message per field, for showing next to it. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}

/** A form's text fields as strings (file uploads are ignored). */
export function textFields(body: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}

/**
 * Validates a form post against its schema, giving either the data or the messages per field. No
 * field may hold a control character (src/shared/control-characters.ts): one that does gets that
 * message under it, unless its own rule already said what is wrong ("Konu satır sonu içeremez.").
 */
export async function validateForm<S extends z.ZodType>(
  schema: S,
  values: FieldValues,
): Promise<{ ok: true; data: z.infer<S> } | { ok: false; errors: FieldErrors }> {
  // Asynchronous because some rules are (the common-password list is read on first use).
  const parsed = await schema.safeParseAsync(values);
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  for (const [name, value] of Object.entries(values)) if (value !== undefined && hasControlCharacter(value)) errors[name] ??= CONTROL_CHARACTER_MESSAGE;
  return parsed.success && Object.keys(errors).length === 0 ? { ok: true, data: parsed.data } : { ok: false, errors };
}

/**
 * A labelled form field whose error, if any, sits right under it and is tied to it for screen
 * readers. What the visitor typed comes back in `value` (never for passwords).
 */
export function Field({
  form,
  name,
  label,
  errors,
  value,
  type = "text",
  autoComplete,
  multiline = false,
  hint,
  optional = false,
}: {
  form: string;
  name: string;
  label: string;
  errors?: FieldErrors;
  value?: string;
  type?: string;
  autoComplete?: string;
  multiline?: boolean;
  hint?: string;
  /** Not required: the label says "(isteğe bağlı)". */
  optional?: boolean;
}) {
  const error = errors?.[name];
  const id = `${form}-${name}`;
  const describedBy = [hint ? `${id}-ipucu` : null, error ? `${id}-hata` : null].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    name,
    required: !optional,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    defaultValue: type === "password" ? undefined : (value ?? ""),
  };
  return (
    <div className={error ? "field has-error" : "field"}>
      <label htmlFor={id}>{optional ? `${label} (isteğe bağlı)` : label}</label>
      {hint ? (
        <p className="field-hint" id={`${id}-ipucu`}>
          {hint}
        </p>
      ) : null}
      {multiline ? <textarea {...common} rows={6} maxLength={5000} /> : <input {...common} type={type} autoComplete={autoComplete} />}
      {error ? (
        <p className="field-error" id={`${id}-hata`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The summary above a form that was sent back: what went wrong, each field's message linking to
 * the field. It takes the focus when the page loads (autofocus on a tabindex="-1" element, no
 * script needed), so keyboard and screen-reader users start from the list of what to fix.
 */
export function FormProblems({ form, errors, problem }: { form?: string; errors?: FieldErrors; problem?: string }) {
  const fields = Object.entries(errors ?? {});
  if (!problem && fields.length === 0) return null;
  const title = fields.length ? `Formda ${fields.length} alan düzeltilmeli` : "Hata";
  return (
    // The summary takes focus when the page opens (GOV.UK's pattern), so a screen reader starts with the problems.
    // eslint-disable-next-line jsx-a11y/no-autofocus -- the one deliberate focus move of a page without script
    <div className="notice notice-error error-summary" role="alert" tabIndex={-1} autoFocus aria-labelledby="hata-ozeti-baslik">
      <svg className="notice-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="10.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M12 7v6.5M12 16.6v.4" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
      </svg>
      <div className="notice-body">
        <h2 className="notice-title" id="hata-ozeti-baslik">
          {title}
        </h2>
        {problem ? <p>{problem}</p> : null}
        {fields.length ? (
          <ul className="error-summary-list">
            {fields.map(([name, message]) => (
              <li key={name}>{form && name !== "form" ? <a href={`#${form}-${name}`}>{message}</a> : message}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

/** Hidden from people (and from assistive technology); bots that fill every field give themselves away. */
export function Honeypot({ form, name }: { form: string; name: string }) {
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={`${form}-${name}`}>Bu alanı boş bırakın</label>
      <input id={`${form}-${name}`} name={name} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}

/** The rule every new password follows, said once beside each form that sets one. */
export const NEW_PASSWORD_HINT = "En az 8 karakter. Uzun bir cümle, kısa ve karmaşık bir şifreden daha güvenlidir.";

/** A new password and its repetition (registration, a reset link, /hesabim), named as the forms' schemas expect. */
export function NewPasswordFields({ form, errors, label = "Şifre" }: { form: string; errors?: FieldErrors; label?: string }) {
  return (
    <>
      <Field form={form} errors={errors} name="password" label={label} type="password" autoComplete="new-password" hint={NEW_PASSWORD_HINT} />
      <Field form={form} errors={errors} name="passwordConfirm" label={`${label} (tekrar)`} type="password" autoComplete="new-password" />
    </>
  );
}

/**
 * A box the person ticks to say they mean an action that cannot be undone (`confirm=evet`), with
 * its message under it when it was left empty.
 */
export function ConfirmBox({ form, label, errors }: { form: string; label: string; errors?: FieldErrors }) {
  const error = errors?.confirm;
  return (
    <div className={error ? "field field-check has-error" : "field field-check"}>
      <label htmlFor={`${form}-confirm`}>
        <input id={`${form}-confirm`} name="confirm" type="checkbox" value="evet" aria-invalid={error ? true : undefined} aria-describedby={error ? `${form}-confirm-hata` : undefined} />
        <span>{label}</span>
      </label>
      {error ? (
        <p className="field-error" id={`${form}-confirm-hata`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
