/**
 * The news/event form as plain data, and the pure steps between it and the API: from a loaded
 * record to form fields, and from form fields to NewsInput / EventInput (or Turkish field errors).
 */
import { SEO_DESCRIPTION_MAX, type AttendanceMode, type EventDto, type EventInput, type ImageDto, type NewsDto, type NewsInput, type PendingDraftInfo, type PublicationStatus, type RichTextJson, type Visibility } from "../../../src/admin/contract";
import { slugify } from "../../../src/i18n/text";
import type { ContentKind } from "../routes";
import { isoToIstanbulDate, isoToIstanbulLocal, istanbulDateToIso, istanbulLocalToIso } from "../time";

export type PublishMode = "draft" | "now" | "later";

export interface ContentForm {
  title: string;
  slug: string;
  /** The slug follows the title until someone edits it by hand. */
  slugAuto: boolean;
  summary: string;
  body: RichTextJson;
  coverImage: ImageDto | null;
  /** For search engines and social cards; empty: the summary. */
  seoDescription: string;
  /** The social card's picture; null: the cover. */
  socialImage: ImageDto | null;
  mode: PublishMode;
  /** datetime-local value, Istanbul wall time. */
  publishLocal: string;
  allDay: boolean;
  startLocal: string;
  endLocal: string;
  startDate: string;
  endDate: string;
  locationName: string;
  locationAddress: string;
  onlineUrl: string;
  attendanceMode: AttendanceMode;
  onlineUrlPublic: boolean;
  cancelled: boolean;
}

/** What the form knows of the stored record. */
export interface SavedState {
  id: number;
  version: number;
  status: PublicationStatus;
  visibility: Visibility;
  slug: string;
  publishAt: string | null;
  /** Unpublished changes of a published item are stored (the form shows them). */
  pendingDraft: PendingDraftInfo | null;
}

/** A fresh editor's document: one empty paragraph. */
export const emptyBody = (): RichTextJson => ({
  root: {
    children: [{ children: [], direction: null, format: "", indent: 0, type: "paragraph", version: 1, textFormat: 0, textStyle: "" }],
    direction: null,
    format: "",
    indent: 0,
    type: "root",
    version: 1,
  },
});

export const autoSlug = (title: string) => (title.trim() ? slugify(title) : "");

export function emptyForm(): ContentForm {
  return {
    title: "",
    slug: "",
    slugAuto: true,
    summary: "",
    body: emptyBody(),
    coverImage: null,
    seoDescription: "",
    socialImage: null,
    mode: "draft",
    publishLocal: "",
    allDay: false,
    startLocal: "",
    endLocal: "",
    startDate: "",
    endDate: "",
    locationName: "",
    locationAddress: "",
    onlineUrl: "",
    attendanceMode: "yerinde",
    onlineUrlPublic: true,
    cancelled: false,
  };
}

export type ContentDto = NewsDto | EventDto;

const isEventDto = (dto: ContentDto): dto is EventDto => "startsAt" in dto;

export function modeOf(dto: { status: PublicationStatus; visibility: Visibility }): PublishMode {
  if (dto.status === "draft") return "draft";
  return dto.visibility === "scheduled" ? "later" : "now";
}

export function formFromDto(dto: ContentDto): ContentForm {
  const form: ContentForm = {
    ...emptyForm(),
    title: dto.title,
    slug: dto.slug,
    // A published address stays put; a draft's keeps following its title if it still matches.
    slugAuto: dto.status === "draft" && dto.slug === autoSlug(dto.title),
    summary: dto.summary,
    body: dto.body && typeof dto.body === "object" && "root" in dto.body ? dto.body : emptyBody(),
    coverImage: dto.coverImage,
    seoDescription: dto.seoDescription ?? "",
    socialImage: dto.socialImage ?? null,
    mode: modeOf(dto),
    publishLocal: isoToIstanbulLocal(dto.publishAt),
  };
  if (isEventDto(dto)) {
    form.allDay = dto.allDay;
    form.startLocal = isoToIstanbulLocal(dto.startsAt);
    form.endLocal = isoToIstanbulLocal(dto.endsAt);
    form.startDate = isoToIstanbulDate(dto.startsAt);
    form.endDate = isoToIstanbulDate(dto.endsAt);
    form.locationName = dto.locationName ?? "";
    form.locationAddress = dto.locationAddress ?? "";
    form.onlineUrl = dto.onlineUrl ?? "";
    form.attendanceMode = dto.attendanceMode;
    form.onlineUrlPublic = dto.onlineUrlPublic;
    form.cancelled = dto.cancelled;
  }
  return form;
}

