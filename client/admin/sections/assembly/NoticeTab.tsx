/** The notice: its text made from the plan and editable before sending, the one send, and the members to reach on paper. */
import { useState, type FormEvent } from "react";
import type { AssemblyDto, NoticeSentDto } from "../../../../src/shared/assembly/dto";
import { planMissingFrom } from "../../../../src/shared/assembly/notice";
import { assemblyPath } from "../../../../src/shared/paths";
import { formRefusal, useApi } from "../../api";
import { useLoad } from "../../hooks";
import { ConfirmAction, LoadState, TextAreaField } from "../../ui";
import { ActionFeedback, useAction } from "../../use-action";

function WithoutAddress({ id }: { id: number }) {
  const { data, error, reload } = useLoad<{ items: { registerNo: number; fullName: string }[] }>(`/assembly/${id}/without-address`);
  return (
    <LoadState data={data} error={error} reload={reload}>
      {(loaded) =>
        loaded.items.length === 0 ? (
          <p>Listedeki bütün üyelerin e-posta adresi var.</p>
        ) : (
          <>
            <p>Bu üyelerin e-posta adresi yok; çağrıyı mektupla ya da elden ulaştırın:</p>
            <ul>
              {loaded.items.map((member) => (
                <li key={member.registerNo}>
                  {member.registerNo} · {member.fullName}
                </li>
              ))}
            </ul>
          </>
        )
      }
    </LoadState>
  );
}

export function NoticeTab({ assembly, onChanged }: { assembly: AssemblyDto; onChanged(): void }) {
  const { api } = useApi();
  const action = useAction();
  const [text, setText] = useState(assembly.noticeText);
  // A reload with another version (saved here or elsewhere) shows the stored text; the tab is not
  // remounted for it, so the send's message (the send saves unsaved text first) stays on screen.
  const [shownVersion, setShownVersion] = useState(assembly.version);
  if (shownVersion !== assembly.version) {
    setShownVersion(assembly.version);
    setText(assembly.noticeText);
  }
  const sent = assembly.noticeSentAt !== null;
  const save = (event: FormEvent) => {
    event.preventDefault();
    void action.run(async () => (await api(`/assembly/${assembly.id}/notice-text`, { method: "PUT", body: { text, version: assembly.version } }), onChanged(), "Çağrı metni kaydedildi."), { refusal: formRefusal });
  };
  // The send mails the stored text: what is typed and not yet saved is saved first, never dropped.
  const send = () =>
    action.run(
      async () => {
        if (text !== assembly.noticeText) await api(`/assembly/${assembly.id}/notice-text`, { method: "PUT", body: { text, version: assembly.version } });
        const done = await api<NoticeSentDto>(`/assembly/${assembly.id}/notice`, { method: "POST" });
        onChanged();
        return `Çağrı yayımlandı; hazirun listesi ${done.entitled} üyeyle donduruldu, ${done.queued} üyenin e-postası gönderim sırasına alındı, ${done.withoutAddress} üyenin adresi yok.`;
      },
      { refusal: formRefusal },
    );
  // An empty text goes back to the one made from the plan, which says everything.
  const missing = sent || text.trim() === "" ? [] : planMissingFrom(text, assembly);
  const stale = missing.length ? `Çağrı metninde planın şu bilgileri yok: ${missing.join(", ")}. Plan, metin düzenlendikten sonra değişmiş olabilir; e-postayla bu metin gider, sitedeki sayfa ise planı gösterir.` : "";
  return (
    <>
      <ActionFeedback action={action} />
      {sent ? (
        <p className="notice">
          Çağrı gönderildi ve <a href={assemblyPath(assembly)}>sitede yayımlandı</a>. Metin artık değiştirilemez.
        </p>
      ) : null}
      {stale ? (
        <p className="notice notice-warning" id="assembly-notice-stale">
          {stale} Metni düzeltin ya da boşaltıp kaydederek plandan yeniden hazırlatın.
        </p>
      ) : null}
      <form className="form" onSubmit={save} noValidate>
        <TextAreaField id="assembly-notice-text" label="Çağrı metni" rows={16} value={text} onChange={setText} error={action.fieldErrors.text} disabled={sent} hint="Plandan hazırlandı; göndermeden önce düzenleyebilirsiniz. Boş bırakırsanız plandaki metne döner." />
        {sent ? null : (
          <div className="button-row">
            <button type="submit" className="button button-secondary" disabled={action.busy !== null}>
              Metni kaydet
            </button>
            <ConfirmAction label="Çağrıyı gönder" question={`${stale ? `${stale} ` : ""}${text !== assembly.noticeText ? "Kaydedilmemiş metin önce kaydedilecek. " : ""}Çağrı sitede yayımlanacak, hazirun listesi dondurulacak ve adresi olan her üyeye bir kez e-posta gidecek. Bundan sonra gündem değiştirilemez. Gönderilsin mi?`} confirmLabel="Gönder" busyLabel="Gönderiliyor…" className="button" onConfirm={send} />
          </div>
        )}
      </form>
      {sent ? (
        <>
          <h2>Adresi olmayan üyeler</h2>
          <WithoutAddress id={assembly.id} />
        </>
      ) : null}
    </>
  );
}
