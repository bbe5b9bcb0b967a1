/**
 * The news/event form as plain data, and the pure steps between it and the API: from a loaded
 * record to form fields, and from form fields to NewsInput / EventInput (or Turkish field errors).
 */
import { type EventDto, type EventInput, type ImageDto, type NewsDto, type NewsInput, type PendingDraftInfo, type PublicationStatus, type RichTextJson, type Visibility } from "../../../src/shared/admin-contract";
import { comparableValuesOf, formDefaults, formValuesOf, inputOf } from "../../../src/shared/content-kinds/derive";
import { EVENT_KIND, type EventFieldSpecs } from "../../../src/shared/content-kinds/event";
import type { FormValuesOf } from "../../../src/shared/content-kinds/field-spec";
import { slugify } from "../../../src/shared/i18n/text";
import type { ContentKind } from "../routes";
import { isoToIstanbulDate, isoToIstanbulLocal, istanbulDateToIso, istanbulLocalToIso } from "../time";

export type PublishMode = "draft" | "now" | "later";

/**
 * The form's fields: the shared publishable ones, an event's date inputs, and an event's own
 * declared fields (src/shared/content-kinds/event.ts) as the form holds them.
 */
export interface ContentForm extends EventFormValues {
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
  startLocal: string;
  endLocal: string;
  startDate: string;
  endDate: string;
}

/** An event's own fields as the form holds them (texts as typed). */
type EventFormValues = FormValuesOf<EventFieldSpecs>;

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
    startLocal: "",
    endLocal: "",
    startDate: "",
    endDate: "",
    ...formDefaults(EVENT_KIND.fields),
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
  if (!isEventDto(dto)) return form;
  return {
    ...form,
    ...formValuesOf(EVENT_KIND.fields, dto),
    startLocal: isoToIstanbulLocal(dto.startsAt),
    endLocal: isoToIstanbulLocal(dto.endsAt),
    startDate: isoToIstanbulDate(dto.startsAt),
    endDate: isoToIstanbulDate(dto.endsAt),
  };
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
 * What the save bar says beside "Güncelle" while a published item has changes the public does not
 * see yet (stored in its pending draft, or still only in the form); null otherwise.
 */
export function unpublishedNote(mode: PublishMode, saved: Pick<SavedState, "status" | "pendingDraft"> | null, dirty: boolean): string | null {
  if (saved?.status !== "published" || mode === "draft") return null;
  if (!saved.pendingDraft && !dirty) return null;
  return "Yayımlanmamış değişiklikler var: herkese açık sayfa “Güncelle”ye basılana kadar önceki hâliyle kalır.";
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

/** Messages under the form's fields, by field id (the server's refusals, see formRefusal). */
export type FieldErrors = Record<string, string>;

/**
 * Status and publication time from the three radio buttons. Whether a planned time is given and
 * still ahead is the server's rule (scheduleRule in src/routes/admin/publishable-input.ts): “later” says so
 * with `publishLater`, and a time this browser cannot read is sent as typed, for the server to refuse.
 */
export function publicationOf(
  form: Pick<ContentForm, "mode" | "publishLocal">,
  saved: Pick<SavedState, "visibility" | "publishAt"> | null,
): { status: PublicationStatus; publishAt: string | null; publishLater?: true } {
  switch (form.mode) {
    case "draft":
      return { status: "draft", publishAt: null };
    case "now":
      // Already live: keep its original publication time rather than making it "now" again.
      return { status: "published", publishAt: saved?.visibility === "published" ? saved.publishAt : null };
    case "later":
      return { status: "published", publishAt: readInstant(form.publishLocal, istanbulLocalToIso), publishLater: true };
  }
}

/** An Istanbul date or date-time input as an instant; what does not parse goes as typed, empty as null. */
function readInstant(typed: string, parse: (value: string) => string | null): string | null {
  const value = typed.trim();
  return value ? (parse(value) ?? value) : null;
}

/**
 * Start and end of an event as instants, from the date/time inputs (an all-day event runs from
 * its first day's start to its last day's end). Their rules (a start is given, the end is not
 * before it) are the server's; what does not parse is sent as typed, for the server to refuse.
 */
export function eventTimesOf(form: Pick<ContentForm, "allDay" | "startLocal" | "endLocal" | "startDate" | "endDate">): { startsAt: string; endsAt: string | null } {
  if (form.allDay) {
    return {
      startsAt: readInstant(form.startDate, (day) => istanbulDateToIso(day, "00:00")) ?? "",
      endsAt: readInstant(form.endDate || form.startDate, (day) => istanbulDateToIso(day, "23:59")),
    };
  }
  return { startsAt: readInstant(form.startLocal, istanbulLocalToIso) ?? "", endsAt: readInstant(form.endLocal, istanbulLocalToIso) };
}

/**
 * What the API takes for this kind, from the form: trimmed text, ids, instants. The form keeps no
 * copy of the fields' rules: the server's schema judges them (src/routes/admin/input-schemas.ts) and its
 * refusals show under the fields (formRefusal); its slug is the typed one made address-safe.
 */
export function buildInput(kind: "news", form: ContentForm, saved: SavedState | null): NewsInput;
export function buildInput(kind: "events", form: ContentForm, saved: SavedState | null): EventInput;
export function buildInput(kind: ContentKind, form: ContentForm, saved: SavedState | null): NewsInput | EventInput;
export function buildInput(kind: ContentKind, form: ContentForm, saved: SavedState | null): NewsInput | EventInput {
  const slug = form.slug.trim();
  const base: NewsInput = {
    title: form.title.trim(),
    ...(slug ? { slug } : {}),
    summary: form.summary.trim(),
    body: form.body,
    coverImageId: form.coverImage?.id ?? null,
    seoDescription: form.seoDescription.trim(),
    socialImageId: form.socialImage?.id ?? null,
    ...publicationOf(form, saved),
  };
  if (kind === "news") return base;
  const own = inputOf(EVENT_KIND.fields, form);
  return {
    ...base,
    ...own,
    ...eventTimesOf(form),
    // An in-person event keeps no join address.
    onlineUrl: form.attendanceMode === "yerinde" ? null : own.onlineUrl,
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
  return { ...data, ...eventTimesOf(form), ...comparableValuesOf(EVENT_KIND.fields, form) };
}

/** Whether two forms hold the same content (the slug's auto-follow flag aside). */
export const sameContent = (a: ContentForm, b: ContentForm) => JSON.stringify({ ...a, slugAuto: false }) === JSON.stringify({ ...b, slugAuto: false });
