import type { ReactNode } from "react";

/**
 * A register screen's form: the admin's form look, the browser's own validation off (the shared
 * zod schema's Turkish messages show under the fields instead), and `onSave` on submit.
 */
export function RegisterForm({ onSave, children }: { onSave(): unknown; children: ReactNode }) {
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
    </form>
  );
}
