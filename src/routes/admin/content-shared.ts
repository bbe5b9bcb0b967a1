import * as z from "zod";
import { mediaUrl } from "../../db/images";
import type { images } from "../../db/schema";
import { createError } from "../../platform/errors";
import { searchKey, slugify } from "../../shared/i18n/text";
import { instant } from "../../shared/content-kinds/input-schema";
import { checkRichTextForSave } from "../../services/richtext/save";
import { SEO_DESCRIPTION_MAX, type ImageDto, type RevisionDto, type RevisionListItem, type Visibility } from "../../shared/admin-dto";
import type { revisions } from "../../db/schema";
import { pendingDraftInfo } from "../../db/pending-draft";
export { withPendingDraft, type StoredPendingDraft } from "../../db/pending-draft";

/** Draft, scheduled (published with its time still ahead) or live, as the admin lists show it. */
export function visibilityOf(status: string, publishAt: Date | null, now = new Date()): Visibility {
  if (status !== "published") return "draft";
  return publishAt && publishAt > now ? "scheduled" : "published";
}

export const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

export function imageDto(row: typeof images.$inferSelect): ImageDto {
  return {
    id: row.id,
    url: mediaUrl(row.r2Key),
    r2Key: row.r2Key,
    contentType: row.contentType,
    width: row.width,
    height: row.height,
    byteSize: row.byteSize,
    alt: row.alt,
    caption: row.caption,
    albumId: row.albumId,
    sortOrder: row.sortOrder,
    createdAt: row.createdAt.toISOString(),
    version: row.version,
  };
}

/** A slug typed by an editor, or made from the title; always one the address validator accepts. */
export const slugFor = (title: string, typed: string | undefined) => slugify(typed?.trim() ? typed : title);

export const listQuery = z.object({
  q: z.string().max(200).optional(),
  sayfa: z.coerce.number().int().min(1).max(100000).default(1),
});

export const ADMIN_PAGE_SIZE = 20;

/** Rich text as the save path requires it, or a 400 naming the problem. */
export const richTextField = z.unknown().transform((value, ctx) => {
  const checked = checkRichTextForSave(value);
  if (!checked.ok) {
    ctx.addIssue({ code: "custom", message: checked.error });
    return z.NEVER;
  }
  return checked.value;
});


/** The publication fields shared by news and events: "published" without a time means now. */
export function publication(input: { status: "draft" | "published"; publishAt: Date | null }, now = new Date()) {
  if (input.status === "draft") return { status: "draft" as const, publishAt: input.publishAt };
  return { status: "published" as const, publishAt: input.publishAt ?? now };
}

/** The input fields every publishable kind has (news items and events add their own). */
export const publishableInputFields = {
  // What is missing first, then how long it must be.
  title: z.string().trim().min(1, "Başlık yazın.").min(3, "Başlık en az 3 karakter olmalı.").max(160, "Başlık en fazla 160 karakter olabilir."),
  slug: z.string().max(80, "Kısa ad en fazla 80 karakter olabilir.").optional(),
  summary: z.string().trim().max(400, "Özet en fazla 400 karakter olabilir."),
  body: richTextField,
  coverImageId: z.number().int().positive().nullable(),
  // Optional for older clients and revisions saved before these fields existed.
  seoDescription: z.string().trim().max(SEO_DESCRIPTION_MAX, `Arama motoru açıklaması en fazla ${SEO_DESCRIPTION_MAX} karakter olabilir.`).default(""),
  socialImageId: z.number().int().positive().nullable().default(null),
  status: z.enum(["draft", "published"], { error: "Durum taslak ya da yayında olmalı." }),
  publishAt: instant.nullable(),
  /**
   * The editor chose “İleri bir tarihte yayımla”: the time is then required and must be ahead
   * (see scheduleRule). Without it a past time is kept as given: an already live item saved again
   * keeps its original publication time, and a restored revision the time it had.
   */
  publishLater: z.boolean().default(false),
};

