/** The retention periods the daily run applies, and their form. */
import { useEffect, useState, type FormEvent } from "react";
import type { RetentionDto } from "../../../../src/shared/admin-contract";
import { numberOrText } from "../../form-values";
import { useLoad, useSettingsSave } from "../../hooks";
import { ErrorNotice, LoadState, SettingsActions, TextField } from "../../ui";

type PeriodName = "contactMessagesMonths" | "pendingAccountsDays" | "auditLogMonths" | "eventRegistrationsMonths";

const PERIODS: ReadonlyArray<{ name: PeriodName; label: string; unit: string; hint: string }> = [
  { name: "contactMessagesMonths", label: "İletişim mesajları", unit: "ay", hint: "İletişim formuyla gelen mesajlar bu süre dolunca silinir." },
  { name: "pendingAccountsDays", label: "Onaylanmamış üyelik başvuruları", unit: "gün", hint: "Bu süre içinde onaylanmayan başvurular silinir." },
  { name: "auditLogMonths", label: "Denetim kaydındaki kişiler", unit: "ay", hint: "Bu süre dolunca işlem kalır, işlemi yapan “silinmiş kullanıcı” olur." },
  { name: "eventRegistrationsMonths", label: "Etkinlik kayıtları", unit: "ay", hint: "Etkinlik bittikten bu süre sonra kayıt olanların bilgileri silinir." },
];

/** "Saklama süreleri": each period with its default, saved over the stored version. */
export function RetentionForm() {
  const { data, error, reload, setData } = useLoad<RetentionDto>("/kvkk/retention");
  const [form, setForm] = useState<Record<PeriodName, string> | null>(null);
  const { save, saving, status, setStatus, saveError, fieldErrors } = useSettingsSave<RetentionDto>("/kvkk/retention", setData);

  useEffect(() => {
    if (data)
      setForm({
        contactMessagesMonths: String(data.contactMessagesMonths),
        pendingAccountsDays: String(data.pendingAccountsDays),
        auditLogMonths: String(data.auditLogMonths),
        eventRegistrationsMonths: String(data.eventRegistrationsMonths),
      });
  }, [data]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form || !data) return;
    // The server's retentionSchema (src/services/kvkk/retention-settings.ts) judges the periods and names each one it refuses.
    const periods = Object.fromEntries(PERIODS.map((period) => [period.name, numberOrText(form[period.name])]));
    await save({ ...periods, version: data.version });
  };

  return (
    <section className="admin-subsection" aria-labelledby="kvkk-saklama">
      <h2 id="kvkk-saklama">Saklama süreleri</h2>
      <p className="meta">
        Süresi dolan veriler her gün 06.17’de (İstanbul saati) kendiliğinden silinir; yapılan silmeler denetim kaydına yazılır. Süreler KVKK
        aydınlatma metninde de gösterilir.
      </p>
      <LoadState data={data && form ? { data, form } : null} error={error} reload={reload}>
        {({ data, form }) => (
          <form className="admin-form" onSubmit={submit} noValidate>
            <ErrorNotice error={saveError} onReload={reload} />
            <fieldset className="admin-fieldset">
              <legend>Süreler</legend>
              {PERIODS.map((period) => (
                <TextField
                  key={period.name}
                  id={`kvkk-${period.name}`}
                  label={`${period.label} (${period.unit})`}
                  hint={`${period.hint} Varsayılan: ${data.defaults[period.name]} ${period.unit}.`}
                  inputMode="numeric"
                  required
                  value={form[period.name]}
                  error={fieldErrors[period.name]}
                  onChange={(value) => {
                    setStatus("");
                    setForm({ ...form, [period.name]: value });
                  }}
                />
              ))}
              <p className="meta">Süresi dolan oturumlar da her gün silinir.</p>
            </fieldset>
            <SettingsActions saving={saving} status={status} updatedAt={data.updatedAt} unsaved="Varsayılan süreler geçerli." />
          </form>
        )}
      </LoadState>
    </section>
  );
}
