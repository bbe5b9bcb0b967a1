/**
 * The steps every layer takes with a kind's field declaration (./field-spec.ts): its columns from
 * an input or a row, its DTO from a row, the form's defaults, values and input, the comparison's
 * labels. Pure, no zod: the admin app imports it.
 */
import type { DetailKeys, DtoOf, FieldSpecs, FormKeys, FormValuesOf } from "./field-spec";

const entries = <Specs extends FieldSpecs>(specs: Specs) => Object.entries(specs) as [keyof Specs & string, Specs[keyof Specs]][];

/** The fields' values taken from a validated input or a row to copy: what a save writes into their columns. */
export function columnsOf<Specs extends FieldSpecs, Source extends { [K in keyof Specs]: unknown }>(specs: Specs, source: Source): Pick<Source, keyof Specs> {
  return Object.fromEntries(entries(specs).map(([key]) => [key, source[key]])) as Pick<Source, keyof Specs>;
}

/** The fields of a row as the editor's DTO carries them (instants as ISO strings). */
export function dtoOf<Specs extends FieldSpecs>(specs: Specs, row: { [K in keyof Specs]: unknown }): DtoOf<Specs> {
  return Object.fromEntries(
    entries(specs).map(([key, spec]) => {
      const value = row[key];
      return [key, spec.type === "instant" && value instanceof Date ? value.toISOString() : value];
    }),
  ) as DtoOf<Specs>;
}

/** The form's values for a new item. */
export function formDefaults<Specs extends FieldSpecs>(specs: Specs): FormValuesOf<Specs> {
  return Object.fromEntries(
    entries(specs).flatMap(([key, spec]) => {
      if (spec.type === "instant") return [];
      return [[key, spec.type === "boolean" || spec.type === "choice" ? spec.initial : ""]];
    }),
  ) as FormValuesOf<Specs>;
}

/** The form's values for a loaded item (a text it does not have: empty). */
export function formValuesOf<Specs extends FieldSpecs>(specs: Specs, dto: DtoOf<Specs>): FormValuesOf<Specs> {
  return Object.fromEntries(entries(specs).flatMap(([key, spec]) => (spec.type === "instant" ? [] : [[key, dto[key] ?? ""]]))) as FormValuesOf<Specs>;
}

/** What the API takes for these fields, from the form: texts trimmed, empty ones as null. */
export function inputOf<Specs extends FieldSpecs>(specs: Specs, form: FormValuesOf<Specs>): { [K in FormKeys<Specs>]: DtoOf<Specs>[K] } {
  return Object.fromEntries(
    entries(specs).flatMap(([key, spec]) => {
      if (spec.type === "instant") return [];
      const value = form[key as FormKeys<Specs>];
      return [[key, typeof value === "string" ? value.trim() || null : value]];
    }),
  ) as { [K in FormKeys<Specs>]: DtoOf<Specs>[K] };
}

/** The form's values of the compared fields as typed, for the side-by-side comparison. */
export function comparableValuesOf<Specs extends FieldSpecs>(specs: Specs, form: FormValuesOf<Specs>): Record<string, unknown> {
  return Object.fromEntries(entries(specs).flatMap(([key, spec]) => (spec.type === "instant" || spec.compared === false ? [] : [[key, form[key as FormKeys<Specs>]]])));
}

/** The Turkish names of the fields the comparison lists. */
export function labelsOf(specs: FieldSpecs): Record<string, string> {
  return Object.fromEntries(entries(specs).flatMap(([key, spec]) => (spec.compared === false ? [] : [[key, spec.label]])));
}

/** The names of the fields the public detail page shows beyond a card. */
export function detailKeysOf<Specs extends FieldSpecs>(specs: Specs): DetailKeys<Specs>[] {
  return entries(specs).flatMap(([key, spec]) => (spec.type === "text" && spec.shownOnDetail ? [key as DetailKeys<Specs>] : []));
}
