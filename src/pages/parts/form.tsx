import type * as z from "zod";

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

/** Validates a form post against its schema, giving either the data or the messages per field. */
export function validateForm<S extends z.ZodType>(
  schema: S,
  values: FieldValues,
): { ok: true; data: z.infer<S> } | { ok: false; errors: FieldErrors } {
  const parsed = schema.safeParse(values);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, errors: fieldErrors(parsed.error) };
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
}) {
  const error = errors?.[name];
  const id = `${form}-${name}`;
  const describedBy = [hint ? `${id}-ipucu` : null, error ? `${id}-hata` : null].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    name,
    required: true,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    defaultValue: type === "password" ? undefined : (value ?? ""),
  };
  return (
    <div className={error ? "field has-error" : "field"}>
      <label htmlFor={id}>{label}</label>
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

/** The summary above a form that was sent back: how many fields need fixing. */
export function FormProblems({ errors, problem }: { errors?: FieldErrors; problem?: string }) {
  const count = Object.keys(errors ?? {}).length;
  return (
    <>
      {problem ? (
        <p className="notice notice-error" role="alert">
          {problem}
        </p>
      ) : null}
      {count ? (
        <p className="notice notice-error" role="alert">
          Formda {count} alan düzeltilmeli. Lütfen işaretli alanlara bakın.
        </p>
      ) : null}
    </>
  );
}
