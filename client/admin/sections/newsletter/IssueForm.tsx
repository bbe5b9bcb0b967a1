/** The bulletin's form: subject, text in the rich-text editor, the picks, and its buttons. */
import { useId, type FormEvent } from "react";
import type { NewsletterDto } from "../../../../src/shared/admin-contract";
import { EditorSlot } from "../../editor-slot";
import { ConfirmAction, TextField } from "../../ui";
import { PickList } from "./PickList";
import type { Bulletin } from "./use-bulletin";

/** Save, preview, test, send (once saved) and "Yeni bülten" (once saved). */
function IssueButtons({ bulletin, activeSubscribers }: { bulletin: Bulletin; activeSubscribers: number }) {
  const { draft } = bulletin;
  return (
    <div className="button-row">
      <button className="button" type="submit">
        Taslağı kaydet
      </button>
      <button className="button button-secondary" type="button" onClick={() => void bulletin.showPreview()}>
        Kaydet ve önizle
      </button>
      <button className="button button-secondary" type="button" onClick={() => void bulletin.sendTest()}>
        Kendime deneme gönder
      </button>
      {draft.id !== null ? (
        <ConfirmAction
          className="button"
          label="Abonelere gönder"
          question={`“${draft.subject}” bülteni ${activeSubscribers} aboneye gönderilsin mi? Gönderilen bülten geri alınamaz.`}
          confirmLabel="Evet, gönder"
          onConfirm={bulletin.send}
        />
      ) : null}
      {draft.id !== null ? (
        <button className="button button-secondary" type="button" onClick={bulletin.startNew}>
          Yeni bülten
        </button>
      ) : null}
    </div>
  );
}

export function IssueForm({ bulletin, data }: { bulletin: Bulletin; data: NewsletterDto }) {
  const { draft, setDraft } = bulletin;
  const errors = bulletin.action.fieldErrors;
  const bodyLabelId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void bulletin.saveDraft();
  };
  return (
    <form className="admin-form" onSubmit={submit} noValidate>
      <fieldset className="admin-fieldset">
        <legend>{draft.id === null ? "Yeni bülten" : "Bülteni düzenle"}</legend>
        <TextField id="bulten-konu" label="Konu" required maxLength={150} value={draft.subject} error={errors.subject} onChange={(subject) => setDraft({ ...draft, subject })} />
        <div className={errors.doc ? "field has-error" : "field"}>
          <span className="field-label" id={bodyLabelId}>
            Metin
          </span>
          <EditorSlot key={bulletin.editorKey} initialValue={draft.doc} onChange={(doc) => setDraft((current) => ({ ...current, doc }))} labelledBy={bodyLabelId} placeholder="Bültenin metnini buraya yazın…" />
          {errors.doc ? <p className="field-error">{errors.doc}</p> : null}
        </div>
        <PickList picks={data.picks} onInsert={bulletin.insert} />
        <IssueButtons bulletin={bulletin} activeSubscribers={data.subscribers.active} />
      </fieldset>
    </form>
  );
}
