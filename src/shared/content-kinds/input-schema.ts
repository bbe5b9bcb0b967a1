/**
 * The API's input schema of a kind's own fields, derived from their declaration
 * (./field-spec.ts). Only the Worker imports this (the admin app leaves the rules to the API).
 */
import * as z from "zod";
import type { BooleanSpec, ChoiceSpec, FieldSpec, FieldSpecs, InstantSpec, TextSpec, UrlSpec } from "./field-spec";

/** An ISO instant (with its offset), read as a Date. */
export const instant = z.iso.datetime({ offset: true, message: "Geçerli bir tarih ve saat girin." }).transform((value) => new Date(value));

/** Empty text is stored as "not given"; absent (an older client or revision) as well. */
const textSchema = (spec: TextSpec) =>
  z
    .string()
    .trim()
    .max(spec.max, spec.tooLong)
    .nullish()
    .transform((value) => value || null);

/** An empty instant is asked for when required; one the form could not read is refused as a bad time. */
const requiredInstantSchema = (message: string) => z.string({ error: message }).min(1, message).pipe(instant);

const urlSchema = (spec: UrlSpec) =>
  z
    .url({ protocol: /^https?$/, message: spec.invalid })
    .nullable()
    .or(z.literal("").transform(() => null));

const choiceSchema = <Value extends string>(spec: ChoiceSpec<Value>) => z.enum(spec.options, { error: spec.invalid }).default(spec.initial);

/** One field's schema, by its declaration's type. */
type SchemaOf<Spec> = Spec extends TextSpec
  ? ReturnType<typeof textSchema>
  : Spec extends InstantSpec
    ? Spec extends { required: string }
      ? ReturnType<typeof requiredInstantSchema>
      : z.ZodNullable<typeof instant>
    : Spec extends BooleanSpec
      ? Spec extends { optional: true }
        ? z.ZodDefault<z.ZodBoolean>
        : z.ZodBoolean
      : Spec extends ChoiceSpec<infer Value>
        ? z.ZodDefault<z.ZodEnum<{ [K in Value]: K }>>
        : ReturnType<typeof urlSchema>;

function schemaOf(spec: FieldSpec): z.ZodType {
  switch (spec.type) {
    case "text":
      return textSchema(spec);
    case "instant":
      return spec.required ? requiredInstantSchema(spec.required) : instant.nullable();
    case "boolean":
      return spec.optional ? z.boolean().default(spec.initial) : z.boolean();
    case "choice":
      return choiceSchema(spec);
    case "url":
      return urlSchema(spec);
  }
}

/** The zod shape of a kind's own fields, to spread into its input object. */
export function inputShapeOf<Specs extends FieldSpecs>(specs: Specs): { [K in keyof Specs]: SchemaOf<Specs[K]> } {
  return Object.fromEntries(Object.entries(specs).map(([key, spec]) => [key, schemaOf(spec)])) as { [K in keyof Specs]: SchemaOf<Specs[K]> };
}
