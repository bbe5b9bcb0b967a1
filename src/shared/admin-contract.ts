/**
 * The JSON API between the admin app (client/admin) and the Worker (src/admin), under API_PREFIX
 * ("/api"). Types only: both sides import them, so a change here breaks the build on both sides.
 *
 * Conventions:
 * - Times are ISO 8601 strings (UTC instants); the app shows and edits them in Europe/Istanbul.
 * - Every error is `ApiError` with a Turkish `statusMessage`: 400 validation, 401 signed out,
 *   403 not allowed, 404 not found, 409 version conflict, 413 too large, 415 wrong file type,
 *   429 too many requests, 5xx server trouble. A 400 from a form's fields may add `fields`.
 * - Every save sends the `version` it loaded; a stale one answers 409 and changes nothing.
 * - Lists take `?q=` (Turkish-aware search), `?sayfa=` (page, from 1) and return `Page<T>`.
 */
import type { Identity } from "./identity";
import type { PickedItem } from "./newsletter-picks";
import type { MarkedReported } from "./registers/derbis-report";
import type { DocumentDto } from "../routes/admin/document-dto";
import type { accountList } from "../db/accounts";
import type { AlbumRow } from "../db/albums";
import type { auditPage } from "../db/audit";
import type { bylineSettingsSchema } from "../db/byline-setting";
import type { ContactMessageRow } from "../db/contact";
import type { dashboardData } from "../db/dashboard";
import type { ImageUse } from "../db/image-usage";
import type { LibraryRow } from "../db/media-library";
import type { IssueRow, issueList } from "../db/newsletter";
import type { PublishableKind, PublishableRow } from "../db/publishable";
import type { SessionUser } from "../db/users";
import type { eventRegistrations, news, pages, revisions } from "../db/schema";
import type { AttendanceMode, EventFieldSpecs } from "./content-kinds/event";
import type { DtoOf } from "./content-kinds/field-spec";
import type { PageKey } from "./content-kinds/page";
import type { publishableDetailFields, publishableListFields } from "../routes/admin/content-dto";
import type { eventInput, issueInput, newsInput, registrationSettingsInput } from "../routes/admin/input-schemas";
import type { notificationSettingsSchema } from "../services/email/notification-settings";
import type { RetentionSettings, retentionSchema } from "../services/kvkk/retention-settings";
import type * as z from "zod";
import type { ImageDto, Json, RichTextJson } from "./admin-dto";
export type { ImageDto, Json, RevisionDto, RevisionListItem, RichTextJson, Visibility } from "./admin-dto";
export { SEO_DESCRIPTION_MAX } from "./admin-dto";

/*
 * The types below are derived from the server's own: the rows its queries return (src/db), as
 * JSON carries them, and its zod schemas. A change of a query's result or of a schema changes the
 * app's type with it; the handlers type their JSON with these (`c.json<T>`), so both sides agree.
 * Type-only imports: nothing of src/db reaches the browser bundle.
 */


export interface ApiError {
  statusCode: number;
  statusMessage: string;
  fatal: boolean;
  /** Field name → Turkish message, for validation errors of a form. */
  fields?: Record<string, string>;
}

export interface Page<T> {
  items: T[];
  page: number;
  pageCount: number;
  total: number;
}

export type PublicationStatus = (typeof news.$inferSelect)["status"];


/** A schema's input whose rich-text field takes anything and checks it itself: the app sends editor state there. */
type WithRichText<Input, Field extends keyof Input> = Omit<Input, Field> & { [K in Field]: RichTextJson };

/** Where an image is used (src/db/image-usage.ts). */
export type ImageUseDto = ImageUse;

/**
 * An image as the media library lists it: with its file's name, whether it is an editor's upload
 * not kept otherwise (removed by the cron once unused for a week), and where it is used.
 */
export type LibraryImageDto = ImageDto & Pick<LibraryRow, "fileName" | "draftUpload" | "uses">;

