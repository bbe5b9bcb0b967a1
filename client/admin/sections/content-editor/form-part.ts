/** What each part of the content form is given: the form, how to change it, its errors, and its field ids. */
import type { ContentForm, FieldErrors } from "../content-form";

export interface FormPartProps {
  form: ContentForm;
  edit(patch: Partial<ContentForm> | ((form: ContentForm) => Partial<ContentForm>)): void;
  errors: FieldErrors;
  /** "gundem-baslik", "etkinlik-baslik": ids unique per kind. */
  fieldId(name: string): string;
}
