/** The item's cover picture, chosen from the media library. */
import { CoverPicker } from "./CoverPicker";
import type { FormPartProps } from "./form-part";

export function CoverField({ idPrefix, form, edit, errors }: Pick<FormPartProps, "form" | "edit" | "errors"> & { idPrefix: string }) {
  return (
    <>
      <CoverPicker idPrefix={idPrefix} value={form.coverImage} onChange={(coverImage) => edit({ coverImage })} />
      {errors.coverImageId ? <p className="field-error">{errors.coverImageId}</p> : null}
    </>
  );
}
