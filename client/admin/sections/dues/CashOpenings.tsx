/**
 * Devir: the cash box's and bank accounts' balances on the day the association starts keeping its
 * book here. Checked by the handler's own schema (src/shared/dues/cash-openings.ts) before it is
 * sent; the book of that year opens with them, and every later year's balance counts them.
 */
import { useEffect, useState, type FormEvent } from "react";
import { cashOpeningsUpdateSchema } from "../../../../src/shared/dues/cash-openings";
import { formatMoneyPlain, parseMoney } from "../../../../src/shared/money";
import { useLoad, useSettingsSave } from "../../hooks";
import { ErrorNotice, LoadState, SettingsActions, TextField } from "../../ui";

type OpeningsDto = { openings: { on: string; accounts: { name: string; amount: number }[] } | null; version: number; updatedAt: string | null };
type Form = { on: string; accounts: { name: string; amount: string }[] };

const formOf = (dto: OpeningsDto): Form =>
  dto.openings
    ? { on: dto.openings.on, accounts: dto.openings.accounts.map((account) => ({ name: account.name, amount: formatMoneyPlain(account.amount) })) }
    : { on: "", accounts: [{ name: "Kasa", amount: "" }, { name: "", amount: "" }] };

/** The form as the schema's input: amounts typed in lira ("1.250,50") read into kuruş; unnamed empty lines left out. */
function checked(form: Form, version: number): { body: unknown } | { errors: Record<string, string> } {
  const accounts = form.accounts.filter((account) => account.name.trim() || account.amount.trim());
  const errors: Record<string, string> = {};
  const read = accounts.map((account, index) => {
    const money = account.amount.trim() === "" ? ({ ok: true, kurus: 0 } as const) : parseMoney(account.amount, { allowZero: true });
    if (!money.ok) errors[`accounts.${index}.amount`] = money.message;
    return { name: account.name, amount: money.ok ? money.kurus : 0 };
  });
  const parsed = cashOpeningsUpdateSchema.safeParse({ on: form.on, accounts: read, version });
  if (!parsed.success) for (const issue of parsed.error.issues) errors[issue.path.join(".") || "form"] ??= issue.message;
  return Object.keys(errors).length ? { errors } : { body: parsed.data };
}

/** `onSaved`: the book's summary reads the new balances again. */
export function CashOpenings({ onSaved }: { onSaved(): void }) {
  const { data, error, reload, setData } = useLoad<OpeningsDto>("/cash-book/openings");
  const [form, setForm] = useState<Form | null>(null);
  const { save, saving, status, setStatus, saveError, fieldErrors, setFieldErrors } = useSettingsSave<OpeningsDto>("/cash-book/openings", (saved) => {
    setData(saved);
    onSaved();
  });
  useEffect(() => {
    if (data) setForm(formOf(data));
  }, [data]);
  const edit = (change: Partial<Form>) => {
    setStatus("");
    setForm((current) => (current ? { ...current, ...change } : current));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form || !data) return;
    const result = checked(form, data.version);
    if ("errors" in result) return setFieldErrors(result.errors);
    await save(result.body);
  };
  return (
    <LoadState data={data && form ? { data, form } : null} error={error} reload={reload}>
      {({ data, form }) => (
        <form className="admin-form" onSubmit={submit} noValidate aria-label="Devir (açılış bakiyeleri)">
          <ErrorNotice error={saveError} onReload={reload} />
          <fieldset className="admin-fieldset">
            <legend>Devir (açılış bakiyeleri)</legend>
            <p className="field-hint">Defteri bu siteyle tutmaya başladığınız gün kasada ve her banka hesabında olan para. O yılın defteri bu satırlarla açılır.</p>
            <TextField id="devir-tarih" type="date" label="Devir tarihi" value={form.on} error={fieldErrors.on} onChange={(on) => edit({ on })} />
            {form.accounts.map((account, index) => (
              <div className="field-row" key={index}>
                <TextField id={`devir-hesap-${index}`} label={`${index + 1}. hesap (kasa ya da banka)`} maxLength={80} value={account.name} error={fieldErrors[`accounts.${index}.name`]} onChange={(name) => edit({ accounts: form.accounts.map((row, at) => (at === index ? { ...row, name } : row)) })} />
                <TextField id={`devir-tutar-${index}`} inputMode="numeric" label="Tutar (TL)" value={account.amount} error={fieldErrors[`accounts.${index}.amount`]} onChange={(amount) => edit({ accounts: form.accounts.map((row, at) => (at === index ? { ...row, amount } : row)) })} />
              </div>
            ))}
            {fieldErrors.accounts ? <p className="field-error">{fieldErrors.accounts}</p> : null}
            <button type="button" className="button button-secondary" onClick={() => edit({ accounts: [...form.accounts, { name: "", amount: "" }] })}>
              Hesap ekle
            </button>
          </fieldset>
          <SettingsActions saving={saving} status={status} updatedAt={data.updatedAt} unsaved="Devir girilmedi: defter sıfırdan başlar." />
        </form>
      )}
    </LoadState>
  );
}
