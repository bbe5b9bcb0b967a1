/**
 * A correction by reversal, asked with its reason: the book keeps why an entry was reversed beside the
 * reversal (a payment's note, the cash book line's text), so the treasurer writes it; it is never
 * made up. The reason is checked by the handler's own schema before anything is sent.
 */
import { useState, type FormEvent } from "react";
import { reversalReason } from "../../../../src/shared/dues/inputs";
import { istanbulDay } from "../../../../src/shared/i18n/dates";
import { TextField } from "../../ui";

/** The body of a reversal made today (Istanbul) for `reason`, with a token of its own. */
export const reversalBody = (reason: string) => ({ token: crypto.randomUUID(), on: istanbulDay(new Date()), reason });

export function ReversalAction({ id, question, reverse }: { id: string; question: string; reverse(reason: string): Promise<void> }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  if (!open) {
    return (
      <button type="button" className="button button-danger button-small" onClick={() => setOpen(true)}>
        Ters kayıtla düzelt
      </button>
    );
  }
  const send = async (event: FormEvent) => {
    event.preventDefault();
    const checked = reversalReason.safeParse(reason);
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? "Düzeltmenin nedenini yazın.");
    setError("");
    setBusy(true);
    try {
      await reverse(checked.data);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="dues-reversal" onSubmit={(event) => void send(event)} noValidate>
      <p>{question}</p>
      <TextField id={`${id}-neden`} label="Düzeltmenin nedeni" value={reason} onChange={setReason} error={error} hint="Defterde düzeltmenin yanında kalır." required />
      <button type="submit" className="button button-danger button-small" disabled={busy}>
        {busy ? "Düzeltiliyor…" : "Ters kayıtla düzelt"}
      </button>{" "}
      <button type="button" className="button button-secondary button-small" disabled={busy} onClick={() => setOpen(false)}>
        Vazgeç
      </button>
    </form>
  );
}