/** The media library's search and page (GET /api/library). */
export const LIBRARY_PAGE_SIZE = 24;



/**
 * Changes to a published item saved without publishing them: the item's detail shows them in place
 * of the published fields; the public pages keep the published ones until "Güncelle".
 */
export interface PendingDraftInfo {
  savedAt: string;
  by: string;
}

/** A news item in the admin list (src/routes/admin/content-dto.ts publishableListFields). */
export type NewsListItem = ReturnType<typeof publishableListFields>;

/**
 * A news item as its editor opens it: `seoDescription` "" uses the summary for search engines and
 * social cards, `socialImage` null uses the cover (src/routes/admin/content-dto.ts publishableDetailFields).
 */
export type NewsDto = NewsListItem & ReturnType<typeof publishableDetailFields>;


/**
 * What the news form sends (create and update): the API's own schema's input. `publishAt` null
 * with "published" means now (`publishLater`: the editor planned it, so a time ahead is required);
 * `slug` empty: made from the title, typed: made address-safe; `seoDescription` "" and
 * `socialImageId` null: the summary and the cover.
 */
export type NewsInput = WithRichText<z.input<typeof newsInput>, "body">;

export interface NewsUpdate extends NewsInput {
  version: number;
}

/** An event in the admin list: a news item's fields and its dates and place. */
export type EventListItem = NewsListItem & Pick<EventFieldsDto, "startsAt" | "endsAt" | "allDay" | "locationName">;

/** An event's own fields as its editor's DTO carries them (src/shared/content-kinds/event.ts). */
type EventFieldsDto = DtoOf<EventFieldSpecs>;

export type { AttendanceMode };

/**
 * An event as its editor opens it: a news item's detail, and its place and attendance
 * (`onlineUrlPublic` false: only registrants get the join address, by mail).
 */
export type EventDto = EventListItem & ReturnType<typeof publishableDetailFields> & EventFieldsDto;

/** What the event form sends (create and update): the API's own schema's input. */
export type EventInput = WithRichText<z.input<typeof eventInput>, "body">;

export interface EventUpdate extends EventInput {
  version: number;
}

/** An album as the admin list shows it (src/db/albums.ts albumList). */
export type AlbumDto = AlbumRow;

export type { PageKey };

/**
 * An editable page. `fields` — home: heroTitle, heroText, ctaLabel, ctaHref; contact: address,
 * phone, email, mapUrl, officeHours; kvkk: none. `version` is 0 for a page shown from its default
 * text and never saved (kvkk); saving version 0 creates it.
 */
export type PageDto = Json<Pick<typeof pages.$inferSelect, "key" | "title" | "summary" | "updatedAt" | "version">> & {
  body: RichTextJson;
  fields: Record<string, string>;
};

/**
 * What restoring a revision answers: the item as saved, and `notice`, what the editor must be told
 * (the pictures left out because they are in the trash or gone), or null.
 */
export type Restored<T> = T & { notice: string | null };

/** POST /api/news/bulk, /api/events/bulk: which of the chosen items changed; the rest were skipped (changed by someone since, or the action did not apply). */
export interface BulkResultDto {
  changed: number[];
  skipped: number[];
}

/** GET /api/news/trash, /api/events/trash: an item in "Çöp kutusu". */
export interface TrashItem {
  kind: PublishableKind<PublishableRow, never>["auditName"] | "album" | "image";
  id: number;
  title: string;
  slug: string;
  deletedAt: string;
  /** When the daily cron removes it for good (30 days after deletedAt). */
  purgeAt: string;
}

/** Why a revision was made: the first save, a save, a save kept as a pending draft, a restore. */
export type RevisionReason = (typeof revisions.$inferSelect)["reason"];



/** A contact message, and whether an editor has read it. */
export type MessageDto = Json<Pick<ContactMessageRow, "id" | "name" | "email" | "subject" | "message" | "createdAt">> & { read: boolean };

