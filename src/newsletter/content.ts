import * as z from "zod";

/**
 * A bulletin's body as stored (newsletter_issues.body): the editor's text in paragraphs, and the
 * recent news and upcoming events picked for it, each with its title and address.
 */
export const bulletinBodySchema = z.object({
  text: z.string().trim().min(1, "Bültenin metnini yazın.").max(20_000, "Metin en fazla 20.000 karakter olabilir."),
  links: z
    .array(z.object({ title: z.string().trim().min(1).max(200), url: z.string().url().max(500) }))
    .max(20, "En fazla 20 haber ya da etkinlik eklenebilir.")
    .default([]),
});

export type BulletinBody = z.infer<typeof bulletinBodySchema>;

/** The stored body, or an empty one when it no longer fits the schema. */
export function readBulletinBody(value: unknown): BulletinBody {
  const parsed = bulletinBodySchema.safeParse(value);
  return parsed.success ? parsed.data : { text: "", links: [] };
}
