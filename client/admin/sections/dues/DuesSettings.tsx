/**
 * The dues settings (docs/dues.md): the IBAN and account holder members see under "Aidatlarım" on
 * /hesabim, and which reminder mails the cron sends. Treasurers and administrators change them; the
 * board reads. The server checks everything again with the same schema (src/shared/dues/settings.ts).
 */
import { useEffect, useState, type FormEvent } from "react";
import type { DuesSettingsDto } from "../../../../src/shared/dues/dto";
import { groupedIban, REMINDER_STAGE_NAMES, REMINDER_STAGES, type DuesSettings as Settings } from "../../../../src/shared/dues/settings";
import { checkedOf } from "../../browser";
import { useLoad, useSettingsSave } from "../../hooks";
import { ErrorNotice, LoadState, SettingsActions, TextField } from "../../ui";

export function DuesSettings({ writes }: { writes: boolean }) {
  const { data, error, reload, setData } = useLoad<DuesSettingsDto>("/dues/settings");
  const [form, setForm] = useState<Settings | null>(null);
  const { save, saving, status, setStatus, saveError, fieldErrors } = useSettingsSave<DuesSettingsDto>("/dues/settings", setData);

  useEffect(() => {
    if (data) setForm({ iban: groupedIban(data.iban), accountHolder: data.accountHolder, reminders: data.reminders });
  }, [data]);

  const change = (next: Settings) => {
    setStatus("");
    setForm(next);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (form && data) await save({ ...form, version: data.version });
  };
  const toggle = (stage: Settings["reminders"][number], on: boolean) =>
    form && change({ ...form, reminders: REMINDER_STAGES.filter((other) => (other === stage ? on : form.reminders.includes(other))) });

  return (
    <LoadState data={data && form ? { data, form } : null} error={error} reload={reload}>
      {({ data, form }) => (
        <form className="admin-form" onSubmit={submit} noValidate>
          <h2>Aidat ayarları</h2>
          <ErrorNotice error={saveError} onReload={reload} />
          <fieldset className="admin-fieldset" disabled={!writes}>
            <legend>Banka hesabı</legend>
            <TextField
              id="aidat-iban"
              label="IBAN"
              hint="Üyeler “Hesabım” sayfasında bu hesaba havale yapmaları gerektiğini, açıklamaya yazacakları metinle birlikte görür."
              autoComplete="off"
              value={form.iban}
              error={fieldErrors.iban}
              onChange={(iban) => change({ ...form, iban })}
            />
            <TextField id="aidat-hesap-sahibi" label="Hesap sahibi" hint="Boş bırakırsanız derneğin adı gösterilir." value={form.accountHolder} error={fieldErrors.accountHolder} onChange={(accountHolder) => change({ ...form, accountHolder })} />
          </fieldset>
          <fieldset className="admin-fieldset" disabled={!writes}>
            <legend>Hatırlatma e-postaları</legend>
            <p className="field-hint">Ödemesi eksik üyelere her aşamada en fazla bir e-posta gider; aidattan muaf, ayrılmış ya da borcunu ödemiş üyelere gitmez.</p>
            {REMINDER_STAGES.map((stage) => (
              <label key={stage} className="checkbox-option">
                <input type="checkbox" checked={form.reminders.includes(stage)} onChange={(event) => toggle(stage, checkedOf(event))} />
                {REMINDER_STAGE_NAMES[stage]}
              </label>
            ))}
            {fieldErrors.reminders ? <p className="field-error">{fieldErrors.reminders}</p> : null}
          </fieldset>
          {writes ? <SettingsActions saving={saving} status={status} updatedAt={data.updatedAt} unsaved="Henüz kaydedilmedi: IBAN gösterilmiyor, hatırlatma gönderilmiyor." /> : null}
        </form>
      )}
    </LoadState>
  );
}
