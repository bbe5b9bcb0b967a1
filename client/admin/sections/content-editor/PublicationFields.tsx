/** When the item goes public: a draft, now, or at a time in Istanbul; and whether edits save on their own. */
import { TextField } from "../../ui";
import { autosaves, type PublishMode, type SavedState } from "../content-form";
import type { FormPartProps } from "./form-part";

const MODE_LABELS: Record<PublishMode, string> = {
  draft: "Taslak",
  now: "Hemen yayımla",
  later: "İleri bir tarihte yayımla",
};

export function PublicationFields({ form, edit, errors, fieldId, saved }: FormPartProps & { saved: SavedState | null }) {
  return (
    <fieldset className="admin-fieldset" aria-describedby={errors.publishAt ? fieldId("yayin-hata") : undefined}>
      <legend>Yayın</legend>
      <div className="radio-list">
        {(["draft", "now", "later"] as const).map((mode) => (
          <label key={mode} className="radio-option">
            <input type="radio" name={fieldId("yayin")} value={mode} checked={form.mode === mode} onChange={() => edit({ mode })} />
            {MODE_LABELS[mode]}
          </label>
        ))}
      </div>
      {form.mode === "later" ? (
        <TextField
          id={fieldId("yayin-zamani")}
          label="Yayın zamanı (İstanbul saati)"
          type="datetime-local"
          value={form.publishLocal}
          onChange={(publishLocal) => edit({ publishLocal })}
          error={errors.publishAt}
        />
      ) : errors.publishAt ? (
        <p className="field-error" id={fieldId("yayin-hata")}>
          {errors.publishAt}
        </p>
      ) : null}
      {autosaves(form.mode, saved) ? (
        <p className="field-hint">
          {saved?.status === "published"
            ? "Değişiklikleriniz yazmayı bıraktıktan birkaç saniye sonra kaydedilir ama yayımlanmaz: herkese açık sayfa “Güncelle”ye basana kadar önceki hâliyle kalır."
            : "Taslaklar, yazmayı bıraktıktan birkaç saniye sonra kendiliğinden kaydedilir."}
        </p>
      ) : null}
    </fieldset>
  );
}
