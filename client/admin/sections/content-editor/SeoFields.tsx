/** What search engines and shared links show: the description (with a counter) and the social picture. */
import { SEO_DESCRIPTION_MAX } from "../../../../src/shared/admin-contract";
import { TextAreaField } from "../../ui";
import { CoverPicker, type PickerWords } from "./CoverPicker";
import type { FormPartProps } from "./form-part";

const SOCIAL_IMAGE_WORDS: PickerWords = {
  legend: "Paylaşım görseli",
  none: "Paylaşım görseli seçilmedi; kapak görseli kullanılır.",
  selected: "Seçili paylaşım görseli",
  choose: "Paylaşım görseli seç",
  change: "Paylaşım görselini değiştir",
  remove: "Paylaşım görselini kaldır",
  chooseLabel: "Paylaşım görseli yap",
};

export function SeoFields({ idPrefix, form, edit, errors, fieldId }: FormPartProps & { idPrefix: string }) {
  return (
    <fieldset className="admin-fieldset">
      <legend>Arama motorları ve paylaşım</legend>
      <TextAreaField
        id={fieldId("arama-aciklamasi")}
        label="Arama motoru açıklaması"
        rows={3}
        maxLength={SEO_DESCRIPTION_MAX}
        value={form.seoDescription}
        error={errors.seoDescription}
        hint={`Arama sonuçlarında ve paylaşımlarda görünen açıklama. Boş bırakırsanız özet kullanılır. ${form.seoDescription.length} / ${SEO_DESCRIPTION_MAX} karakter.`}
        onChange={(seoDescription) => edit({ seoDescription })}
      />
      <CoverPicker
        idPrefix={`${idPrefix}-paylasim`}
        value={form.socialImage}
        onChange={(socialImage) => edit({ socialImage })}
        words={SOCIAL_IMAGE_WORDS}
        hint="Bağlantı paylaşıldığında görünen görsel. Seçmezseniz kapak görseli kullanılır."
      />
      {errors.socialImageId ? <p className="field-error">{errors.socialImageId}</p> : null}
    </fieldset>
  );
}
