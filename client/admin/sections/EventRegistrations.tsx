/**
 * An event's registrations: open or close registration (places, closing time, who may register),
 * the list with the waiting list, attendance, a message to everyone registered, the CSV download.
 */
import { useEffect, useState, type FormEvent } from "react";
import type { RegistrationDto, RegistrationsDto, RegistrationSettingsInput, RegistrationStatus } from "../../../src/shared/admin-contract";
import { asApiError, formRefusal, useApi, type ApiClientError } from "../api";
import { checkedOf } from "../browser";
import { numberOrText } from "../form-values";
import { useLoad } from "../hooks";
import { Link } from "../router";
import { isoToIstanbulLocal, istanbulLocalToIso, showDateTime } from "../time";
import { AdminTable, EmptyState, ErrorNotice, LoadState, SectionHeader, StatusText, TextAreaField, TextField } from "../ui";

const STATUS_LABELS: Record<RegistrationStatus, string> = { confirmed: "Kesin kayıt", waiting: "Yedek liste", cancelled: "İptal" };

interface SettingsForm {
  open: boolean;
  capacity: string;
  closesLocal: string;
  audience: "members" | "anyone";
}

const formOf = (settings: RegistrationSettingsInput | null): SettingsForm => ({
  open: settings?.open ?? true,
  capacity: settings?.capacity == null ? "" : String(settings.capacity),
  closesLocal: isoToIstanbulLocal(settings?.closesAt ?? null),
  audience: settings?.audience ?? "anyone",
});

/**
 * The form's values as the API takes them. The server's registrationSettingsInput is the one judge
 * of them: a capacity that is not a whole number, or a time that is not one, goes as typed and
 * comes back refused with the schema's message under its field.
 */
const settingsBody = (form: SettingsForm) => ({
  open: form.open,
  capacity: numberOrText(form.capacity),
  closesAt: form.closesLocal.trim() ? (istanbulLocalToIso(form.closesLocal) ?? form.closesLocal.trim()) : null,
  audience: form.audience,
});

