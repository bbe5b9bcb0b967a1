/** A Turkish amount field: typed as "1.250,50", read into kuruş by the shared money module, refused under the field. */
import { parseMoney } from "../../../../src/shared/money";
import { TextField } from "../../ui";

/** The kuruş of a typed amount, or the Turkish reason it cannot be read (empty text: `emptyAs`). */
export function kurusOf(text: string, emptyAs: number | null = null): { kurus: number } | { error: string } {
  if (text.trim() === "" && emptyAs !== null) return { kurus: emptyAs };
  const parsed = parseMoney(text, { allowZero: emptyAs !== null });
  return parsed.ok ? { kurus: parsed.kurus } : { error: parsed.message };
}

export function MoneyField({ id, label, value, onChange, error, disabled, required }: { id: string; label: string; value: string; onChange(value: string): void; error?: string | undefined; disabled?: boolean; required?: boolean }) {
  return <TextField id={id} label={`${label} (TL)`} value={value} onChange={onChange} error={error} disabled={disabled} required={required} inputMode="text" hint="Örnek: 1.250,50" autoComplete="off" />;
}