export const savedOf = (dto: ContentDto): SavedState => ({
  id: dto.id,
  version: dto.version,
  status: dto.status,
  visibility: dto.visibility,
  slug: dto.slug,
  publishAt: dto.publishAt,
  pendingDraft: dto.pendingDraft,
});

/**
 * The save button's words: "Yayımla" for what is not public yet, "Güncelle" for a published item
 * (its pending changes go live), and what unpublishing or scheduling does.
 */
export function saveLabel(mode: PublishMode, saved: Pick<SavedState, "status"> | null): string {
  const live = saved?.status === "published";
  if (mode === "draft") return live ? "Yayından kaldır ve taslak yap" : "Taslağı kaydet";
  if (live) return "Güncelle";
  return mode === "later" ? "Yayına planla" : "Yayımla";
}

/**
 * Whether edits are saved by themselves a few seconds after typing stops: a draft that stays a
 * draft, and a published item whose publication is left as it is (into its pending draft).
 */
export function autosaves(mode: PublishMode, saved: Pick<SavedState, "status" | "visibility"> | null): boolean {
  if (!saved) return false;
  if (saved.status === "draft") return mode === "draft";
  return mode === modeOf(saved);
}

export type FieldErrors = Record<string, string>;

export type BuildResult<T> = { ok: true; input: T } | { ok: false; errors: FieldErrors };

/** Status and publication time from the three radio buttons. */
export function publicationOf(
  form: Pick<ContentForm, "mode" | "publishLocal">,
  saved: Pick<SavedState, "visibility" | "publishAt"> | null,
  now: number,
): { status: PublicationStatus; publishAt: string | null } | { error: string } {
  switch (form.mode) {
    case "draft":
      return { status: "draft", publishAt: null };
    case "now":
      // Already live: keep its original publication time rather than making it "now" again.
      return { status: "published", publishAt: saved?.visibility === "published" ? saved.publishAt : null };
    case "later": {
      const publishAt = istanbulLocalToIso(form.publishLocal);
      if (!publishAt) return { error: "Yayın tarihini ve saatini seçin." };
      if (Date.parse(publishAt) <= now) return { error: "İleri bir tarih seçin ya da “Hemen yayımla”yı işaretleyin." };
      return { status: "published", publishAt };
    }
  }
}

/** Start and end of an event as instants, from the date/time inputs. */
export function eventTimesOf(
  form: Pick<ContentForm, "allDay" | "startLocal" | "endLocal" | "startDate" | "endDate">,
): { startsAt: string; endsAt: string | null } | { errors: FieldErrors } {
  if (form.allDay) {
    const startsAt = istanbulDateToIso(form.startDate, "00:00");
    if (!startsAt) return { errors: { startsAt: "Başlangıç gününü seçin." } };
    const endsAt = istanbulDateToIso(form.endDate || form.startDate, "23:59");
    if (!endsAt) return { errors: { endsAt: "Bitiş gününü geçerli bir tarih olarak seçin." } };
    if (endsAt < startsAt) return { errors: { endsAt: "Bitiş, başlangıçtan önce olamaz." } };
    return { startsAt, endsAt };
  }
  const startsAt = istanbulLocalToIso(form.startLocal);
  if (!startsAt) return { errors: { startsAt: "Başlangıç tarihini ve saatini seçin." } };
  if (!form.endLocal.trim()) return { startsAt, endsAt: null };
  const endsAt = istanbulLocalToIso(form.endLocal);
  if (!endsAt) return { errors: { endsAt: "Bitiş tarihini ve saatini geçerli seçin ya da boş bırakın." } };
  if (endsAt < startsAt) return { errors: { endsAt: "Bitiş, başlangıçtan önce olamaz." } };
  return { startsAt, endsAt };
}

