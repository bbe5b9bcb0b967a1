import { useState, type FormEvent } from "react";
import type { DocumentDto } from "../../../../src/shared/admin-contract";
import {
  DIRECTION_LABELS,
  DOCUMENT_DIRECTIONS,
  DOCUMENT_FILE_ACCEPT,
  DOCUMENT_LABELS,
  checkDocumentFile,
  documentNumber,
  type DocumentDirection,
} from "../../../../src/shared/registers/document-entry";
import { formRefusal, useApi } from "../../api";
import { useAction } from "../../use-action";
import { ErrorNotice, TextAreaField, TextField } from "../../ui";

const L = DOCUMENT_LABELS;

type Values = { direction: DocumentDirection; recordedOn: string; documentDate: string; documentRef: string; counterparty: string; subject: string; note: string; reason: string };

const blank = (today: string): Values => ({ direction: "incoming", recordedOn: today, documentDate: "", documentRef: "", counterparty: "", subject: "", note: "", reason: "" });
const fromEntry = (entry: DocumentDto): Values => ({
  direction: entry.direction,
  recordedOn: entry.recordedOn,
  documentDate: entry.documentDate,
  documentRef: entry.documentRef,
  counterparty: entry.counterparty,
  subject: entry.subject,
  note: entry.note,
  reason: "",
});

/**
 * A new entry, or the correction of `correcting` (its fields filled in, a reason asked): sent with
 * its scan as one multipart request. The server numbers it and checks everything again.
 */
export function DocumentForm({ today, correcting, onSaved, onCancel }: { today: string; correcting: DocumentDto | null; onSaved(entry: DocumentDto): void; onCancel(): void }) {
  const { api } = useApi();
  const action = useAction();
  const [values, setValues] = useState<Values>(() => (correcting ? fromEntry(correcting) : blank(today)));
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const errors = action.fieldErrors;
  const set = (key: keyof Values) => (value: string) => setValues((previous) => ({ ...previous, [key]: value }));
  const id = correcting ? `evrak-duzelt-${correcting.id}` : "evrak-yeni";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file && checkDocumentFile(file)) return;
    const form = new FormData();
    for (const [key, value] of Object.entries(values)) if (key !== "reason" || correcting) form.set(key, value);
    if (file) form.set("file", file);
    const path = correcting ? `/registers/documents/${correcting.id}/duzelt` : "/registers/documents";
    void action.run(async () => onSaved(await api<DocumentDto>(path, { method: "POST", body: form })), { refusal: formRefusal });
  };

  return (
    <form className="admin-form document-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{correcting ? `${documentNumber(correcting)} numaralı kaydı düzelt` : "Yeni evrak kaydı"}</h2>
      {correcting ? <p className="field-hint">Eski kayıt silinmez: üstü çizili ve okunur kalır, yanında düzeltmeyi kimin, ne zaman ve neden yaptığı yazar.</p> : null}
      <ErrorNotice error={action.error} />
      <fieldset className="radio-list">
        <legend className="field-label">{L.direction}</legend>
        {DOCUMENT_DIRECTIONS.map((direction) => (
          <label key={direction} className="radio-option">
            <input type="radio" name={`${id}-direction`} value={direction} checked={values.direction === direction} onChange={() => set("direction")(direction)} />
            {DIRECTION_LABELS[direction]} evrak
          </label>
        ))}
      </fieldset>
      <div className="document-form-row">
        <TextField id={`${id}-recordedOn`} type="date" label={L.recordedOn} required value={values.recordedOn} onChange={set("recordedOn")} error={errors.recordedOn} />
        <TextField id={`${id}-documentDate`} type="date" label={L.documentDate} value={values.documentDate} onChange={set("documentDate")} error={errors.documentDate} />
        <TextField id={`${id}-documentRef`} label={L.documentRef} value={values.documentRef} onChange={set("documentRef")} error={errors.documentRef} maxLength={100} />
      </div>
      <TextField id={`${id}-counterparty`} label={values.direction === "incoming" ? "Kimden geldiği" : "Kime gittiği"} required value={values.counterparty} onChange={set("counterparty")} error={errors.counterparty} maxLength={200} />
      <TextAreaField id={`${id}-subject`} label={L.subject} required rows={2} value={values.subject} onChange={set("subject")} error={errors.subject} maxLength={500} />
      <TextField id={`${id}-note`} label={L.note} value={values.note} onChange={set("note")} error={errors.note} maxLength={500} />
      <ScanField id={`${id}-file`} error={fileError ?? errors.file} keeps={correcting?.file ? correcting.file.name : null} onChange={(chosen) => {
        setFile(chosen);
        setFileError(chosen ? checkDocumentFile(chosen) : null);
      }} />
      {correcting ? <TextField id={`${id}-reason`} label="Düzeltmenin nedeni" required value={values.reason} onChange={set("reason")} error={errors.reason} maxLength={300} /> : null}
      <div className="form-actions">
        <button type="submit" className="button" disabled={action.busy !== null}>
          {action.busy !== null ? "Kaydediliyor…" : correcting ? "Düzeltmeyi kaydet" : "Deftere kaydet"}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          Vazgeç
        </button>
      </div>
    </form>
  );
}

/** The scan's picker, with its rules above it and its refusal under it. */
function ScanField({ id, error, keeps, onChange }: { id: string; error: string | null | undefined; keeps: string | null; onChange(file: File | null): void }) {
  return (
    <div className={error ? "field has-error" : "field"}>
      <label htmlFor={id}>{L.file}</label>
      <p className="field-hint" id={`${id}-hint`}>
        PDF, JPEG ya da PNG, en fazla 10 MB. Dosya herkese açık değildir; yalnızca yönetim kurulu ve yöneticiler açabilir.
        {keeps ? ` Yeni dosya seçmezseniz eski kayıttaki “${keeps}” kalır.` : ""}
      </p>
      <input
        id={id}
        name="file"
        type="file"
        accept={DOCUMENT_FILE_ACCEPT}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        onChange={(event) => onChange((event.target as { files?: ArrayLike<File> | null }).files?.[0] ?? null)}
      />
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
