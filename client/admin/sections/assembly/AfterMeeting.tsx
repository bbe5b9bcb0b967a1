/**
 * After the meeting: which meeting was held (only with its quorum), the minutes drafted from the plan
 * and the attendance, edited in the rich-text editor and printed, and the result notice with what it
 * needs and the days left of its 30 (Dernekler Kanunu md. 23/1).
 */
import { useState, type FormEvent } from "react";
import type { AssemblyDto } from "../../../../src/shared/assembly/dto";
import { daysBetween } from "../../../../src/shared/assembly/rules";
import { MINUTES_SIGNERS } from "../../../../src/shared/assembly/minutes";
import { RichText } from "../../../../src/shared/richtext/render";
import { useAssociation } from "../../association";
import { formRefusal, useApi } from "../../api";
import { browser } from "../../browser";
import { EditorSlot } from "../../editor-slot";
import { useLoad } from "../../hooks";
import { LoadState, TextAreaField, TextField } from "../../ui";
import { ActionFeedback, useAction } from "../../use-action";
import { MEETING_LABELS, showDay } from "./labels";
import { istanbulToday } from "../../../../src/shared/i18n/dates";

const todayInIstanbul = istanbulToday;

/**
 * The minutes as printed: the stored rich text through the site's whitelisted renderer (the one the
 * public pages use), so headings, numbered lists, bold and italic stay as edited.
 */
export function MinutesPrint({ title, minutes }: { title: string; minutes: unknown }) {
  const association = useAssociation();
  return (
    <article className="assembly-minutes-print">
      <h1>
        {association.name} · {title} Tutanağı
      </h1>
      <RichText value={minutes} />
      <section className="assembly-minutes-signatures" aria-label="İmzalar">
        {MINUTES_SIGNERS.map((signer, index) => (
          <div key={index} className="assembly-minutes-signer">
            <span className="assembly-minutes-sign-here" />
            <strong>{signer}</strong>
            <span>Adı soyadı ve imzası</span>
          </div>
        ))}
      </section>
    </article>
  );
}

function Minutes({ assembly }: { assembly: AssemblyDto }) {
  const { api } = useApi();
  const action = useAction();
  const { data, error, reload } = useLoad<{ minutes: unknown; version: number }>(`/assembly/${assembly.id}/minutes`);
  const [edited, setEdited] = useState<unknown>(null);
  // The version the minutes were loaded at, then the one each save answers: another's save in between is refused.
  const [saved, setSaved] = useState<number | null>(null);
  const save = (loadedAt: number) =>
    action.run(
      async () => {
        const answer = await api<{ version: number }>(`/assembly/${assembly.id}/minutes`, { method: "PUT", body: { minutes: edited, version: saved ?? loadedAt } });
        setSaved(answer.version);
        return "Tutanak kaydedildi.";
      },
      { refusal: formRefusal },
    );
  return (
    <LoadState data={data} error={error} reload={reload}>
      {(loaded) => (
        <section aria-labelledby="assembly-minutes">
          <h2 id="assembly-minutes" className="print-controls">
            Toplantı tutanağı
          </h2>
          <ActionFeedback action={action} />
          <div className="print-controls">
            <EditorSlot initialValue={loaded.minutes} onChange={setEdited} labelledBy="assembly-minutes" placeholder="Tutanağı buraya yazın…" />
            <div className="button-row">
              <button type="button" className="button" disabled={edited === null || action.busy !== null} onClick={() => void save(loaded.version)}>
                Tutanağı kaydet
              </button>
              <button type="button" className="button button-secondary" onClick={() => browser().print()}>
                Tutanağı yazdır
              </button>
            </div>
          </div>
          <MinutesPrint title={assembly.title} minutes={edited ?? loaded.minutes} />
        </section>
      )}
    </LoadState>
  );
}

function ResultForm({ assembly, onChanged }: { assembly: AssemblyDto; onChanged(): void }) {
  const { api } = useApi();
  const action = useAction();
  const [draft, setDraft] = useState({ board: assembly.resultBoard, audit: assembly.resultAudit, filedOn: assembly.resultFiledOn ?? "" });
  const left = daysBetween(todayInIstanbul(), assembly.resultDue!);
  const save = (event: FormEvent) => {
    event.preventDefault();
    void action.run(async () => (await api(`/assembly/${assembly.id}/result`, { method: "PUT", body: { ...draft, filedOn: draft.filedOn || null } }), onChanged(), "Sonuç bildirimi bilgileri kaydedildi."), { refusal: formRefusal });
  };
  return (
    <form className="form print-controls" onSubmit={save} noValidate>
      <h2>Sonuç bildirimi</h2>
      <p className={left < 0 && !assembly.resultFiledOn ? "notice assembly-late" : "notice"}>
        {assembly.resultFiledOn
          ? `Sonuç bildirimi ${showDay(assembly.resultFiledOn)} günü verildi.`
          : `Genel kurul sonuç bildirimi (EK-3) ${showDay(assembly.resultDue!)} gününe kadar verilmeli: ${left >= 0 ? `${left} gün kaldı` : `${-left} gün geçti`}. Gerekenler: seçilen yönetim ve denetim kurulları, toplantı tutanağı.`}
      </p>
      <ActionFeedback action={action} />
      <TextAreaField id="assembly-result-board" label="Seçilen yönetim kurulu (asıl ve yedek üyeler)" value={draft.board} onChange={(board) => setDraft({ ...draft, board })} error={action.fieldErrors.board} />
      <TextAreaField id="assembly-result-audit" label="Seçilen denetim kurulu (asıl ve yedek üyeler)" value={draft.audit} onChange={(audit) => setDraft({ ...draft, audit })} error={action.fieldErrors.audit} />
      <TextField id="assembly-result-filed" type="date" label="Bildirimin verildiği gün" value={draft.filedOn} onChange={(filedOn) => setDraft({ ...draft, filedOn })} error={action.fieldErrors.filedOn} />
      <div className="button-row">
        <button type="submit" className="button" disabled={action.busy !== null}>
          Kaydet
        </button>
      </div>
    </form>
  );
}

export function AfterMeeting({ assembly, onChanged }: { assembly: AssemblyDto; onChanged(): void }) {
  const { api } = useApi();
  const action = useAction();
  if (!assembly.noticeSentAt) return <p>Toplantı sonrası işler, çağrı gönderilip toplantı yapılınca açılır.</p>;
  if (!assembly.heldOn) {
    const held = (meeting: "first" | "second") => action.run(async () => (await api(`/assembly/${assembly.id}/held`, { method: "POST", body: { meeting } }), onChanged()), { busyKey: meeting });
    return (
      <div className="print-controls">
        <ActionFeedback action={action} />
        <p>Toplantı yeter sayısıyla yapıldığında kaydedin; tutanak plandan ve yoklamadan hazırlanır.</p>
        <div className="button-row">
          {(["first", "second"] as const).map((meeting) => (
            <button key={meeting} type="button" className="button" disabled={action.busy !== null} onClick={() => void held(meeting)}>
              {MEETING_LABELS[meeting]} yapıldı
            </button>
          ))}
        </div>
      </div>
    );
  }
  return (
    <>
      <p className="print-controls">
        {MEETING_LABELS[assembly.heldMeeting!]} {showDay(assembly.heldOn)} günü yapıldı.
      </p>
      <ResultForm assembly={assembly} onChanged={onChanged} />
      <Minutes assembly={assembly} />
    </>
  );
}
