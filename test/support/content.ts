import { doc, p, text } from "../../src/shared/richtext/build";

/** A news item as the admin form sends it: published now unless a time (or "draft") is given. */
export const newsInput = (title: string, publishAt: Date | null = null, status: "draft" | "published" = "published") => ({
  title,
  summary: "Kısa özet.",
  body: doc(p("Metin")),
  coverImageId: null,
  status,
  publishAt: publishAt?.toISOString() ?? null,
});

/** A published news item whose text is `words`, with any field overridden (revision and draft tests compare texts). */
export const newsWithText = (title: string, words: string, over: Record<string, unknown> = {}) => ({
  title,
  summary: "Özet",
  body: doc(p(text(words, {}))),
  coverImageId: null,
  status: "published",
  publishAt: null,
  ...over,
});

/** An event as the admin form sends it, published, whose text is `words`, with any field overridden. */
export const eventWithText = (title: string, words: string, over: Record<string, unknown> = {}) => ({
  ...newsWithText(title, words),
  startsAt: "2027-05-01T10:00:00.000Z",
  endsAt: null,
  allDay: false,
  locationName: "Dernek lokali",
  locationAddress: null,
  onlineUrl: null,
  ...over,
});
