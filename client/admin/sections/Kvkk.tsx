/**
 * KVKK (administrators only): the retention periods the daily run applies, and requests by e-mail
 * (see, export and erase everything held about an address). The server's schemas (src/services/kvkk/forms.ts)
 * are the only judges of the input; their Turkish messages are shown under the fields.
 */
import { useEffect, useState, type FormEvent } from "react";
import type { ErasureDto, PersonDataDto, RetentionDto } from "../../../src/shared/admin-contract";
import { ApiClientError, asApiError, useApi } from "../api";
import { downloadJson } from "../browser";
import { numberOrText } from "../form-values";
import { useLoad, useMountedRef, useSettingsSave } from "../hooks";
import { showDateTime } from "../time";
import { ConfirmAction, ErrorNotice, LoadState, SectionHeader, SettingsActions, StatusText, TextField } from "../ui";

type PeriodName = "contactMessagesMonths" | "pendingAccountsDays" | "auditLogMonths" | "eventRegistrationsMonths";

const PERIODS: ReadonlyArray<{ name: PeriodName; label: string; unit: string; hint: string }> = [
  { name: "contactMessagesMonths", label: "İletişim mesajları", unit: "ay", hint: "İletişim formuyla gelen mesajlar bu süre dolunca silinir." },
  { name: "pendingAccountsDays", label: "Onaylanmamış üyelik başvuruları", unit: "gün", hint: "Bu süre içinde onaylanmayan başvurular silinir." },
  { name: "auditLogMonths", label: "Denetim kaydındaki kişiler", unit: "ay", hint: "Bu süre dolunca işlem kalır, işlemi yapan “silinmiş kullanıcı” olur." },
  { name: "eventRegistrationsMonths", label: "Etkinlik kayıtları", unit: "ay", hint: "Etkinlik bittikten bu süre sonra kayıt olanların bilgileri silinir." },
];

function RetentionForm() {
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

function PersonSummary({ person }: { person: PersonDataDto }) {
  return (
    <dl className="kvkk-summary">
      <dt>Hesap</dt>
      <dd>{person.hesap ? `${person.hesap.ad} (${person.hesap.eposta}), ${showDateTime(person.hesap.olusturulma)} tarihinde açıldı` : "Bu adresle açılmış hesap yok."}</dd>
      <dt>Oturumlar</dt>
      <dd>{person.oturumlar.length}</dd>
      <dt>Hazırladığı içerikler</dt>
      <dd>{person.yazdigiIcerik.length ? person.yazdigiIcerik.map((item) => `${item.baslik} (${item.tur})`).join(", ") : "Yok"}</dd>
      <dt>Denetim kayıtları</dt>
      <dd>{person.denetimKayitlari.length}</dd>
      <dt>İletişim mesajları</dt>
      <dd>
        {person.iletisimMesajlari.length ? (
          <ul>
            {person.iletisimMesajlari.map((message) => (
              <li key={message.id}>
                {message.konu} · <time dateTime={message.gonderilme}>{showDateTime(message.gonderilme)}</time>
              </li>
            ))}
          </ul>
        ) : (
          "Yok"
        )}
      </dd>
    </dl>
  );
}

function PersonRequests() {
  const { api } = useApi();
  const mounted = useMountedRef();
  const [email, setEmail] = useState("");
  const [person, setPerson] = useState<{ email: string; data: PersonDataDto } | null>(null);
  const [error, setError] = useState<ApiClientError | null>(null);
  const [fieldError, setFieldError] = useState("");
  const [status, setStatus] = useState("");
  const [busy, setBusy] = useState(false);

  const lookUp = async (event: FormEvent) => {
    event.preventDefault();
    const wanted = email.trim();
    setError(null);
    setStatus("");
    setFieldError("");
    setBusy(true);
    try {
      const data = await api<PersonDataDto>("/kvkk/person", { method: "POST", body: { email: wanted } });
      if (mounted.current) setPerson({ email: wanted, data });
    } catch (caught) {
      if (!mounted.current) return;
      const apiError = asApiError(caught);
      // A refused address is told under the field alone, as the form's own check used to.
      setError(apiError.fields.email ? null : apiError);
      setFieldError(apiError.fields.email ?? "");
      setPerson(null);
    } finally {
      if (mounted.current) setBusy(false);
    }
  };

  const erase = async () => {
    if (!person) return;
    try {
      const erased = await api<ErasureDto>("/kvkk/person/erase", { method: "POST", body: { email: person.email, confirm: true } });
      if (!mounted.current) return;
      setPerson(null);
      setEmail("");
      setStatus(`Silindi: ${erased.account ? "1 hesap" : "hesap yoktu"}, ${erased.contactMessages} iletişim mesajı. İşlem denetim kaydına yazıldı.`);
    } catch (caught) {
      if (mounted.current) setError(asApiError(caught));
    }
  };

  const empty = person && !person.data.hesap && person.data.iletisimMesajlari.length === 0;
  return (
    <section className="admin-subsection" aria-labelledby="kvkk-talepler">
      <h2 id="kvkk-talepler">Kişisel veri talepleri</h2>
      <p className="meta">
        Bir kişi kendisi hakkında tutulan verileri isterse ya da silinmesini talep ederse, kimliğini doğruladıktan sonra e-posta adresiyle
        burada arayın. Arama, dışa aktarma ve silme denetim kaydına yazılır (adres yazılmaz).
      </p>
      <ErrorNotice error={error} />
      {status ? <StatusText>{status}</StatusText> : null}
      <form className="admin-form" onSubmit={lookUp} noValidate>
        <TextField id="kvkk-eposta" label="E-posta adresi" type="email" autoComplete="off" required value={email} error={fieldError} onChange={setEmail} />
        {/* Not the sticky save bar of the edit forms: this form saves nothing. */}
        <p>
          <button type="submit" className="button" disabled={busy}>
            {busy ? "Aranıyor…" : "Ara"}
          </button>
        </p>
      </form>
      {person ? (
        <div className="card" aria-live="polite">
          <h3>{person.email} için tutulan veriler</h3>
          {empty ? <p>Bu adresle ilgili kayıt bulunamadı.</p> : <PersonSummary person={person.data} />}
          {empty ? null : (
            <div className="button-row">
              <button type="button" className="button button-secondary" onClick={() => downloadJson(`kisisel-veriler-${person.data.hazirlanma.slice(0, 10)}.json`, person.data)}>
                JSON olarak indir
              </button>
              <ConfirmAction
                label="Tümünü sil"
                confirmLabel="Evet, kalıcı olarak sil"
                question={`${person.email} adresine ait hesap ve mesajlar kalıcı olarak silinsin mi? Hazırladığı içerikler “silinmiş kullanıcı” adına kalır.`}
                subject={person.email}
                className="button button-danger"
                onConfirm={erase}
              />
            </div>
          )}
        </div>
      ) : null}
    </section>
  );
}

export function Kvkk() {
  return (
    <section className="admin-section">
      <SectionHeader title="KVKK" lead="Kişisel verilerin saklama süreleri ve kişilerin veri talepleri.">
        <a className="button button-secondary" href="/kvkk" target="_blank" rel="noopener">
          Aydınlatma metnini gör<span className="visually-hidden"> (yeni sekmede açılır)</span>
        </a>
      </SectionHeader>
      <RetentionForm />
      <PersonRequests />
    </section>
  );
}