/**
 * An account as the administrators' list shows it (src/db/accounts.ts accountList): `phone`,
 * `neighbourhood` and `applicationReason` come from the membership application (null for accounts
 * made before it asked); `emailConfirmedAt` is null while a pending application waits for that.
 */
export type UserDto = Omit<Json<Awaited<ReturnType<typeof accountList>>[number]>, "grants"> & {
  /** The duties beside the role: the board ("Yönetim kurulu") and the treasurer ("Sayman"). */
  grants: ("board" | "treasurer")[];
};

/** A password reset link an administrator made for an account (shown once, never stored). */
export interface ResetLinkDto {
  url: string;
  expiresAt: string;
}

/** A setting as the app edits it: its value, its version (0: never saved, the defaults shown) and when it was saved. */
type SettingDto<Value> = Value & { version: number; updatedAt: string | null };

/** Whether news items name the editor who wrote them (GET/PUT /api/settings/byline). */
export type BylineDto = SettingDto<z.infer<typeof bylineSettingsSchema>>;

/** The association's identity (GET/PUT /api/settings/identity; src/shared/identity.ts). */
export type IdentityDto = SettingDto<Identity>;

/**
 * Where notifications go (GET/PUT /api/settings/notifications): `address` empty means the contact
 * page's address, `contactAddress` (null when that is empty too).
 */
export type NotificationsDto = SettingDto<z.infer<typeof notificationSettingsSchema> & { contactAddress: string | null }>;

/**
 * One entry of the audit log: `action` e.g. "news.create", "image.upload", "user.approve";
 * `target` what it was done to, e.g. "news:12"; `summary` in Turkish, e.g. "“Yaz Şenliği” yayımlandı".
 */
export type AuditEntryDto = Json<Awaited<ReturnType<typeof auditPage>>[number]>;

/** Pano: counts by the public site's rules, what comes next, and (for administrators) the latest changes. */
export interface DashboardDto {
  counts: Awaited<ReturnType<typeof dashboardData>>["counts"];
  nextEvents: EventListItem[];
  unreadMessages: MessageDto[];
  scheduled: Array<{ kind: "news" | "event"; id: number; title: string; publishAt: string }>;
  recentChanges: AuditEntryDto[];
  /** The unexpected errors of the last day, latest first (administrators only; empty for editors). */
  recentErrors: ErrorRecordDto[];
}

/** One distinct unexpected error (src/db/error-records.ts): where, what kind, how often, its codes. */
export interface ErrorRecordDto {
  id: number;
  route: string;
  kind: string;
  count: number;
  firstAt: string;
  lastAt: string;
  firstCode: string;
  lastCode: string;
}

/** The last run of one cron task (src/app/cron/): when, and how it ended. */
export interface CronRunDto {
  task: string;
  cron: string;
  startedAt: string;
  finishedAt: string;
  ok: boolean;
  summary: string;
}

/**
 * GET /api/system (administrators): what the system page shows, one field per card. A card added
 * later (the last backup, jobs by kind) adds its field here and its component in
 * client/admin/sections/system/.
 */
export interface SystemDto {
  build: { id: string; builtAt: string; versionId: string | null; deployedAt: string | null };
  migrations: Array<{ name: string; appliedAt: string }>;
  cronRuns: CronRunDto[];
  errors: ErrorRecordDto[];
  /** R2 as far as its bounded scan went (`partial`: more objects than it looked at). */
  storage: { d1Bytes: number | null; r2: { objects: number; bytes: number; partial: boolean } };
  /** Each check and its result (src/platform/deployment-check.ts); the page says what to do. */
  deployment: Array<{ name: "SITE_ORIGIN" | "IP_HASH_SECRET" | "REGISTER_KEY" | "EMAIL"; ok: boolean }>;
  /** The last complete snapshot of D1 in R2, and the last run if it did not complete (docs/operations.md, "Yedekler"). */
  backup: { lastDone: BackupRunDto | null; lastRun: BackupRunDto | null };
  /** Jobs by kind and state (docs/operations.md, "İşler"); a job being sent counts as queued. */
  jobs: Record<"mail" | "bulletin" | "cancellation", { queued: number; sent: number; failed: number }>;
}

