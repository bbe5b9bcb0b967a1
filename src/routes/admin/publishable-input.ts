/** What the form of every publishable kind sends, and the rules its fields share. */
import * as z from "zod";
import { instant } from "../../shared/content-kinds/input-schema";
import { slugify } from "../../shared/i18n/text";
import { listSearchKey } from "../../shared/search/terms";
import { SEO_DESCRIPTION_MAX } from "../../shared/admin-dto";
import { singleLine } from "../../shared/mail-header";
import { richTextField } from "./rich-text-field";

/** A slug typed by an editor, or made from the title; always one the address validator accepts. */
export const slugFor = (title: string, typed: string | undefined) => slugify(typed?.trim() ? typed : title);

/** The publication fields shared by news and events: "published" without a time means now. */
export function publication(input: { status: "draft" | "published"; publishAt: Date | null }, now = new Date()) {
  if (input.status === "draft") return { status: "draft" as const, publishAt: input.publishAt };
  return { status: "published" as const, publishAt: input.publishAt ?? now };
}

/** The input fields every publishable kind has (news items and events add their own). */
export const publishableInputFields = {
  // What is missing first, then how long it must be.
  // An event's title is part of its registration mails' subjects, so it stays on one line.
  title: z.string().trim().min(1, "Başlık yazın.").min(3, "Başlık en az 3 karakter olmalı.").max(160, "Başlık en fazla 160 karakter olabilir.").check(singleLine("Başlık")),
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

/** What the admin's list of news or events searches: the title and summary (src/db/search.ts). */
export const searchKeyOf = (title: string, summary: string) => listSearchKey(`${title} ${summary}`);