export function EventRegistrations({ eventId }: { eventId: number }) {
  const { api, apiBase } = useApi();
  const { data, error, reload, setData } = useLoad<RegistrationsDto>(`/registrations/${eventId}`);
  const [form, setForm] = useState<SettingsForm>(formOf(null));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [actionError, setActionError] = useState<ApiClientError | null>(null);
  const [done, setDone] = useState("");
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (data) setForm(formOf(data.settings));
  }, [data?.settings]); // eslint-disable-line react-hooks/exhaustive-deps

  const saveSettings = async (event: FormEvent) => {
    event.preventDefault();
    setDone("");
    setActionError(null);
    const body = settingsBody(form);
    setSaving(true);
    try {
      const updated = await api<RegistrationsDto>(`/registrations/${eventId}/settings`, { method: "PUT", body });
      setErrors({});
      setData(updated);
      setDone(body.open ? "Kayıt ayarları kaydedildi." : "Kayıtlar kapatıldı.");
    } catch (caught) {
      const failure = formRefusal(caught);
      setErrors(failure.fields);
      setActionError(failure);
    } finally {
      setSaving(false);
    }
  };

  const setAttended = async (item: RegistrationDto, attended: boolean) => {
    setActionError(null);
    try {
      const updated = await api<RegistrationDto>(`/registrations/${eventId}/${item.id}/attendance`, { method: "POST", body: { attended } });
      setData((previous) => (previous ? { ...previous, items: previous.items.map((row) => (row.id === updated.id ? updated : row)) } : previous));
    } catch (caught) {
      setActionError(asApiError(caught));
    }
  };

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
      <ErrorNotice error={actionError} />
      {done ? <StatusText>{done}</StatusText> : null}
      <LoadState data={data} error={error} reload={reload}>
        {(data) => (
          <>
            {data.event.cancelled ? <p className="notice notice-error">Bu etkinlik iptal edildi olarak işaretli: kayıt alınmıyor.</p> : null}
            <form className="admin-form" onSubmit={saveSettings} noValidate>
              <fieldset className="admin-fieldset">
                <legend>Kayıt ayarları</legend>
                {data.settings === null ? <p>Bu etkinlik için kayıt henüz açılmadı. Ayarları kaydettiğinizde sayfada kayıt formu görünür.</p> : null}
                <label className="checkbox-option">
                  <input type="checkbox" checked={form.open} onChange={(event) => setForm({ ...form, open: checkedOf(event) })} />
                  Kayıtlar açık
                </label>
                <TextField
                  id="kayit-kontenjan"
                  label="Kontenjan (kişi)"
                  inputMode="numeric"
                  value={form.capacity}
                  error={errors.capacity}
                  hint="Sınırsız için boş bırakın. Yer dolunca yeni kayıtlar yedek listeye alınır; kontenjanı artırırsanız yedektekiler sırayla kesin kayda geçer."
                  onChange={(capacity) => setForm({ ...form, capacity })}
                />
                <TextField
                  id="kayit-kapanis"
                  label="Kayıtların kapanacağı zaman (İstanbul saati)"
                  type="datetime-local"
                  value={form.closesLocal}
                  error={errors.closesAt}
                  hint="Boş bırakırsanız kayıtlar etkinlik başlayınca kapanır."
                  onChange={(closesLocal) => setForm({ ...form, closesLocal })}
                />
                <fieldset className="admin-fieldset">
                  <legend>Kimler kayıt olabilir?</legend>
                  <label className="checkbox-option">
                    <input type="radio" name="kayit-kimler" checked={form.audience === "anyone"} onChange={() => setForm({ ...form, audience: "anyone" })} />
                    E-posta adresi olan herkes
                  </label>
                  <label className="checkbox-option">
                    <input type="radio" name="kayit-kimler" checked={form.audience === "members"} onChange={() => setForm({ ...form, audience: "members" })} />
                    Yalnızca dernek üyeleri (giriş yaparak)
                  </label>
                </fieldset>
                <p>
                  <button className="button" type="submit" disabled={saving}>
                    {data.settings === null ? "Kaydı aç" : "Ayarları kaydet"}
                  </button>
                </p>
              </fieldset>
            </form>

            <p>
              <strong>{data.counts.confirmed}</strong> kesin kayıt, <strong>{data.counts.waiting}</strong> yedek, {data.counts.cancelled} iptal
              {data.counts.attended ? `, ${data.counts.attended} kişi katıldı` : ""}.
            </p>
            {data.items.length === 0 ? (
              <EmptyState title="Henüz kayıt yok">Kayıt olanlar ve yedek listedekiler burada görünecek.</EmptyState>
            ) : (
              <AdminTable label="Kayıtlar tablosu" caption="Kayıtlar: kesin kayıtlar, yedek liste (sırasıyla), iptaller">
                <thead>
                  <tr>
                    <th scope="col">Ad soyad</th>
                    <th scope="col">İletişim</th>
                    <th scope="col">Durum</th>
                    <th scope="col">Kayıt zamanı</th>
                    <th scope="col">Katıldı</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((item) => (
                    <tr key={item.id}>
                      <td>
                        {item.name}
                        {item.member ? <span className="meta"> (üye)</span> : null}
                      </td>
                      <td>
                        <a href={`mailto:${item.email}`}>{item.email}</a>
                        {item.phone ? <span className="meta"> · {item.phone}</span> : null}
                      </td>
                      <td>{STATUS_LABELS[item.status]}</td>
                      <td>{showDateTime(item.createdAt)}</td>
                      <td>
                        {item.status === "confirmed" ? (
                          <label className="checkbox-option">
                            <input type="checkbox" checked={item.attendedAt !== null} onChange={(event) => void setAttended(item, checkedOf(event))} />
                            <span className="visually-hidden">{item.name} katıldı</span>
                          </label>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </AdminTable>
            )}
            <RegistrantsMessage eventId={eventId} disabled={data.counts.confirmed + data.counts.waiting === 0} />
          </>
        )}
      </LoadState>
    </section>
  );
}

/** "Kayıtlılara mesaj gönder": a change of place, a reminder. */
function RegistrantsMessage({ eventId, disabled }: { eventId: number; disabled: boolean }) {
  const { api } = useApi();
  const [subject, setSubject] = useState("");
  const [message, setMessage] = useState("");
  const [includeWaiting, setIncludeWaiting] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<ApiClientError | null>(null);
  const [done, setDone] = useState("");
  const [sending, setSending] = useState(false);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setDone("");
    setFailure(null);
    setSending(true);
    try {
      const result = await api<{ queued: number }>(`/registrations/${eventId}/message`, { method: "POST", body: { subject, message, includeWaiting } });
      setErrors({});
      setSubject("");
      setMessage("");
      setDone(`Mesaj ${result.queued} kişiye gönderilmek üzere sıraya alındı.`);
    } catch (caught) {
      const error = asApiError(caught);
      setErrors(error.fields);
      setFailure(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="admin-form" onSubmit={send} noValidate>
      <fieldset className="admin-fieldset">
        <legend>Kayıtlılara mesaj gönder</legend>
        <ErrorNotice error={failure} />
        {done ? <StatusText>{done}</StatusText> : null}
        <TextField id="kayit-mesaj-konu" label="Konu" required maxLength={150} value={subject} error={errors.subject} onChange={setSubject} />
        <TextAreaField id="kayit-mesaj-metin" label="Mesaj" required rows={5} maxLength={5000} value={message} error={errors.message} hint="Etkinliğin tarihi, yeri ve sayfası mesajın altına eklenir." onChange={setMessage} />
        <label className="checkbox-option">
          <input type="checkbox" checked={includeWaiting} onChange={(event) => setIncludeWaiting(checkedOf(event))} />
          Yedek listedekilere de gönder
        </label>
        <p>
          <button className="button" type="submit" disabled={sending || disabled}>
            Gönder
          </button>
        </p>
      </fieldset>
    </form>
  );
}