/** One run of the scheduled export, as the system page shows it. */
export interface BackupRunDto {
  status: "running" | "done" | "failed" | "pruned";
  startedAt: string;
  tables: number | null;
  rows: number | null;
  bytes: number | null;
  error: string | null;
}

/** The retention periods (GET/PUT /api/kvkk/retention); version 0 = the defaults, never saved. */
export type RetentionDto = SettingDto<RetentionSettings & { defaults: RetentionSettings }>;

/** What RetentionDto's form sends (`eventRegistrationsMonths` optional for older forms: 6 when left out). */
export type RetentionInput = z.input<typeof retentionSchema> & { version: number };

export type { PersonDataDto } from "../services/kvkk/person-data-file";


/** POST /api/kvkk/person/erase: what was erased. */
export interface ErasureDto {
  account: boolean;
  contactMessages: number;
  eventRegistrations: number;
  newsletter: boolean;
  /** A member register entry stays under its legal hold (docs/kvkk.md), without the address. */
  registerEntryKept: boolean;
}

/** GET /api/me: who is using the admin app. */
export type MeDto = SessionUser;

/**
 * Endpoints (all JSON unless said otherwise):
 * GET    /api/me                                  → MeDto
 * GET    /api/dashboard                           → DashboardDto
 * GET    /api/news?q=&sayfa=                      → Page<NewsListItem>
 * POST   /api/news            NewsInput           → 201 NewsDto
 * GET    /api/news/:id                            → NewsDto
 * PUT    /api/news/:id        NewsUpdate          → NewsDto          (409 when stale)
 * POST   /api/news/:id/duplicate                  → 201 NewsDto      (a draft copy)
 * DELETE /api/news/:id?version=N                  → { ok: true }   (to the trash: off the public site, restorable 30 days)
 * POST   /api/news/bulk   { action: publish|unpublish|trash, items: {id, version}[] } → BulkResultDto
 * GET    /api/news/trash                          → { items: TrashItem[] }
 * POST   /api/news/trash/:id/restore              → NewsDto          (back with its slug)
 * GET    /api/gallery/trash                       → { items: TrashItem[] }  (albums and images)
 * POST   /api/albums/trash/:id/restore            → AlbumDto         (back with its slug and photos)
 * POST   /api/images/trash/:id/restore            → ImageDto         (its files back at their addresses)
 * DELETE /api/albums/trash/:id, /api/images/trash/:id → { ok }        (for good: an image with its files)
 * DELETE /api/news/trash/:id                      → { ok: true }     (gone for good, with its revisions)
 * PUT    /api/news/:id/draft  NewsUpdate          → NewsDto  (a published item: kept as its pending draft, not public; 409 when stale)
 * DELETE /api/news/:id/draft?version=N            → NewsDto  (the pending draft dropped)
 * GET    /api/news/:id/revisions                  → { revisions: RevisionListItem[] }  (newest first)
 * GET    /api/news/:id/revisions/:rev             → RevisionDto
 * POST   /api/news/:id/revisions/:rev/restore { version } → Restored<NewsDto>  (saved as the newest, without
 *                             pictures in the trash or gone, which `notice` names; 409 when stale)
 * (the same for /api/events with EventInput / EventUpdate / EventDto / EventListItem)
 * GET    /api/albums                              → { albums: AlbumDto[] }
 * POST   /api/albums          { title, description? }            → 201 AlbumDto
 * PUT    /api/albums/:id      { title, description?, version }   → AlbumDto
 * POST   /api/albums/order    { ids: number[] }                  → { albums: AlbumDto[] }
 * DELETE /api/albums/:id?version=N                → { ok: true }   (its images move to "no album")
 * GET    /api/images?album=ID|none|all            → { images: ImageDto[] }
 * POST   /api/images          multipart: file, albumId?, alt?, caption?  → 201 ImageDto
 *                             (png, gif, jpeg, bmp, x-icon by their bytes; at most 20 MB: 413/415;
 *                             jpeg/png/gif become variants through the Images binding, 503 if it fails)
 * PUT    /api/images/:id      { alt, caption, albumId, version } → ImageDto
 * GET    /api/images/:id/usage                    → { uses: { kind, id, title, asCover }[] }
 * DELETE /api/images/:id?version=N[&force=1]      → { ok: true }   (409 naming the uses while texts or covers show it)
 * POST   /api/media/variants  { afterId?, limit? } → { converted, failed, lastId, remaining }   (admins)
 * GET    /api/pages/:key                          → PageDto
 * PUT    /api/pages/:key      { title, summary, body, fields, version } → PageDto
 * GET    /api/pages/:key/revisions, /revisions/:rev, POST /revisions/:rev/restore { version }  (as for news)
 * GET    /api/messages?sayfa=                     → Page<MessageDto>
 * POST   /api/messages/:id/read { read: boolean } → MessageDto
 * DELETE /api/messages/:id                        → { ok: true }
 * GET    /api/users                               → { users: UserDto[] }        (admins)
 * POST   /api/users/:id/approve | reject | disable | enable                     (admins)
 * POST   /api/users/:id/role  { role }                                          (admins)
 * POST   /api/users/:id/grant { kind: "board" | "treasurer", on }               (admins; audit-logged)
 * POST   /api/users/:id/reset-link                → ResetLinkDto                (admins; active accounts; audit-logged)
 * GET    /api/system                              → SystemDto                   (admins: the system page)
 * GET    /api/settings/notifications              → NotificationsDto            (admins)
 * PUT    /api/settings/notifications { address, applications, version } → NotificationsDto (admins; 409 when stale)
 * GET    /api/settings/byline                      → BylineDto                   (admins)
 * PUT    /api/settings/byline { showAuthor, version } → BylineDto (admins; 409 when stale; purges the cached news pages)
 * GET    /api/registrations/:eventId              → RegistrationsDto
 * PUT    /api/registrations/:eventId/settings RegistrationSettingsInput → RegistrationsDto
 * POST   /api/registrations/:eventId/:id/attendance { attended } → RegistrationDto
 * POST   /api/registrations/:eventId/message { subject, message, includeWaiting } → { queued }
 * GET    /api/registrations/:eventId/export.csv   → CSV (UTF-8 with BOM, semicolons: Turkish Excel)
 * GET    /api/newsletter                          → NewsletterDto
 * POST   /api/newsletter/issues IssueInput         → 201 IssueDto
 * PUT    /api/newsletter/issues/:id IssueInput & { version } → IssueDto  (drafts only; 409)
 * POST   /api/newsletter/issues/:id/test          → { to }   (a copy to oneself, through the mail queue)
 * GET    /api/newsletter/issues/:id/preview       → BulletinPreviewDto (the stored bulletin's mail, either form)
 * GET    /api/newsletter/issues/:id/preview.html  → that mail's HTML as a document, for the preview frame
 * POST   /api/newsletter/issues/:id/send          → IssueDto (409 when already sent)
 * GET    /api/audit?sayfa=                        → Page<AuditEntryDto>         (admins)
 * GET    /api/kvkk/retention                      → RetentionDto                (admins)
 * PUT    /api/kvkk/retention  RetentionInput      → RetentionDto                (admins; 409 when stale)
 * POST   /api/kvkk/person     { email }           → PersonDataDto               (admins; audit-logged)
 * POST   /api/kvkk/person/erase { email, confirm: true } → ErasureDto          (admins; 409 for the last admin)
 *
 * Pages: GET /admin/onizle/gundem/:id and /admin/onizle/etkinlikler/:id show a draft as the public
 * would see it once published (editors only).
 */
