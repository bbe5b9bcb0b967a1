/** A group of a kind's declared text fields (src/shared/content-kinds), each as its declaration words it. */
import type { FieldSpecs, TextSpec } from "../../../../src/shared/content-kinds/field-spec";
import { TextAreaField, TextField } from "../../ui";
import type { ContentForm } from "../content-form";
import type { FormPartProps } from "./form-part";

/** The declared text fields of `group`, in their declaration's order: a new one shows here by itself. */
export function DeclaredTextFields({ specs, group, form, edit, errors, fieldId }: FormPartProps & { specs: FieldSpecs; group: TextSpec["group"] }) {
  const texts = Object.entries(specs).filter((entry): entry is [keyof ContentForm & string, TextSpec] => entry[1].type === "text" && entry[1].group === group);
  return texts.map(([key, spec]) => {
    const field = {
      id: fieldId(spec.formId),
      label: spec.label,
      maxLength: spec.max,
      hint: spec.hint,
      value: String(form[key] ?? ""),
      error: errors[key],
      onChange: (value: string) => edit({ [key]: value }),
    };
    return spec.rows ? <TextAreaField key={key} rows={spec.rows} {...field} /> : <TextField key={key} {...field} />;
  });
}
