import type { ReactNode } from "react";

/**
 * A register screen's form: the admin's form look, the browser's own validation off (the shared
 * zod schema's Turkish messages show under the fields instead), `onSave` on submit, and its one
 * submit button, which says `busyLabel` and waits while the save runs. `beside` goes next to the
 * button (a way back).
 */
export function RegisterForm({
  onSave,
  submitLabel,
  busyLabel,
  busy,
  beside,
  children,
}: {
  onSave(): unknown;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  beside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <form
      className="admin-form register-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSave();
      }}
    >
      {children}
      <div className="form-actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </button>
        {beside}
      </div>
    </form>
  );
}