export { IMAGE_MAX_BYTES, IMAGE_TYPES } from "./upload-rules";

export type RegistrationStatus = (typeof eventRegistrations.$inferSelect)["status"];

/** One registration for an event; `member`: made while signed in. */
export type RegistrationDto = Json<
  Pick<typeof eventRegistrations.$inferSelect, "id" | "name" | "email" | "phone" | "status" | "createdAt" | "promotedAt" | "cancelledAt" | "attendedAt">
> & { member: boolean };

/** An event's registration settings (`capacity` null: no limit; `closesAt` null: when the event starts): the API's own schema's input. */
export type RegistrationSettingsInput = z.input<typeof registrationSettingsInput>;

export interface RegistrationsDto {
  event: { id: number; title: string; slug: string; startsAt: string; cancelled: boolean; status: PublicationStatus };
  /** null while registration has never been opened for the event. */
  settings: RegistrationSettingsInput | null;
  counts: { confirmed: number; waiting: number; cancelled: number; attended: number };
  items: RegistrationDto[];
}

/** A bulletin (GET/POST/PUT /api/newsletter/issues). */
/**
 * A bulletin: `doc` as the editor opens it (one stored as plain text before the editor, converted,
 * with `format` "text": it is sent as it was written until saved again); `recipientCount` the active
 * subscribers when sending began; `queued`, `sent`, `failed` its copies handed to the mail queue,
 * taken by the Email Service, given up; `failures` who could not be reached and why (GET
 * /issues/:id only; at most 200).
 */
