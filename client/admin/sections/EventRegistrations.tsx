/**
 * An event's registrations: open or close registration (places, closing time, who may register),
 * the list with the waiting list, attendance, a message to everyone registered, the CSV download.
 */
import { useEffect, useState, type FormEvent } from "react";
import type { RegistrationDto, RegistrationsDto } from "../../../src/shared/admin-contract";
import { formRefusal, useApi } from "../api";
import { useLoad } from "../hooks";
import { Link } from "../router";
import { LoadState, SectionHeader } from "../ui";
import { ActionFeedback, useAction } from "../use-action";
import { RegistrantsMessage } from "./registrations/RegistrantsMessage";
import { RegistrationsTable } from "./registrations/RegistrationsTable";
import { formOf, settingsBody, type SettingsForm } from "./registrations/settings-form";
import { SettingsFields } from "./registrations/SettingsFields";

export function EventRegistrations({ eventId }: { eventId: number }) {
  const { api, apiBase } = useApi();
  const { data, error, reload, setData } = useLoad<RegistrationsDto>(`/registrations/${eventId}`);
  const [form, setForm] = useState<SettingsForm>(formOf(null));
  const action = useAction();

  useEffect(() => {
    if (data) setForm(formOf(data.settings));
  }, [data?.settings]); // eslint-disable-line react-hooks/exhaustive-deps

  const saveSettings = (event: FormEvent) => {
    event.preventDefault();
    const body = settingsBody(form);
    void action.run(
      async () => {
        setData(await api<RegistrationsDto>(`/registrations/${eventId}/settings`, { method: "PUT", body }));
        return body.open ? "Kayıt ayarları kaydedildi." : "Kayıtlar kapatıldı.";
      },
      { busyKey: "settings", refusal: formRefusal },
    );
  };

  // Attendance is ticked row by row: a failure is told, nothing else on the page changes.
  const setAttended = (item: RegistrationDto, attended: boolean) =>
    void api<RegistrationDto>(`/registrations/${eventId}/${item.id}/attendance`, { method: "POST", body: { attended } })
      .then((updated) => setData((previous) => (previous ? { ...previous, items: previous.items.map((row) => (row.id === updated.id ? updated : row)) } : previous)))
      .catch(action.fail);

  return (
    <section className="admin-section">
      <SectionHeader title="Etkinlik kayıtları" lead={data ? data.event.title : undefined}>
        <a className="button button-secondary" href={`${apiBase}/registrations/${eventId}/export.csv`} download>
          Excel için indir (CSV)
        </a>
        <Link className="button button-secondary" href={`/admin/etkinlikler/${eventId}`}>
          Etkinliğe dön
        </Link>
      </SectionHeader>
      <ActionFeedback action={action} />
      <LoadState data={data} error={error} reload={reload}>
        {(data) => (
          <>
            {data.event.cancelled ? <p className="notice notice-error">Bu etkinlik iptal edildi olarak işaretli: kayıt alınmıyor.</p> : null}
            <SettingsFields form={form} setForm={setForm} errors={action.fieldErrors} saving={action.busy === "settings"} isNew={data.settings === null} onSubmit={saveSettings} />
            <p>
              <strong>{data.counts.confirmed}</strong> kesin kayıt, <strong>{data.counts.waiting}</strong> yedek, {data.counts.cancelled} iptal
              {data.counts.attended ? `, ${data.counts.attended} kişi katıldı` : ""}.
            </p>
            <RegistrationsTable items={data.items} onAttended={setAttended} />
            <RegistrantsMessage eventId={eventId} disabled={data.counts.confirmed + data.counts.waiting === 0} />
          </>
        )}
      </LoadState>
    </section>
  );
}