/** A publication planned for later needs its time, and one still ahead (checked at the moment of saving). */
export function scheduleRule(input: { status: "draft" | "published"; publishAt: Date | null; publishLater: boolean }, ctx: z.RefinementCtx) {
  if (input.status !== "published" || !input.publishLater) return;
  if (input.publishAt === null) ctx.addIssue({ code: "custom", path: ["publishAt"], message: "Yayın tarihini ve saatini seçin." });
  // zod runs this rule even when the time itself was refused (then it is still the string sent).
  else if (input.publishAt instanceof Date && input.publishAt.getTime() <= Date.now()) {
    ctx.addIssue({ code: "custom", path: ["publishAt"], message: "İleri bir tarih seçin ya da “Hemen yayımla”yı işaretleyin." });
  }
}

type PublishableRow = {
  id: number;
  pendingDraft: unknown;
  title: string;
  slug: string;
  status: "draft" | "published";
  publishAt: Date | null;
  updatedAt: Date;
  version: number;
  summary: string;
  body: unknown;
  seoDescription: string;
  createdAt: Date;
};

/** The list fields every publishable kind shares. */
export const publishableListFields = (row: PublishableRow) => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  status: row.status,
  visibility: visibilityOf(row.status, row.publishAt),
  publishAt: iso(row.publishAt),
  updatedAt: row.updatedAt.toISOString(),
  version: row.version,
  pendingDraft: pendingDraftInfo(row.pendingDraft),
});

/** The detail fields every publishable kind shares, with its cover read through a left join. */
export const publishableDetailFields = (row: PublishableRow, cover: typeof images.$inferSelect | null, social: typeof images.$inferSelect | null) => ({
  summary: row.summary,
  seoDescription: row.seoDescription,
  socialImage: social ? imageDto(social) : null,
  body: row.body as { root: unknown },
  coverImage: cover ? imageDto(cover) : null,
  createdAt: row.createdAt.toISOString(),
});

/** A save that lost the race: it changes nothing and says so. */
export const conflict = () =>
  createError({
    statusCode: 409,
    statusMessage: "Bu kayıt siz düzenlerken başka biri tarafından değiştirildi. Değişiklikleriniz kaydedilmedi; güncel hâlini yükleyip yeniden deneyin.",
  });

export const notFound = (what: string) => createError({ statusCode: 404, statusMessage: `${what} bulunamadı` });

/** An image in the trash is not edited: like an unknown one it answers 404, saying where it is. */
export const trashedImageError = () =>
  createError({ statusCode: 404, statusMessage: "Bu görsel çöp kutusunda. Değiştirmek için önce çöp kutusundan geri alın." });

/** D1 reports a duplicate slug as a UNIQUE constraint failure; editors get a field message. */
export function slugTaken(error: unknown): boolean {
  return error instanceof Error && /UNIQUE constraint failed: \w+\.slug/.test(error.message + String((error as { cause?: unknown }).cause ?? ""));
}

export const slugTakenError = () =>
  createError({
    statusCode: 400,
    statusMessage: "Bu adres (kısa ad) başka bir kayıtta kullanılıyor. Lütfen başka bir kısa ad yazın.",
    fields: { slug: "Bu kısa ad kullanılıyor." },
  });

/** D1's constraint failures that an editor can fix, as 400s naming the field; anything else as it was. */
export function friendlyWriteError(error: unknown): unknown {
  const text = error instanceof Error ? error.message + String((error as { cause?: unknown }).cause ?? "") : "";
  if (slugTaken(error)) return slugTakenError();
  if (/FOREIGN KEY constraint failed/.test(text)) {
    return createError({
      statusCode: 400,
      statusMessage: "Seçilen kapak görseli bulunamadı; silinmiş olabilir. Lütfen başka bir görsel seçin.",
      fields: { coverImageId: "Bu görsel bulunamadı." },
    });
  }
  return error;
}

export const searchKeyOf = (title: string, summary: string) => searchKey(`${title} ${summary}`);

export const revisionListItem = (row: Pick<typeof revisions.$inferSelect, "id" | "version" | "reason" | "actorName" | "at">): RevisionListItem => ({
  id: row.id,
  version: row.version,
  reason: row.reason,
  actorName: row.actorName,
  at: row.at.toISOString(),
});

export const revisionDto = (row: typeof revisions.$inferSelect): RevisionDto => ({ ...revisionListItem(row), data: row.data as RevisionDto["data"] });
