/**
 * How a content kind's own fields are declared: plain data (the field's type, its Turkish label,
 * its limits and messages), from which the API's input schema (./input-schema.ts), the stored
 * columns, the editor's DTO, the form's defaults and the comparison's labels are derived
 * (./derive.ts). Pure, so the admin app imports it too.
 */

/** Shared by every field: its Turkish name (the comparison's, and the form's unless the form words it itself). */
interface FieldBase {
  label: string;
  /** False: revisions keep it, but the side-by-side comparison does not list it. */
  compared?: false;
}

/** A short free text, stored as null when left empty. */
export interface TextSpec extends FieldBase {
  type: "text";
  max: number;
  /** The refusal of a longer text, in Turkish. */
  tooLong: string;
  /** The form's field id after its kind's prefix ("etkinlik-yer"). */
  formId: string;
  /** Shown as a text area of this many rows; absent: a one-line input. */
  rows?: number;
  hint?: string;
  /** The editor's fieldset that shows the field itself, from this declaration (EventFields' "place"). */
  group?: "place";
  /** The public detail page needs it: its query selects the column (src/db/events.ts). */
  shownOnDetail?: true;
}

/** A yes/no. `optional`: an input without it takes `initial` (older clients and revisions). */
export interface BooleanSpec extends FieldBase {
  type: "boolean";
  initial: boolean;
  optional: boolean;
}

/** One of a fixed list of values. */
export interface ChoiceSpec<Value extends string = string> extends FieldBase {
  type: "choice";
  options: readonly [Value, ...Value[]];
  initial: Value;
  /** The refusal of anything else, in Turkish. */
  invalid: string;
}

/** A moment in time (ISO instant in JSON); the form edits it through its kind's own date inputs. */
export interface InstantSpec extends FieldBase {
  type: "instant";
  /** The message when it is missing; absent: it may be null. */
  required?: string;
}

/** An http(s) address, or none. */
export interface UrlSpec extends FieldBase {
  type: "url";
  invalid: string;
}

export type FieldSpec = TextSpec | BooleanSpec | ChoiceSpec | InstantSpec | UrlSpec;

/** A kind's own fields, by the name they have everywhere: column, input, DTO, form. */
export type FieldSpecs = Record<string, FieldSpec>;

/** A field's value as the editor's DTO carries it. */
export type DtoValue<Spec> = Spec extends ChoiceSpec<infer Value>
  ? Value
  : Spec extends BooleanSpec
    ? boolean
    : Spec extends InstantSpec
      ? Spec extends { required: string }
        ? string
        : string | null
      : string | null;

/** The fields as the editor's DTO carries them. */
export type DtoOf<Specs extends FieldSpecs> = { [K in keyof Specs]: DtoValue<Specs[K]> };

/** The names of the fields the form edits as themselves (instants go through the kind's own inputs). */
export type FormKeys<Specs extends FieldSpecs> = { [K in keyof Specs]: Specs[K] extends InstantSpec ? never : K }[keyof Specs];

/** A field's value as the form holds it: texts as typed (empty: none). */
export type FormValue<Spec> = Spec extends ChoiceSpec<infer Value> ? Value : Spec extends BooleanSpec ? boolean : string;

/** The form's part for these fields. */
export type FormValuesOf<Specs extends FieldSpecs> = { [K in FormKeys<Specs>]: FormValue<Specs[K]> };

/** The names of the fields the public detail page shows beyond a card. */
export type DetailKeys<Specs extends FieldSpecs> = { [K in keyof Specs]: Specs[K] extends { shownOnDetail: true } ? K : never }[keyof Specs];
