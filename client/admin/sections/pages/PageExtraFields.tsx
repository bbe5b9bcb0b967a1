/** The page's own fields (Ana sayfa's welcome area, İletişim's details); nothing for a page without any. */
import { EDITABLE_PAGES, type PageDeclaration, type PageKey } from "../../../../src/shared/content-kinds/page";
import { TextAreaField, TextField } from "../../ui";
import { PAGE_FIELDS } from "./page-fields";

export function PageExtraFields({
  pageKey,
  prefix,
  values,
  errors,
  onChange,
}: {
  pageKey: PageKey;
  prefix: string;
  values: Record<string, string>;
  errors: Record<string, string>;
  onChange(name: string, value: string): void;
}) {
  if (PAGE_FIELDS[pageKey].length === 0) return null;
  return (
    <fieldset className="admin-fieldset">
      <legend>{(EDITABLE_PAGES[pageKey] as PageDeclaration).fieldsLegend}</legend>
      {PAGE_FIELDS[pageKey].map((spec) =>
        spec.kind === "textarea" ? (
          <TextAreaField
            key={spec.name}
            id={`${prefix}-${spec.name}`}
            label={spec.label}
            hint={spec.hint}
            rows={3}
            value={values[spec.name] ?? ""}
            error={errors[spec.name]}
            onChange={(value) => onChange(spec.name, value)}
          />
        ) : (
          <TextField
            key={spec.name}
            id={`${prefix}-${spec.name}`}
            label={spec.label}
            hint={spec.hint}
            type={spec.kind === "link" ? "text" : spec.kind}
            inputMode={spec.kind === "link" ? "url" : undefined}
            autoComplete="off"
            value={values[spec.name] ?? ""}
            error={errors[spec.name]}
            onChange={(value) => onChange(spec.name, value)}
          />
        ),
      )}
      {errors.fields ? <p className="field-error">{errors.fields}</p> : null}
    </fieldset>
  );
}
