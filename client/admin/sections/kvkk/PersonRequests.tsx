/** "Kişisel veri talepleri": look an address up, download what is held about it, erase it. */
import { useState, type FormEvent } from "react";
import type { ErasureDto, PersonDataDto } from "../../../../src/shared/admin-contract";
import { istanbulDayOfIso } from "../../../../src/shared/i18n/dates";
import { ApiClientError, asApiError, useApi } from "../../api";
import { downloadJson } from "../../browser";
import { useMountedRef } from "../../hooks";
import { ConfirmAction, ErrorNotice, StatusText, TextField } from "../../ui";
import { PersonSummary } from "./PersonSummary";

interface Found {
  email: string;
  data: PersonDataDto;
}

/** The lookup and the erasure, with what each told. */
function usePersonRequest() {
  const { api } = useApi();
  const mounted = useMountedRef();
  const [email, setEmail] = useState("");
  const [person, setPerson] = useState<Found | null>(null);
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
      const kept = erased.registerEntryKept ? " Üye kayıt defterindeki kaydı yasal saklama yükümlülüğü gereği korundu; yalnızca e-posta adresi kaldırıldı." : "";
      setStatus(`Silindi: ${erased.account ? "1 hesap" : "hesap yoktu"}, ${erased.contactMessages} iletişim mesajı.${kept} İşlem denetim kaydına yazıldı.`);
    } catch (caught) {
      if (mounted.current) setError(asApiError(caught));
    }
  };

  return { email, setEmail, person, error, fieldError, status, busy, lookUp, erase };
}

/** What was found for the address, with "JSON olarak indir" and "Tümünü sil" when there is anything. */
function PersonResult({ person, onErase }: { person: Found; onErase(): Promise<void> }) {
  const empty = !person.data.hesap && person.data.iletisimMesajlari.length === 0 && !person.data.uyeKaydi;
  const kept = person.data.uyeKaydi ? " Üye kayıt defterindeki kaydı silinmez (yasal saklama yükümlülüğü); yalnızca kayıttaki e-posta adresi kaldırılır." : "";
  return (
    <div className="card" aria-live="polite">
      <h3>{person.email} için tutulan veriler</h3>
      {empty ? <p>Bu adresle ilgili kayıt bulunamadı.</p> : <PersonSummary person={person.data} />}
      {empty ? null : (
        <div className="button-row">
          <button type="button" className="button button-secondary" onClick={() => downloadJson(`kisisel-veriler-${istanbulDayOfIso(person.data.hazirlanma)}.json`, person.data)}>
            JSON olarak indir
          </button>
          <ConfirmAction
            label="Tümünü sil"
            confirmLabel="Evet, kalıcı olarak sil"
            question={`${person.email} adresine ait hesap ve mesajlar kalıcı olarak silinsin mi? Hazırladığı içerikler “silinmiş kullanıcı” adına kalır.${kept}`}
            subject={person.email}
            className="button button-danger"
            onConfirm={onErase}
          />
        </div>
      )}
    </div>
  );
}

/** The subsection: why and how, the address form, and the result. */
export function PersonRequests() {
  const request = usePersonRequest();
  return (
    <section className="admin-subsection" aria-labelledby="kvkk-talepler">
      <h2 id="kvkk-talepler">Kişisel veri talepleri</h2>
      <p className="meta">
        Bir kişi kendisi hakkında tutulan verileri isterse ya da silinmesini talep ederse, kimliğini doğruladıktan sonra e-posta adresiyle
        burada arayın. Arama, dışa aktarma ve silme denetim kaydına yazılır (adres yazılmaz).
      </p>
      <ErrorNotice error={request.error} />
      {request.status ? <StatusText>{request.status}</StatusText> : null}
      <form className="admin-form" onSubmit={(event) => void request.lookUp(event)} noValidate>
        <TextField id="kvkk-eposta" label="E-posta adresi" type="email" autoComplete="off" required value={request.email} error={request.fieldError} onChange={request.setEmail} />
        {/* Not the sticky save bar of the edit forms: this form saves nothing. */}
        <p>
          <button type="submit" className="button" disabled={request.busy}>
            {request.busy ? "Aranıyor…" : "Ara"}
          </button>
        </p>
      </form>
      {request.person ? <PersonResult person={request.person} onErase={request.erase} /> : null}
    </section>
  );
}