/** Checks the form and builds what the API takes for this kind. */
export function buildInput(kind: "news", form: ContentForm, saved: SavedState | null, now: number): BuildResult<NewsInput>;
export function buildInput(kind: "events", form: ContentForm, saved: SavedState | null, now: number): BuildResult<EventInput>;
export function buildInput(kind: ContentKind, form: ContentForm, saved: SavedState | null, now: number): BuildResult<NewsInput | EventInput>;
export function buildInput(kind: ContentKind, form: ContentForm, saved: SavedState | null, now: number): BuildResult<NewsInput | EventInput> {
  const errors: FieldErrors = {};
  const title = form.title.trim();
  if (title.length < 3) errors.title = "Başlık en az 3 karakter olmalı.";
  const slug = form.slug.trim();
  if (slug && !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) {
    errors.slug = "Kısa ad yalnızca küçük harf (Türkçe karakter olmadan), rakam ve tire içerebilir.";
  }
  if (form.seoDescription.trim().length > SEO_DESCRIPTION_MAX) errors.seoDescription = `Arama motoru açıklaması en fazla ${SEO_DESCRIPTION_MAX} karakter olabilir.`;
  const publication = publicationOf(form, saved, now);
  if ("error" in publication) errors.publishAt = publication.error;
  const base = {
    title,
    ...(slug ? { slug } : {}),
    summary: form.summary.trim(),
    body: form.body,
    coverImageId: form.coverImage?.id ?? null,
    seoDescription: form.seoDescription.trim(),
    socialImageId: form.socialImage?.id ?? null,
    status: "error" in publication ? ("draft" as const) : publication.status,
    publishAt: "error" in publication ? null : publication.publishAt,
  };
  if (kind === "news") {
    return Object.keys(errors).length ? { ok: false, errors } : { ok: true, input: base };
  }
  const times = eventTimesOf(form);
  if ("errors" in times) Object.assign(errors, times.errors);
  const onlineUrl = form.onlineUrl.trim();
  if (onlineUrl && !/^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(onlineUrl)) {
    errors.onlineUrl = "Çevrim içi bağlantı http:// ya da https:// ile başlamalı.";
  } else if (!onlineUrl && form.attendanceMode !== "yerinde") {
    errors.onlineUrl = "Çevrim içi ya da karma bir etkinlik için katılım bağlantısını girin.";
  }
  if (Object.keys(errors).length || "errors" in times) return { ok: false, errors };
  return {
    ok: true,
    input: {
      ...base,
      startsAt: times.startsAt,
      endsAt: times.endsAt,
      allDay: form.allDay,
      locationName: form.locationName.trim() || null,
      locationAddress: form.locationAddress.trim() || null,
      // An in-person event keeps no join address.
      onlineUrl: form.attendanceMode === "yerinde" ? null : onlineUrl || null,
      attendanceMode: form.attendanceMode,
      onlineUrlPublic: form.onlineUrlPublic,
      cancelled: form.cancelled,
    },
  };
}

/** Switching "Tüm gün" carries the chosen days over between the two kinds of inputs. */
export function toggleAllDay(form: ContentForm, allDay: boolean): Partial<ContentForm> {
  if (allDay) {
    return {
      allDay,
      startDate: form.startDate || form.startLocal.slice(0, 10),
      endDate: form.endDate || form.endLocal.slice(0, 10),
    };
  }
  return {
    allDay,
    startLocal: form.startLocal || (form.startDate ? `${form.startDate}T10:00` : ""),
    endLocal: form.endLocal || (form.endDate && form.endDate !== form.startDate ? `${form.endDate}T18:00` : ""),
  };
}

/**
 * The form as an item's fields (the shape a save and a revision take), for comparing two versions
 * side by side; fields that do not parse yet are shown as typed.
 */
export function comparableOf(kind: ContentKind, form: ContentForm): Record<string, unknown> & { title: string; summary: string; body: RichTextJson } {
  const data: Record<string, unknown> & { title: string; summary: string; body: RichTextJson } = {
    title: form.title,
    slug: form.slug,
    summary: form.summary,
    body: form.body,
    coverImageId: form.coverImage?.id ?? null,
    seoDescription: form.seoDescription.trim(),
    socialImageId: form.socialImage?.id ?? null,
    status: form.mode === "draft" ? "draft" : "published",
    publishAt: form.mode === "later" ? (istanbulLocalToIso(form.publishLocal) ?? form.publishLocal) : null,
  };
  if (kind === "news") return data;
  const times = eventTimesOf(form);
  return {
    ...data,
    startsAt: "errors" in times ? (form.allDay ? form.startDate : form.startLocal) : times.startsAt,
    endsAt: "errors" in times ? (form.allDay ? form.endDate : form.endLocal) : times.endsAt,
    allDay: form.allDay,
    locationName: form.locationName,
    locationAddress: form.locationAddress,
    onlineUrl: form.onlineUrl,
  };
}

/** Whether two forms hold the same content (the slug's auto-follow flag aside). */
export const sameContent = (a: ContentForm, b: ContentForm) => JSON.stringify({ ...a, slugAuto: false }) === JSON.stringify({ ...b, slugAuto: false });