export type IssueDto = Json<Pick<IssueRow, "id" | "subject" | "status" | "recipientCount" | "sentAt" | "updatedAt" | "version">> & {
  doc: RichTextJson;
  format: "lexical" | "text";
  queued: number;
  sent: number;
  failed: number;
  failures: { email: string; reason: string; at: string }[];
};

/** What the bulletin form sends: the API's own schema's input. */
export type IssueInput = WithRichText<z.input<typeof issueInput>, "doc">;

/** GET /api/newsletter/issues/:id/preview: the mail exactly as it will be sent. */
export interface BulletinPreviewDto {
  id: number;
  version: number;
  subject: string;
  html: string;
  text: string;
}

/** GET /api/newsletter: the list's size, the bulletins, and what can be picked into one. */
export interface NewsletterDto {
  subscribers: { active: number; pending: number };
  issues: Json<Awaited<ReturnType<typeof issueList>>[number]>[];
  /** Recent news and upcoming events, with what the picker inserts (src/shared/newsletter-picks.ts). */
  picks: PickedItem[];
}

/** Evrak Kayıt Defteri (src/routes/admin/documents-api.ts): one row, a year's page, the printed rows. */
export type { DocumentDto };
export interface DocumentsPageDto {
  year: number;
  /** The years that have entries, and this year: the list shows one year at a time. */
  years: number[];
  page: Page<DocumentDto>;
}
export interface DocumentsPrintDto {
  from: number;
  to: number;
  items: DocumentDto[];
}

/** The member register's import (src/routes/admin/register-import-api.ts): the dry run, and what was stored. */
/** One row's verdict: the number it gets (null while it fails) and what is wrong with it, by field. */
export interface ImportRowReport {
  line: number;
  registerNo: number | null;
  fullName: string;
  problems: { field: string; message: string }[];
  /** What importing this row charges at once (years already charged, after its paid-through year), in kuruş. */
  charged?: { year: number; amount: number }[];
}
export interface ImportCheckDto {
  rows: ImportRowReport[];
  passing: number;
  failing: number;
  /** What the import charges at once, year by year: members and total in kuruş (none when nothing). */
  charges: { year: number; members: number; amount: number }[];
}
export interface ImportDoneDto {
  imported: number;
  skipped: number;
  first: number;
  last: number;
  /** Entries and exits marked as reported to DERBİS already (the board said so, and their 45 days had passed). */
  markedReported: MarkedReported;
}
