/** The text of the item: title, its address (slug, made from the title until typed), summary and rich text. */
import type { RichTextJson } from "../../../../src/shared/admin-contract";
import { EditorSlot } from "../../editor-slot";
import { TextAreaField, TextField } from "../../ui";
import { autoSlug } from "../content-form";
import type { FormPartProps } from "./form-part";

export function ContentFields({
  form,
  edit,
  errors,
  fieldId,
  publicBase,
  editorKey,
  onBodyChange,
}: FormPartProps & {
  /** The public address the slug is appended to ("/gundem"). */
  publicBase: string;
  /** A new key starts the rich-text editor over with the form's body (another version loaded). */
  editorKey: number;
  onBodyChange(body: RichTextJson): void;
}) {
  const bodyLabelId = fieldId("metin-etiket");
  return (
    <fieldset className="admin-fieldset">
      <legend>İçerik</legend>
      <TextField
        id={fieldId("baslik")}
        label="Başlık"
        required
        maxLength={160}
        value={form.title}
        error={errors.title}
        onChange={(value) => edit((previous) => ({ title: value, ...(previous.slugAuto ? { slug: autoSlug(value) } : {}) }))}
      />
      <TextField
        id={fieldId("kisa-ad")}
        label="Kısa ad (adres)"
        maxLength={80}
        value={form.slug}
        error={errors.slug}
        hint={
          <>
            Sayfanın adresi: <span className="mono">{`${publicBase}/${form.slug || "…"}`}</span>. Boş bırakırsanız başlıktan oluşturulur.
          </>
        }
        onChange={(value) => edit({ slug: value, slugAuto: value.trim() === "" })}
      />
      <TextAreaField
        id={fieldId("ozet")}
        label="Özet"
        rows={3}
        maxLength={400}
        value={form.summary}
        error={errors.summary}
        hint="Listelerde ve paylaşımlarda görünen kısa açıklama (en fazla 400 karakter)."
        onChange={(value) => edit({ summary: value })}
      />
      <div className={errors.body ? "field has-error" : "field"}>
        <span className="field-label" id={bodyLabelId}>
          Metin
        </span>
        <EditorSlot key={editorKey} initialValue={form.body} onChange={onBodyChange} labelledBy={bodyLabelId} placeholder="Metni buraya yazın…" />
        {errors.body ? <p className="field-error">{errors.body}</p> : null}
      </div>
    </fieldset>
  );
}
