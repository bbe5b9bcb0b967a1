import { doc, p } from "../../src/richtext/build";

/** A news item as the admin form sends it: published now unless a time (or "draft") is given. */
export const newsInput = (title: string, publishAt: Date | null = null, status: "draft" | "published" = "published") => ({
  title,
  summary: "Kısa özet.",
  body: doc(p("Metin")),
  coverImageId: null,
  status,
  publishAt: publishAt?.toISOString() ?? null,
});
