/**
 * The board's assembly dates (the last ordinary assembly, the bylaws' cycle, the result notice filed):
 * the calendar's assembly items count from them until the assembly module keeps its own records.
 */
import { useEffect, useState, type FormEvent } from "react";
import type { AssemblyDates as Dates, CalendarDto } from "../../../../src/shared/calendar";
import { assemblyDatesInput } from "../../../../src/shared/calendar-input";
import { ASSEMBLY_MAX_YEARS } from "../../../../src/shared/legal-deadlines";
import { useSettingsSave } from "../../hooks";
import { ErrorNotice, SettingsActions, TextField } from "../../ui";

type Form = { lastOrdinaryOn: string; cycleYears: string; resultFiledOn: string };

const formOf = (dates: Dates): Form => ({ lastOrdinaryOn: dates.lastOrdinaryOn ?? "", cycleYears: String(dates.cycleYears), resultFiledOn: dates.resultFiledOn ?? "" });

export function AssemblyDates({ dates, onSaved }: { dates: CalendarDto["assembly"]; onSaved(): void }) {
  const [form, setForm] = useState<Form>(() => formOf(dates));
  const { save, saving, status, saveError, fieldErrors, setFieldErrors } = useSettingsSave<Dates & { version: number }>("/registers/calendar/assembly", onSaved);
  useEffect(() => setForm(formOf(dates)), [dates]);
  const set = (key: keyof Form) => (value: string) => setForm((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { lastOrdinaryOn: form.lastOrdinaryOn || null, cycleYears: form.cycleYears, resultFiledOn: form.resultFiledOn || null, version: dates.version };
    // The handler's own schema first: a mistake is told under its field without a round trip.
    const checked = assemblyDatesInput.safeParse(body);
    if (checked.success) return void save(body);
    const errors: Record<string, string> = {};
    for (const issue of checked.error.issues) errors[String(issue.path[0])] ??= issue.message;
    setFieldErrors(errors);
  };
  return (
    <form className="admin-form card" id="genel-kurul" onSubmit={submit} noValidate>
      <ErrorNotice error={saveError} />
      <fieldset className="admin-fieldset">
        <legend>Genel kurul tarihleri</legend>
        <p className="meta">Takvimdeki genel kurul işleri bu tarihlerden sayılır. Sonuç bildirimini verdiğinizde tarihini girin; iş takvimden kalkar.</p>
        <TextField id="takvim-son-genel-kurul" type="date" label="Son olağan genel kurulun tarihi" value={form.lastOrdinaryOn} onChange={set("lastOrdinaryOn")} error={fieldErrors.lastOrdinaryOn} />
        <TextField
          id="takvim-donem"
          label="Tüzüğe göre kaç yılda bir (yıl)"
          inputMode="numeric"
          value={form.cycleYears}
          onChange={set("cycleYears")}
          error={fieldErrors.cycleYears}
          hint={`Kanun en geç ${ASSEMBLY_MAX_YEARS} yılda bir olağan genel kurul ister (Türk Medeni Kanunu m. 74); tüzük daha sık öngörebilir.`}
        />
        <TextField id="takvim-sonuc-bildirimi" type="date" label="Sonuç bildiriminin verildiği tarih" value={form.resultFiledOn} onChange={set("resultFiledOn")} error={fieldErrors.resultFiledOn} />
      </fieldset>
      <SettingsActions saving={saving} status={status} updatedAt={null} unsaved={dates.version === 0 ? "Henüz tarih girilmedi." : ""} />
    </form>
  );
}
