/**
 * Albums (Galeri): a title and a description, edited in place. This declaration is their one set
 * of rules: the API validates with `albumInput`, and the admin's album forms take their limits
 * from `ALBUM_KIND`. Pure, so the admin app imports it too.
 */
import * as z from "zod";

/** Galeri's declaration. */
export const ALBUM_KIND = {
  noun: "Albüm",
  fields: {
    title: { label: "Albüm adı", min: 2, max: 120 },
    description: { label: "Açıklama", max: 400 },
  },
} as const;

const { title, description } = ALBUM_KIND.fields;

/** An album as a form sends it, new or renamed. */
export const albumInput = z.object({
  title: z
    .string()
    .trim()
    .min(1, "Albüm adı yazın.")
    .min(title.min, `Albüm adı en az ${title.min} karakter olmalı.`)
    .max(title.max, `Albüm adı en fazla ${title.max} karakter olabilir.`),
  description: z.string().trim().max(description.max, `Açıklama en fazla ${description.max} karakter olabilir.`).default(""),
});
