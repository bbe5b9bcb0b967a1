/**
 * The site's content model (drizzle). `npm run db:generate` turns changes here into a SQL migration
 * in migrations/. Conventions:
 * - times are UTC instants stored as integer milliseconds (`timestamp_ms`) and shown in Europe/Istanbul;
 * - rich text is Lexical editor state JSON (validated by src/shared/richtext/schema.ts); no column holds HTML;
 * - `version` starts at 1 and grows with every save, so a stale editor cannot overwrite a newer save;
 * - `author_id`/`updated_by` will reference accounts once they exist.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex, type AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import { ATTENDANCE_MODES, type AttendanceMode } from "../shared/content-kinds/event";
import { PAGE_KEYS, type PageKey } from "../shared/content-kinds/page";
import type { SearchTerms } from "../shared/search/terms";
import { DOCUMENT_DIRECTIONS } from "../shared/registers/document-entry";
import { DUES_CATEGORIES, type DuesCategory } from "../shared/dues/categories";
import { REMINDER_STAGES } from "../shared/dues/settings";

export const publicationStatuses = ["draft", "published"] as const;
export type PublicationStatus = (typeof publicationStatuses)[number];

const now = sql`(unixepoch('subsec') * 1000)`;

/** Columns every editable record has. */
/**
 * What search engines and social cards show of a news item or an event, when the editor wants
 * something other than the defaults (the summary, the cover).
 */
const sharing = {
  seoDescription: text("seo_description").notNull().default(""),
  /**
   * No foreign key: SQLite cannot add one with ON DELETE to an existing table without rebuilding it.
   * An image that is gone simply no longer joins, and the cover is used instead.
   */
  socialImageId: integer("social_image_id"),
};

/**
 * The row's site-search terms (src/shared/search/terms.ts), made when it is saved; the triggers of
 * migrations/0015_search.sql keep the FTS5 table `search_index` in step with it. Null until the
 * cron's backfill indexes a row saved before search existed.
 */
const searched = {
  searchTerms: text("search_terms", { mode: "json" }).$type<SearchTerms>(),
};

const editable = {
  createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(now),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull().default(now),
  version: integer("version").notNull().default(1),
};

/** Columns of content that is published on a schedule: draft, or published from `publish_at` on. */
const publishable = {
  status: text("status", { enum: publicationStatuses }).notNull().default("draft"),
  /** A published item becomes visible at this instant; a future value means "scheduled". */
  publishAt: integer("publish_at", { mode: "timestamp_ms" }),
  authorId: integer("author_id"),
  /**
   * Changes to a published item saved without publishing them ("Güncelle" publishes them): the
   * same fields as a save, as JSON. The public pages keep showing the columns until then.
   */
  pendingDraft: text("pending_draft", { mode: "json" }),
  /** In the trash since this instant: gone from the public site, restorable until the cron purges it. */
  deletedAt: integer("deleted_at", { mode: "timestamp_ms" }),
};

/** The database itself refuses an unknown status, or a published item without a publish time. */
function publishableChecks(table: string, t: { status: AnySQLiteColumn; publishAt: AnySQLiteColumn }) {
  return [
    check(`${table}_status_valid`, sql`${t.status} IN ('draft', 'published')`),
    check(`${table}_published_has_time`, sql`${t.status} = 'draft' OR ${t.publishAt} IS NOT NULL`),
  ];
}

export const albums = sqliteTable(
  "albums",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    description: text("description").notNull().default(""),
    sortOrder: integer("sort_order").notNull().default(0),
    /** In the trash since this instant: gone from the public gallery, restorable with its slug and photos until the cron purges it. */
    deletedAt: integer("deleted_at", { mode: "timestamp_ms" }),
    ...searched,
    ...editable,
  },
  (t) => [uniqueIndex("albums_slug_unique").on(t.slug), index("albums_sort_idx").on(t.sortOrder, t.id), index("albums_deleted_idx").on(t.deletedAt)],
);

export const images = sqliteTable(
  "images",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /**
     * Public object key in the R2 bucket, served at /media/{key}: the re-encoded full-size copy, whose
     * WebP variants follow from the key (src/shared/media-variants.ts). Images stored before variants existed
     * keep their file's key until the backfill (src/services/media/backfill.ts) re-encodes them.
     */
    r2Key: text("r2_key").notNull(),
    /** The upload as it came, kept privately under originals/ (never served); null for files kept as they came. */
    originalKey: text("original_key"),
    /** Type of the public file at r2Key. */
    contentType: text("content_type").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    byteSize: integer("byte_size").notNull(),
    /** Turkish alternative text; required, because every image on the site is content. */
    alt: text("alt").notNull(),
    caption: text("caption").notNull().default(""),
    /** The uploaded file's name as the editor's computer called it (shown and searched in the media library). */
    fileName: text("file_name").notNull().default(""),
    /** File name, alt text and caption folded by src/shared/i18n/text.ts searchKey, for the media library's search. */
    searchKey: text("search_key").notNull().default(""),
    /** The caption's site-search terms (src/db/media-library.ts photoSearchTerms), indexed while the photo is shown in an album. */
    ...searched,
    /**
     * Uploaded from a text's editor and not (yet) chosen for anything else: once such an image is
     * used nowhere for DRAFT_UPLOAD_GRACE_DAYS (src/services/media/unused-uploads.ts), the daily cron deletes
     * it, so the uploads of drafts that were never saved do not stay forever. Choosing it for an
     * album or editing it in the media library keeps it for good.
     */
    draftUpload: integer("draft_upload", { mode: "boolean" }).notNull().default(false),
    albumId: integer("album_id").references(() => albums.id, { onDelete: "set null" }),
    sortOrder: integer("sort_order").notNull().default(0),
    uploadedBy: integer("uploaded_by"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(now),
    version: integer("version").notNull().default(1),
    /**
     * In the trash since this instant: its files are moved under trash/ in R2 (so /media answers
     * 404 for them), restorable until the cron removes the row and the files for good.
     */
    deletedAt: integer("deleted_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    uniqueIndex("images_r2_key_unique").on(t.r2Key),
    index("images_deleted_idx").on(t.deletedAt),
    index("images_album_idx").on(t.albumId, t.sortOrder, t.id),
    index("images_recent_idx").on(t.createdAt),
    index("images_draft_upload_idx").on(t.draftUpload, t.createdAt),
    check("images_size_positive", sql`${t.width} > 0 AND ${t.height} > 0 AND ${t.byteSize} > 0`),
  ],
);

export const news = sqliteTable(
  "news",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    summary: text("summary").notNull().default(""),
    body: text("body", { mode: "json" }).notNull(),
    coverImageId: integer("cover_image_id").references(() => images.id, { onDelete: "set null" }),
    ...sharing,
    /** Title and summary folded by src/shared/i18n/text.ts searchKey, so "istanbul" finds "İstanbul". */
    searchKey: text("search_key").notNull().default(""),
    ...searched,
    ...publishable,
    ...editable,
  },
  (t) => [
    uniqueIndex("news_slug_unique").on(t.slug),
    ...publishableChecks("news", t),
    // Public lists: published items by publish time.
    index("news_public_idx").on(t.status, t.publishAt),
    index("news_updated_idx").on(t.updatedAt),
    index("news_deleted_idx").on(t.deletedAt),
  ],
);

/** In person, online or both: the event declaration's (src/shared/content-kinds/event.ts). */
export const attendanceModes = ATTENDANCE_MODES;
export type { AttendanceMode };

export const events = sqliteTable(
  "events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    summary: text("summary").notNull().default(""),
    body: text("body", { mode: "json" }).notNull(),
    startsAt: integer("starts_at", { mode: "timestamp_ms" }).notNull(),
    endsAt: integer("ends_at", { mode: "timestamp_ms" }),
    allDay: integer("all_day", { mode: "boolean" }).notNull().default(false),
    locationName: text("location_name"),
    locationAddress: text("location_address"),
    /** "Konum notu": how to find the room once there ("Kapıdan girince sağdaki salon"). */
    locationNote: text("location_note"),
    onlineUrl: text("online_url"),
    /**
     * In person (yerinde), online (çevrim içi) or both (karma). Checked by the admin API's schema
     * (a CHECK here would make SQLite rebuild the events table).
     */
    attendanceMode: text("attendance_mode", { enum: attendanceModes }).notNull().default("yerinde"),
    /** Whether the join address is shown on the public page, or sent only to registrants. */
    onlineUrlPublic: integer("online_url_public", { mode: "boolean" }).notNull().default(true),
    /** The event was called off: it stays listed, marked cancelled, and takes no registrations. */
    cancelled: integer("cancelled", { mode: "boolean" }).notNull().default(false),
    /**
     * When the registrants were told of the cancellation (src/services/events/cancellation.ts): set in the
     * statement that checks it was unset, so they are told once however often the event is saved;
     * cleared when the event is published un-cancelled, so a new cancellation is told again.
     */
    cancellationMailedAt: integer("cancellation_mailed_at", { mode: "timestamp_ms" }),
    coverImageId: integer("cover_image_id").references(() => images.id, { onDelete: "set null" }),
    ...sharing,
    /** See news.searchKey. */
    searchKey: text("search_key").notNull().default(""),
    ...searched,
    ...publishable,
    ...editable,
  },
  (t) => [
    uniqueIndex("events_slug_unique").on(t.slug),
    ...publishableChecks("events", t),
    // Public lists: published events by start time (upcoming ascending, past descending).
    index("events_public_idx").on(t.status, t.startsAt),
    index("events_updated_idx").on(t.updatedAt),
    index("events_deleted_idx").on(t.deletedAt),
    check("events_end_after_start", sql`${t.endsAt} IS NULL OR ${t.endsAt} >= ${t.startsAt}`),
  ],
);

export const slugKinds = ["gundem", "etkinlik"] as const;

/** Slugs an item used to have, so old addresses keep working (301 to the current one). */
export const slugHistory = sqliteTable(
  "slug_history",
  {
    kind: text("kind", { enum: slugKinds }).notNull(),
    slug: text("slug").notNull(),
    targetId: integer("target_id").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(now),
  },
  (t) => [uniqueIndex("slug_history_pk").on(t.kind, t.slug), index("slug_history_target_idx").on(t.kind, t.targetId)],
);

/** The editable pages: the shared declaration's (src/shared/content-kinds/page.ts). */
export const pageKeys = PAGE_KEYS;
export type { PageKey };

/**
 * Pages with editable text. `fields` holds the page's structured fields as JSON, validated per page
 * by their declaration, src/shared/content-kinds/page.ts (home: hero and call to action; contact: address, phone, e-mail, map, hours).
 * A page with a default in code (kvkk: the privacy notice) may have no row until it is first saved.
 */
export const pages = sqliteTable("pages", {
  key: text("key", { enum: pageKeys }).primaryKey(),
  title: text("title").notNull(),
  summary: text("summary").notNull().default(""),
  body: text("body", { mode: "json" }).notNull(),
  fields: text("fields", { mode: "json" }).notNull(),
  updatedBy: integer("updated_by"),
  ...searched,
  ...editable,
});

export const contactMessages = sqliteTable(
  "contact_messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    /** Keyed hash of the sender's IP (never the IP itself), for rate limiting and abuse reports. */
    ipHash: text("ip_hash").notNull(),
    /** Name, e-mail, subject and message folded by src/shared/i18n/text.ts searchKey, for "Ara" in Mesajlar. */
    searchKey: text("search_key").notNull().default(""),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(now),
    readAt: integer("read_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    index("contact_inbox_idx").on(t.readAt, t.createdAt),
    index("contact_created_idx").on(t.createdAt),
    index("contact_ip_idx").on(t.ipHash, t.createdAt),
  ],
);

/** Which one-time data steps (demo content) have run, so they never run twice. */
export const seedRuns = sqliteTable("seed_runs", {
  name: text("name").primaryKey(),
  appliedAt: integer("applied_at", { mode: "timestamp_ms" }).notNull().default(now),
});

export const roles = ["admin", "editor", "member"] as const;
export type Role = (typeof roles)[number];
export const accountStatuses = ["pending", "active", "disabled"] as const;
export type AccountStatus = (typeof accountStatuses)[number];

/**
 * Accounts. Anyone may register; only an administrator's approval makes a pending account active,
 * except the very first account, which sets the site up as its administrator.
 */
export const users = sqliteTable(
  "users",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** Trimmed and lower-cased (without Turkish rules: e-mail addresses are not Turkish text). */
    email: text("email").notNull(),
    name: text("name").notNull(),
    /** `scrypt$N=…,r=…,p=…$salt$hash`: the algorithm and its parameters travel with each hash. */
    passwordHash: text("password_hash").notNull(),
    role: text("role", { enum: roles }).notNull().default("member"),
    status: text("status", { enum: accountStatuses }).notNull().default("pending"),
    /**
     * When the owner proved the address is theirs (the link mailed at registration); null until then.
     * A pending account reaches the approval queue only once this is set; unconfirmed ones are removed
     * by the daily cron after a few days (src/services/kvkk/retention.ts).
     */
    emailConfirmedAt: integer("email_confirmed_at", { mode: "timestamp_ms" }),
    /** From the membership application ("Üyelik başvurusu"); null for accounts made before it asked. */
    phone: text("phone"),
    neighbourhood: text("neighbourhood"),
    /** "Neden üye olmak istiyorsunuz?" */
    applicationReason: text("application_reason"),
    ...editable,
  },
  (t) => [
    uniqueIndex("users_email_unique").on(t.email),
    index("users_status_idx").on(t.status, t.role),
    check("users_role_valid", sql`${t.role} IN ('admin', 'editor', 'member')`),
    check("users_status_valid", sql`${t.status} IN ('pending', 'active', 'disabled')`),
  ],
);

/** Signed-in sessions. The id is the SHA-256 of the token in the visitor's cookie, never the token. */
export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    /** Sliding: moved forward (at most once an hour) while the session is used. */
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    /** Fixed at creation: no session lives longer than this, however active. */
    absoluteExpiresAt: integer("absolute_expires_at", { mode: "timestamp_ms" }).notNull(),
    renewedAt: integer("renewed_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expiry_idx").on(t.expiresAt)],
);

/** What a one-time link is for. */
export const tokenPurposes = ["password-reset", "email-confirm", "email-change"] as const;
export type TokenPurpose = (typeof tokenPurposes)[number];

/**
 * One-time links sent by e-mail (password reset). The id is the SHA-256 of the token in the link,
 * never the token; a link works once, until it expires, and only while it is the account's newest.
 */
export const oneTimeTokens = sqliteTable(
  "one_time_tokens",
  {
    id: text("id").primaryKey(),
    purpose: text("purpose", { enum: tokenPurposes }).notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
    /** What the link carries besides its owner: the new address of an "email-change". */
    payload: text("payload"),
  },
  (t) => [
    index("one_time_tokens_user_idx").on(t.userId, t.purpose),
    check("one_time_tokens_purpose_valid", sql`${t.purpose} IN ('password-reset', 'email-confirm', 'email-change')`),
  ],
);

/**
 * Form submissions already stored (contact, event registration, application, bulletin), so that a
 * repeat of the same submission stores nothing more. The id is the SHA-256 of the form's one-time
 * token together with what was submitted, never the token itself (src/routes/pages/parts/form-token.tsx);
 * the daily run forgets rows after a day.
 */
export const formTokens = sqliteTable(
  "form_tokens",
  {
    id: text("id").primaryKey(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("form_tokens_used_idx").on(t.usedAt)],
);

/**
 * Failed sign-ins per client (keyed hash of the IP, or of its /64 network for IPv6), so the limit
 * holds across isolates and data centres.
 */
export const loginThrottle = sqliteTable("login_throttle", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull(),
  windowStart: integer("window_start", { mode: "timestamp_ms" }).notNull(),
  blockedUntil: integer("blocked_until", { mode: "timestamp_ms" }),
});

/** Who changed what, and when: every change made in the admin area, readable by administrators. */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    at: integer("at", { mode: "timestamp_ms" }).notNull().default(now),
    /** The account that acted (kept as a number so the entry outlives the account). */
    actorId: integer("actor_id"),
    /** The actor's name at the time, for the same reason. */
    actorName: text("actor_name").notNull(),
    action: text("action").notNull(),
    target: text("target").notNull(),
    summary: text("summary").notNull(),
  },
  (t) => [index("audit_at_idx").on(t.at), index("audit_target_idx").on(t.target)],
);

/**
 * Settings an administrator changes in the admin area, one JSON value per key, validated by the
 * module that owns the key (retention periods: src/services/kvkk/retention-settings.ts). A key without a row
 * means "the defaults in code".
 */
export const settings = sqliteTable("settings", {
  key: text("key").primaryKey(),
  value: text("value", { mode: "json" }).notNull(),
  updatedBy: integer("updated_by"),
  ...editable,
});

export const revisionReasons = ["create", "save", "draft", "restore"] as const;
export type RevisionReason = (typeof revisionReasons)[number];

/**
 * Every save of a news item, an event or a page text, as it was saved: who, when, and the fields with
 * the rich text (JSON, the shape the item's save takes). Restoring one saves it again as a new
 * revision; the cron keeps the newest REVISIONS_KEPT per item and drops those of purged items.
 */
export const revisions = sqliteTable(
  "revisions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** "news:12", "event:3", "page:about": the audit log's names for the item. */
    target: text("target").notNull(),
    /** The item's version this save made. */
    version: integer("version").notNull(),
    reason: text("reason", { enum: revisionReasons }).notNull(),
    actorId: integer("actor_id"),
    actorName: text("actor_name").notNull(),
    at: integer("at", { mode: "timestamp_ms" }).notNull().default(now),
    data: text("data", { mode: "json" }).notNull(),
  },
  (t) => [index("revisions_target_idx").on(t.target, t.id)],
);

export const registrationAudiences = ["members", "anyone"] as const;
export type RegistrationAudience = (typeof registrationAudiences)[number];

/**
 * Registration for an event, opened by an editor: one row per event (no row: no registration).
 * Kept apart from the event's own versioned record, so opening or closing registration never
 * collides with someone editing the event's text.
 */
export const eventRegistrationSettings = sqliteTable(
  "event_registration_settings",
  {
    eventId: integer("event_id")
      .primaryKey()
      .references(() => events.id, { onDelete: "cascade" }),
    open: integer("open", { mode: "boolean" }).notNull().default(true),
    /** Places; null means no limit. 0 means every registration goes to the waiting list. */
    capacity: integer("capacity"),
    /** Registration closes at this instant (null: when the event starts). */
    closesAt: integer("closes_at", { mode: "timestamp_ms" }),
    audience: text("audience", { enum: registrationAudiences }).notNull().default("anyone"),
    updatedBy: integer("updated_by"),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull().default(now),
  },
  (t) => [
    check("event_registration_capacity_valid", sql`${t.capacity} IS NULL OR ${t.capacity} >= 0`),
    check("event_registration_audience_valid", sql`${t.audience} IN ('members', 'anyone')`),
  ],
);

export const registrationStatuses = ["confirmed", "waiting", "cancelled"] as const;
export type RegistrationStatus = (typeof registrationStatuses)[number];

/**
 * People registered for an event (or waiting for a place). The cancellation link's token is never
 * stored, only its SHA-256; it works while the registration stands and the event has not begun.
 * One address holds at most one standing registration per event (the partial unique index), so a
 * second registration with the same address is recognised by the database itself.
 */
export const eventRegistrations = sqliteTable(
  "event_registrations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    /** The member who registered while signed in (null for visitors, and once the account is deleted). */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    /** Trimmed and lower-cased, like account addresses. */
    email: text("email").notNull(),
    phone: text("phone"),
    status: text("status", { enum: registrationStatuses }).notNull(),
    cancelTokenHash: text("cancel_token_hash").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    /** When a person on the waiting list got a place. */
    promotedAt: integer("promoted_at", { mode: "timestamp_ms" }),
    cancelledAt: integer("cancelled_at", { mode: "timestamp_ms" }),
    attendedAt: integer("attended_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    uniqueIndex("event_registrations_standing_unique").on(t.eventId, t.email).where(sql`status <> 'cancelled'`),
    uniqueIndex("event_registrations_token_unique").on(t.cancelTokenHash),
    index("event_registrations_event_idx").on(t.eventId, t.status, t.createdAt),
    index("event_registrations_user_idx").on(t.userId),
    index("event_registrations_email_idx").on(t.email),
    check("event_registrations_status_valid", sql`${t.status} IN ('confirmed', 'waiting', 'cancelled')`),
  ],
);

export const subscriberStatuses = ["pending", "active"] as const;
export type SubscriberStatus = (typeof subscriberStatuses)[number];

/**
 * The newsletter ("Bülten") list. An address joins as `pending` and becomes `active` only through
 * the link in its confirmation mail (double opt-in); the link's token is stored as its SHA-256.
 * Unsubscribing deletes the row; an unconfirmed row goes once its link has expired (retention).
 */
export const newsletterSubscribers = sqliteTable(
  "newsletter_subscribers",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** Trimmed and lower-cased. */
    email: text("email").notNull(),
    status: text("status", { enum: subscriberStatuses }).notNull().default("pending"),
    confirmTokenHash: text("confirm_token_hash"),
    confirmExpiresAt: integer("confirm_expires_at", { mode: "timestamp_ms" }),
    /** When the visitor ticked the consent box and sent the form. */
    consentedAt: integer("consented_at", { mode: "timestamp_ms" }).notNull(),
    confirmedAt: integer("confirmed_at", { mode: "timestamp_ms" }),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(now),
  },
  (t) => [
    uniqueIndex("newsletter_subscribers_email_unique").on(t.email),
    uniqueIndex("newsletter_subscribers_confirm_unique").on(t.confirmTokenHash),
    index("newsletter_subscribers_status_idx").on(t.status, t.id),
    check("newsletter_subscribers_status_valid", sql`${t.status} IN ('pending', 'active')`),
  ],
);

export const issueStatuses = ["draft", "sending", "sent"] as const;
export type IssueStatus = (typeof issueStatuses)[number];

/** A bulletin an editor composes in the admin area and sends to the active list once. */
export const newsletterIssues = sqliteTable(
  "newsletter_issues",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    subject: text("subject").notNull(),
    body: text("body", { mode: "json" }).notNull(),
    status: text("status", { enum: issueStatuses }).notNull().default("draft"),
    /** How many addresses the sending was planned for (the active list when "Gönder" was pressed). */
    recipientCount: integer("recipient_count").notNull().default(0),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
    createdBy: integer("created_by"),
    ...editable,
  },
  (t) => [check("newsletter_issues_status_valid", sql`${t.status} IN ('draft', 'sending', 'sent')`)],
);

/**
 * One row per bulletin and recipient, written when the sending starts. The queue's consumer claims
 * a row (sets `queued_at`) in the same statement that checks it is still unclaimed, and only
 * claimed rows are mailed, so a retried batch never mails anyone twice. The claim stores the
 * SHA-256 of the unsubscribe token in that recipient's copy (List-Unsubscribe, RFC 8058).
 */
export const newsletterDeliveries = sqliteTable(
  "newsletter_deliveries",
  {
    issueId: integer("issue_id")
      .notNull()
      .references(() => newsletterIssues.id, { onDelete: "cascade" }),
    subscriberId: integer("subscriber_id")
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: "cascade" }),
    unsubscribeTokenHash: text("unsubscribe_token_hash"),
    /** When this recipient's copy was handed to the mail queue (null: not yet). */
    queuedAt: integer("queued_at", { mode: "timestamp_ms" }),
    /** When the Email Service took the copy: a redelivered queue message finds it set and sends nothing. */
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
    /** When the Email Service refused the copy for good (a bad address, say), with its reason for the admin. */
    failedAt: integer("failed_at", { mode: "timestamp_ms" }),
    failure: text("failure"),
  },
  (t) => [
    uniqueIndex("newsletter_deliveries_pk").on(t.issueId, t.subscriberId),
    uniqueIndex("newsletter_deliveries_token_unique").on(t.unsubscribeTokenHash),
    index("newsletter_deliveries_pending_idx").on(t.issueId, t.queuedAt),
  ],
);

export const backupRunStatuses = ["running", "done", "failed", "pruned"] as const;
export type BackupRunStatus = (typeof backupRunStatuses)[number];

/**
 * Each run of the scheduled export of D1 to R2 (src/services/backup/), as the system page and the
 * next run read it: "running" until the snapshot is complete in R2, then "done" (or "failed" with
 * the reason); "pruned" once the snapshot fell out of the last N kept and its objects were deleted.
 */
export const backupRuns = sqliteTable(
  "backup_runs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    status: text("status", { enum: backupRunStatuses }).notNull().default("running"),
    startedAt: integer("started_at", { mode: "timestamp_ms" }).notNull(),
    finishedAt: integer("finished_at", { mode: "timestamp_ms" }),
    /** The snapshot's R2 key (its manifest sits beside it, the same key ending in .json). */
    objectKey: text("object_key").notNull(),
    /** The last migration applied when the snapshot was taken: the schema it can be restored into. */
    schemaVersion: text("schema_version"),
    tableCount: integer("table_count"),
    rowCount: integer("row_count"),
    /** Compressed size in R2. */
    bytes: integer("bytes"),
    /** Why a run failed, as the exception said it (no personal data: table names and R2/D1 errors). */
    error: text("error"),
  },
  (t) => [index("backup_runs_status_idx").on(t.status, t.startedAt)],
);
/**
 * Duties an account holds beside its role (docs/registers.md). Kept apart from `users.role` so the
 * users table, which others reference with ON DELETE CASCADE, is never rebuilt: a board member is
 * usually a plain member who also sits on the board. "treasurer" is reserved for the dues records.
 */
export const grantKinds = ["board", "treasurer"] as const;
export type GrantKind = (typeof grantKinds)[number];

export const userGrants = sqliteTable(
  "user_grants",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: grantKinds }).notNull(),
    grantedAt: integer("granted_at", { mode: "timestamp_ms" }).notNull().default(now),
  },
  (t) => [uniqueIndex("user_grants_pk").on(t.userId, t.kind), check("user_grants_kind_valid", sql`${t.kind} IN ('board', 'treasurer')`)],
);

/** Board meetings (Karar Defteri, communiqué 2007/2 art. 5): the date and who of the board attended. */
export const boardMeetings = sqliteTable("board_meetings", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  /** `YYYY-MM-DD`, the meeting's calendar day in Turkey. */
  heldOn: text("held_on").notNull(),
  createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(now),
});

/** Attendees are board members; the name is kept as written, so the record outlives the account. */
export const boardMeetingAttendees = sqliteTable(
  "board_meeting_attendees",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    meetingId: integer("meeting_id")
      .notNull()
      .references(() => boardMeetings.id),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
  },
  (t) => [index("board_meeting_attendees_meeting_idx").on(t.meetingId)],
);

export const decisionKinds = ["general", "acceptance", "rejection", "expulsion", "resignation"] as const;
export type DecisionKind = (typeof decisionKinds)[number];

/**
 * Board decisions, numbered from 1 in each year (`2026/14`). A recorded decision is never changed:
 * a correction is a new decision whose `corrects_id` points at the struck one, with its reason;
 * the struck one stays, legible. Numbers are assigned by the INSERT itself (src/db/decisions.ts).
 */
export const boardDecisions = sqliteTable(
  "board_decisions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    meetingId: integer("meeting_id")
      .notNull()
      .references(() => boardMeetings.id),
    year: integer("year").notNull(),
    number: integer("number").notNull(),
    /** `YYYY-MM-DD`; its year is the number's year. */
    decidedOn: text("decided_on").notNull(),
    kind: text("kind", { enum: decisionKinds }).notNull().default("general"),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    correctsId: integer("corrects_id").references((): AnySQLiteColumn => boardDecisions.id),
    correctionReason: text("correction_reason"),
    /** The membership application (a pending account) an acceptance or rejection answers. */
    applicantId: integer("applicant_id").references(() => users.id, { onDelete: "set null" }),
    /** The applicant's name as it was when decided: a rejection removes the account, the book keeps whom it answered. */
    applicantName: text("applicant_name"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(now),
    createdById: integer("created_by_id"),
    createdByName: text("created_by_name").notNull(),
  },
  (t) => [
    uniqueIndex("board_decisions_number_unique").on(t.year, t.number),
    uniqueIndex("board_decisions_corrects_unique").on(t.correctsId).where(sql`corrects_id IS NOT NULL`),
    index("board_decisions_meeting_idx").on(t.meetingId),
    check("board_decisions_year_matches", sql`${t.year} = CAST(substr(${t.decidedOn}, 1, 4) AS integer)`),
    check("board_decisions_kind_valid", sql`${t.kind} IN ('general', 'acceptance', 'rejection', 'expulsion', 'resignation')`),
  ],
);

export const genders = ["female", "male"] as const;
export type Gender = (typeof genders)[number];
export const exitKinds = ["resignation", "expulsion", "death", "lapse"] as const;
export type ExitKind = (typeof exitKinds)[number];

/**
 * The member register (Üye Kayıt Defteri, communiqué 2006/1 art. 5; docs/registers.md names the
 * source of each column). `register_no` follows the order of acceptance and is never changed. The
 * identity number is stored only AES-GCM encrypted (`identity_cipher`) and as an HMAC
 * (`identity_hash`, for uniqueness and lookup); `identity_tail` keeps the digits a masked list shows.
 */
export const memberRegister = sqliteTable(
  "member_register",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    registerNo: integer("register_no").notNull(),
    fullName: text("full_name").notNull(),
    /** `tc` for a T.C. kimlik no; `foreign` for another country's citizen number (2006/1 art. 5). */
    identityKind: text("identity_kind", { enum: ["tc", "foreign"] }).notNull().default("tc"),
    identityCipher: text("identity_cipher").notNull(),
    identityHash: text("identity_hash").notNull(),
    /** First 3 and last 2 digits, e.g. `123******45`: what every list shows. */
    identityMasked: text("identity_masked").notNull(),
    /** Key version the cipher and hash were made with (rotation, docs/registers.md). */
    keyVersion: integer("key_version").notNull().default(1),
    nationality: text("nationality").notNull(),
    motherName: text("mother_name").notNull(),
    fatherName: text("father_name"),
    gender: text("gender", { enum: genders }).notNull(),
    occupation: text("occupation"),
    education: text("education"),
    address: text("address"),
    email: text("email"),
    /** The member's site account, if any (their own entry on /hesabim). */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    acceptedOn: text("accepted_on").notNull(),
    /** As written in the decision book, `2026/14`; linked when the decision is in the site. */
    acceptanceDecisionNo: text("acceptance_decision_no").notNull(),
    acceptanceDecisionId: integer("acceptance_decision_id").references(() => boardDecisions.id),
    exitedOn: text("exited_on"),
    exitKind: text("exit_kind", { enum: exitKinds }),
    exitDecisionNo: text("exit_decision_no"),
    exitDecisionId: integer("exit_decision_id").references(() => boardDecisions.id),
    exitReason: text("exit_reason"),
    /** DERBİS (Associations Law art. 23): when the board marked the entry and the exit as reported. */
    entryReportedAt: integer("entry_reported_at", { mode: "timestamp_ms" }),
    exitReportedAt: integer("exit_reported_at", { mode: "timestamp_ms" }),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(now),
  },
  (t) => [
    uniqueIndex("member_register_no_unique").on(t.registerNo),
    uniqueIndex("member_register_identity_unique").on(t.identityHash),
    index("member_register_user_idx").on(t.userId),
    // One site account per entry and one entry per account: "Üyelik kaydım" shows exactly one.
    uniqueIndex("member_register_user_unique").on(t.userId).where(sql`user_id IS NOT NULL`),
    index("member_register_accepted_idx").on(t.acceptedOn),
    check("member_register_exit_after_entry", sql`${t.exitedOn} IS NULL OR ${t.exitedOn} >= ${t.acceptedOn}`),
    check("member_register_exit_complete", sql`(${t.exitedOn} IS NULL) = (${t.exitKind} IS NULL)`),
    check("member_register_gender_valid", sql`${t.gender} IN ('female', 'male')`),
    check("member_register_identity_kind_valid", sql`${t.identityKind} IN ('tc', 'foreign')`),
  ],
);

/** Membership applications already mailed to the board as overdue (older than 20 days), so once only. */
export const applicationReminders = sqliteTable("application_reminders", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  sentAt: integer("sent_at", { mode: "timestamp_ms" }).notNull(),
});

/**
 * The document register (Evrak Kayıt Defteri; Dernekler Yönetmeliği's books article and communiqué
 * 2007/2, docs/registers.md names each column's source): documents in and out, numbered from 1 in
 * each year, one sequence for both directions as in the one book. An entry is never changed: a
 * correction is a new row with the same year and number whose `corrects_id` points at the struck
 * one, which stays, legible. Numbers are assigned by the INSERT itself (src/db/documents.ts).
 */
export const documentRegister = sqliteTable(
  "document_register",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    year: integer("year").notNull(),
    number: integer("number").notNull(),
    direction: text("direction", { enum: DOCUMENT_DIRECTIONS }).notNull(),
    /** `YYYY-MM-DD`: the day it came in or went out; its year is the number's year. */
    recordedOn: text("recorded_on").notNull(),
    /** The date and the number written on the document itself, when it has them. */
    documentDate: text("document_date"),
    documentRef: text("document_ref").notNull().default(""),
    /** Whom it came from (incoming) or went to (outgoing). */
    counterparty: text("counterparty").notNull(),
    subject: text("subject").notNull(),
    note: text("note").notNull().default(""),
    /** The scan in R2, under DOCUMENTS_PREFIX: never served by /media, only by the board's API. */
    fileKey: text("file_key"),
    fileType: text("file_type"),
    fileSize: integer("file_size"),
    fileName: text("file_name"),
    correctsId: integer("corrects_id").references((): AnySQLiteColumn => documentRegister.id),
    correctionReason: text("correction_reason"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(now),
    createdById: integer("created_by_id"),
    createdByName: text("created_by_name").notNull(),
  },
  (t) => [
    // One original per number; its corrections share the number, each correcting one row once.
    uniqueIndex("document_register_number_unique").on(t.year, t.number).where(sql`corrects_id IS NULL`),
    uniqueIndex("document_register_corrects_unique").on(t.correctsId).where(sql`corrects_id IS NOT NULL`),
    index("document_register_year_number_idx").on(t.year, t.number, t.id),
    check("document_register_year_matches", sql`${t.year} = CAST(substr(${t.recordedOn}, 1, 4) AS integer)`),
    check("document_register_direction_valid", sql`${t.direction} IN ('incoming', 'outgoing')`),
    check("document_register_correction_reason", sql`(${t.correctsId} IS NULL) = (${t.correctionReason} IS NULL)`),
  ],
);

/*
 * Dues and the cash book (docs/dues.md). Every amount is an integer of kuruş (src/shared/money.ts).
 * Nothing here is edited or deleted once written: a correction is a new row that reverses an old one
 * (`reverses_id`), so every total is the plain sum of its rows.
 */

const duesCategoryList = sql.raw(DUES_CATEGORIES.map((category) => `'${category}'`).join(", "));

/** Who wrote a row, kept as written so the books outlive the account. */
const writtenBy = {
  createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(now),
  createdById: integer("created_by_id"),
  createdByName: text("created_by_name").notNull(),
};

/** A year's dues schedule: when dues fall due, the entry fee, pro rata or not, and when the year was charged. */
export const duesSchedules = sqliteTable("dues_schedules", {
  year: integer("year").primaryKey(),
  /** `YYYY-MM-DD`: the day the annual due is owed. */
  dueOn: text("due_on").notNull(),
  /** Giriş aidatı, charged once to a member accepted in this year; 0 for none. */
  entryFee: integer("entry_fee").notNull().default(0),
  /** A member accepted mid-year owes the months from their acceptance's month on (12ths, rounded down to the kuruş). */
  proRata: integer("pro_rata", { mode: "boolean" }).notNull().default(false),
  /** Set once, by the charge (src/db/dues.ts); from then on members accepted in this year are charged as they join. */
  chargedAt: integer("charged_at", { mode: "timestamp_ms" }),
  version: integer("version").notNull().default(1),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull().default(now),
});

/** What each member category owes in a year; an exempt category is charged nothing. */
export const duesRates = sqliteTable(
  "dues_rates",
  {
    year: integer("year")
      .notNull()
      .references(() => duesSchedules.year),
    category: text("category").$type<DuesCategory>().notNull(),
    amount: integer("amount").notNull(),
    exempt: integer("exempt", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [
    uniqueIndex("dues_rates_pk").on(t.year, t.category),
    check("dues_rates_amount_valid", sql`${t.amount} >= 0`),
    check("dues_rates_category_valid", sql`${t.category} IN (${duesCategoryList})`),
  ],
);

/** A register entry's dues category; an entry without a row is an "asil" (full) member. */
export const memberDuesCategories = sqliteTable(
  "member_dues_categories",
  {
    registerId: integer("register_id")
      .primaryKey()
      .references(() => memberRegister.id),
    category: text("category").$type<DuesCategory>().notNull(),
  },
  (t) => [check("member_dues_categories_valid", sql`${t.category} IN (${duesCategoryList})`)],
);

/**
 * Through which year a member brought in by the register import had paid before the site kept the
 * dues (docs/dues.md): no due is charged to them for that year or any before it.
 */
export const memberDuesPaidThrough = sqliteTable("member_dues_paid_through", {
  registerId: integer("register_id")
    .primaryKey()
    .references(() => memberRegister.id),
  year: integer("year").notNull(),
});

export const dueKinds = ["annual", "entry"] as const;
export type DueKind = (typeof dueKinds)[number];

/** One due of one register entry: a year's annual due or its entry fee, charged exactly once. */
export const dues = sqliteTable(
  "dues",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    registerId: integer("register_id")
      .notNull()
      .references(() => memberRegister.id),
    year: integer("year").notNull(),
    kind: text("kind", { enum: dueKinds }).notNull(),
    amount: integer("amount").notNull(),
    dueOn: text("due_on").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(now),
  },
  (t) => [
    uniqueIndex("dues_once").on(t.registerId, t.year, t.kind),
    index("dues_year_idx").on(t.year),
    // Covers the dashboard's per-member sums (src/db/dues-status.ts) without reading the rows.
    index("dues_standing_idx").on(t.registerId, t.dueOn, t.amount),
    check("dues_amount_valid", sql`${t.amount} > 0`),
    check("dues_kind_valid", sql`${t.kind} IN ('annual', 'entry')`),
  ],
);

export const paymentMethods = ["cash", "bank"] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/**
 * Money a member paid. A payment settles the member's oldest dues first; what is left over is a
 * credit the treasurer sees (the member's balance). A reversal is a new row with the negated amount
 * and `reverses_id`; the paper receipt's serial (alındı belgesi) is unique among payments, except
 * that a cash payment reversed (written to the wrong member) is recorded again under its paper's
 * serial: that row's `corrects_id` names the reversed payment, once.
 */
export const payments = sqliteTable(
  "payments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** Chosen by the form that records it: a retried or doubled submission is stored once. */
    token: text("token").notNull(),
    registerId: integer("register_id")
      .notNull()
      .references(() => memberRegister.id),
    paidOn: text("paid_on").notNull(),
    amount: integer("amount").notNull(),
    method: text("method", { enum: paymentMethods }).notNull(),
    receiptSerial: text("receipt_serial"),
    bankReference: text("bank_reference"),
    bankLineId: integer("bank_line_id"),
    reversesId: integer("reverses_id"),
    /** The reversed payment this one records again under the same receipt serial (src/db/payments.ts). */
    correctsId: integer("corrects_id"),
    note: text("note").notNull().default(""),
    ...writtenBy,
  },
  (t) => [
    uniqueIndex("payments_token_unique").on(t.token),
    uniqueIndex("payments_receipt_unique").on(t.receiptSerial).where(sql`receipt_serial IS NOT NULL AND reverses_id IS NULL AND corrects_id IS NULL`),
    uniqueIndex("payments_corrects_unique").on(t.correctsId).where(sql`corrects_id IS NOT NULL`),
    index("payments_bank_line_idx").on(t.bankLineId),
    uniqueIndex("payments_reverses_unique").on(t.reversesId).where(sql`reverses_id IS NOT NULL`),
    // Covers the per-member sums of the dashboard (src/db/dues-status.ts) and a member's payments.
    index("payments_standing_idx").on(t.registerId, t.amount),
    index("payments_paid_on_idx").on(t.paidOn),
    check("payments_method_valid", sql`${t.method} IN ('cash', 'bank')`),
    check("payments_amount_sign", sql`(${t.reversesId} IS NULL AND ${t.amount} > 0) OR (${t.reversesId} IS NOT NULL AND ${t.amount} < 0)`),
    check("payments_cash_has_receipt", sql`${t.reversesId} IS NOT NULL OR ${t.method} <> 'cash' OR ${t.receiptSerial} IS NOT NULL`),
  ],
);

/**
 * The claim of each dues reminder (docs/dues.md): one row per register entry, dues year and stage,
 * written in the batch that records the reminder's mail, so no member hears one stage of one year twice.
 */
export const duesReminders = sqliteTable(
  "dues_reminders",
  {
    registerId: integer("register_id")
      .notNull()
      .references(() => memberRegister.id),
    year: integer("year").notNull(),
    stage: text("stage", { enum: REMINDER_STAGES }).notNull(),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [uniqueIndex("dues_reminders_once").on(t.registerId, t.year, t.stage), check("dues_reminders_stage_valid", sql`${t.stage} IN ('before', 'due', 'late30', 'late90')`)],
);

export const cashDirections = ["income", "expense"] as const;
export type CashDirection = (typeof cashDirections)[number];

/** The cash book's categories (an editable list); `derbis_line` places each in the yearly declaration's summary. */
export const cashCategories = sqliteTable(
  "cash_categories",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    direction: text("direction", { enum: cashDirections }).notNull(),
    name: text("name").notNull(),
    derbisLine: text("derbis_line").notNull(),
    /** Kept for the entries that used it; offered no more. */
    archived: integer("archived", { mode: "boolean" }).notNull().default(false),
    /** Dues payments post here (one income category has it). */
    systemKey: text("system_key"),
  },
  (t) => [
    uniqueIndex("cash_categories_name_unique").on(t.direction, t.name),
    uniqueIndex("cash_categories_system_unique").on(t.systemKey).where(sql`system_key IS NOT NULL`),
    check("cash_categories_direction_valid", sql`${t.direction} IN ('income', 'expense')`),
  ],
);

/**
 * The İşletme Hesabı Defteri: income and expense, each with its date, category, description and
 * amount; a dues payment posts here in the same batch that records it (`payment_id`). A correction
 * reverses an entry (negated amount, `reverses_id`); the scanned document lives in R2 under the
 * private prefix and is served only to those who keep the books.
 */
export const cashEntries = sqliteTable(
  "cash_entries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    token: text("token").notNull(),
    entryDate: text("entry_date").notNull(),
    direction: text("direction", { enum: cashDirections }).notNull(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => cashCategories.id),
    description: text("description").notNull(),
    amount: integer("amount").notNull(),
    documentKey: text("document_key"),
    /** The document's kind and number as the book shows it ("Fatura 2026/118"); a dues posting shows its payment's receipt serial or bank reference instead. */
    documentRef: text("document_ref").notNull().default(""),
    paymentId: integer("payment_id").references(() => payments.id),
    reversesId: integer("reverses_id"),
    /**
     * The entry's number in its year's book ("sıra no"): the next one when it is recorded, whatever its
     * date, given by a trigger of migration 0030, so a printed and certified page never changes.
     */
    entryNo: integer("entry_no"),
    ...writtenBy,
  },
  (t) => [
    uniqueIndex("cash_entries_token_unique").on(t.token),
    uniqueIndex("cash_entries_payment_unique").on(t.paymentId).where(sql`payment_id IS NOT NULL`),
    uniqueIndex("cash_entries_reverses_unique").on(t.reversesId).where(sql`reverses_id IS NOT NULL`),
    index("cash_entries_date_idx").on(t.entryDate, t.id),
    check("cash_entries_direction_valid", sql`${t.direction} IN ('income', 'expense')`),
    check("cash_entries_amount_sign", sql`(${t.reversesId} IS NULL AND ${t.amount} > 0) OR (${t.reversesId} IS NOT NULL AND ${t.amount} < 0)`),
  ],
);

/** The columns a bank's statement keeps its facts in, chosen once per bank and remembered. */
export const bankLayouts = sqliteTable("bank_layouts", {
  bank: text("bank").primaryKey(),
  mapping: text("mapping", { mode: "json" }).notNull(),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull().default(now),
});

export const bankLineStatuses = ["waiting", "recorded", "dismissed"] as const;
export type BankLineStatus = (typeof bankLineStatuses)[number];

/**
 * Incoming lines of uploaded bank statements. `fingerprint` (the bank, date, amount, text and the
 * line's place among identical ones) is unique: the same statement uploaded again adds nothing.
 * A line waits until the treasurer records it as a payment (once: the payment's unique bank line) or
 * dismisses it.
 */
export const bankLines = sqliteTable(
  "bank_lines",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    fingerprint: text("fingerprint").notNull(),
    bank: text("bank").notNull(),
    bookedOn: text("booked_on").notNull(),
    amount: integer("amount").notNull(),
    description: text("description").notNull(),
    counterparty: text("counterparty").notNull().default(""),
    /** The register entry the import matched, and how: by the reference text, or by the sender's name. */
    suggestedRegisterId: integer("suggested_register_id").references(() => memberRegister.id),
    matchKind: text("match_kind", { enum: ["reference", "name"] }),
    status: text("status", { enum: bankLineStatuses }).notNull().default("waiting"),
    /**
     * The token of the payment recording this line, set by the statement that claims a waiting line:
     * two treasurers confirming one line at once, only one claim succeeds, and only its payment is written.
     * A reversed payment gives the line back (waiting, no claim).
     */
    claimToken: text("claim_token"),
    ...writtenBy,
  },
  (t) => [
    uniqueIndex("bank_lines_fingerprint_unique").on(t.fingerprint),
    index("bank_lines_status_idx").on(t.status, t.bookedOn),
    check("bank_lines_status_valid", sql`${t.status} IN ('waiting', 'recorded', 'dismissed')`),
  ],
);

/** One run of a cron task (src/app/cron/): when, how it ended, and a short summary of counts. */
export const cronRuns = sqliteTable(
  "cron_runs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    task: text("task").notNull(),
    /** The trigger's cron string, so the daily run and the quarter-hourly one can be told apart. */
    cron: text("cron").notNull(),
    startedAt: integer("started_at", { mode: "timestamp_ms" }).notNull(),
    finishedAt: integer("finished_at", { mode: "timestamp_ms" }).notNull(),
    ok: integer("ok", { mode: "boolean" }).notNull(),
    /** Counts ("silinen: 3") or the error's kind; never personal data. */
    summary: text("summary").notNull().default(""),
  },
  (t) => [index("cron_runs_task_idx").on(t.task, t.startedAt)],
);

/**
 * One distinct unexpected error and how often it recurred. The fingerprint hashes where it happened
 * and its kind; the route is a pattern ("/api/news/:id"), never an address with values or a query.
 */
export const errorRecords = sqliteTable(
  "error_records",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    fingerprint: text("fingerprint").notNull(),
    /** The code shown to the first visitor who met it, and to the latest ("Hata kodu: 7F3K-2Q"). */
    firstCode: text("first_code").notNull(),
    lastCode: text("last_code").notNull(),
    route: text("route").notNull(),
    /** The error's class name ("TypeError") or status; its message stays in the log only. */
    kind: text("kind").notNull(),
    firstAt: integer("first_at", { mode: "timestamp_ms" }).notNull(),
    lastAt: integer("last_at", { mode: "timestamp_ms" }).notNull(),
    count: integer("count").notNull().default(1),
  },
  (t) => [uniqueIndex("error_records_fingerprint_unique").on(t.fingerprint), index("error_records_last_idx").on(t.lastAt)],
);

export const jobKinds = ["mail", "bulletin", "cancellation"] as const;
export type JobKind = (typeof jobKinds)[number];
export const jobStates = ["queued", "sending", "sent", "failed"] as const;
export type JobState = (typeof jobStates)[number];

/**
 * Work that leaves a request, recorded before it is queued (src/db/jobs.ts, docs/operations.md
 * "İşler"): a mail, a bulletin's sending, a cancellation notice. `key` makes recording idempotent;
 * `payload` (JSON) is what queueing it again needs and is emptied once the job is settled;
 * `attempts` counts the times it was put on a queue; `updated_at` is its last sign of life.
 */
export const jobs = sqliteTable(
  "jobs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind", { enum: jobKinds }).notNull(),
    key: text("key").notNull(),
    payload: text("payload", { mode: "json" }),
    state: text("state", { enum: jobStates }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    error: text("error"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [
    uniqueIndex("jobs_key_unique").on(t.key),
    index("jobs_waiting_idx").on(t.state, t.updatedAt),
    index("jobs_kind_state_idx").on(t.kind, t.state),
    check("jobs_kind_valid", sql`${t.kind} IN ('mail', 'bulletin', 'cancellation')`),
    check("jobs_state_valid", sql`${t.state} IN ('queued', 'sending', 'sent', 'failed')`),
  ],
);

/**
 * The annual declarations (Dernek Beyannamesi, EK-21) the board recorded as filed in DERBİS, one row
 * per reported year: the legal calendar's declaration item disappears once its year is here
 * (docs/calendar.md). Recording twice changes nothing.
 */
export const derbisDeclarations = sqliteTable("derbis_declarations", {
  year: integer("year").primaryKey(),
  recordedBy: integer("recorded_by").references(() => users.id, { onDelete: "set null" }),
  recordedAt: integer("recorded_at", { mode: "timestamp_ms" }).notNull().default(now),
});

/**
 * The weekly legal-calendar mail's claims (src/services/calendar/weekly-mail.ts): one row per item and
 * stage that a mail to the board has named, so a second run, or a run retried, names nothing twice.
 */
export const calendarNotices = sqliteTable(
  "calendar_notices",
  {
    itemKey: text("item_key").notNull(),
    stage: text("stage", { enum: ["overdue", "due-soon", "upcoming"] }).notNull(),
    claimedAt: integer("claimed_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.itemKey, t.stage] })],
);

/**
 * General assemblies (docs/assembly.md): the plan (both meetings, the agenda, the notice day), the
 * notice once sent (`notice_sent_at`, set once: the agenda and the list are frozen from then on), the
 * meeting held and its minutes, and the result notice's facts. `agenda` is a JSON array of texts;
 * `minutes` is rich text (Lexical JSON), drafted from the plan and the attendance.
 */
export const assemblies = sqliteTable(
  "assemblies",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    slug: text("slug").notNull(),
    kind: text("kind", { enum: ["ordinary", "extraordinary"] }).notNull(),
    matter: text("matter", { enum: ["regular", "bylaws", "dissolution"] }).notNull().default("regular"),
    firstOn: text("first_on").notNull(),
    firstTime: text("first_time").notNull(),
    firstPlace: text("first_place").notNull(),
    secondOn: text("second_on").notNull(),
    secondTime: text("second_time").notNull(),
    secondPlace: text("second_place").notNull(),
    noticeOn: text("notice_on").notNull(),
    agenda: text("agenda", { mode: "json" }).$type<string[]>().notNull(),
    noticeText: text("notice_text").notNull().default(""),
    /** Whether members behind with dues were left out of the list (the setting when it was frozen). */
    leftOutBehind: integer("left_out_behind", { mode: "boolean" }).notNull().default(false),
    noticeSentAt: integer("notice_sent_at", { mode: "timestamp_ms" }),
    /** Which meeting took place (`first` or `second`), and on which day. */
    heldMeeting: text("held_meeting", { enum: ["first", "second"] }),
    heldOn: text("held_on"),
    minutes: text("minutes", { mode: "json" }),
    resultBoard: text("result_board").notNull().default(""),
    resultAudit: text("result_audit").notNull().default(""),
    resultFiledOn: text("result_filed_on"),
    version: integer("version").notNull().default(1),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(now),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull().default(now),
  },
  (t) => [uniqueIndex("assemblies_slug_unique").on(t.slug), index("assemblies_first_on_idx").on(t.firstOn)],
);

/**
 * General assemblies held before the site (docs/assembly.md, "Assemblies held before the site"),
 * entered once by the board when the association starts using it: the kind and the day, and the day
 * the result notice was filed in DERBİS (null while it is still due). They stand beside the
 * assemblies the site runs itself: the legal calendar counts the next ordinary assembly from the
 * latest ordinary one of either, and the setup checklist's "last assembly held" step is done by one.
 */
export const pastAssemblies = sqliteTable(
  "past_assemblies",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind", { enum: ["ordinary", "extraordinary"] }).notNull(),
    heldOn: text("held_on").notNull(),
    resultFiledOn: text("result_filed_on"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(now),
  },
  (t) => [uniqueIndex("past_assemblies_kind_held_on_unique").on(t.kind, t.heldOn)],
);

/**
 * The list of members entitled to attend (hazirun), frozen when the notice goes out: each member's
 * number, name and address as they were that day, so later changes to the register leave it alone.
 */
export const assemblyEntitled = sqliteTable(
  "assembly_entitled",
  {
    assemblyId: integer("assembly_id")
      .notNull()
      .references(() => assemblies.id, { onDelete: "cascade" }),
    registerId: integer("register_id")
      .notNull()
      .references(() => memberRegister.id),
    registerNo: integer("register_no").notNull(),
    fullName: text("full_name").notNull(),
    email: text("email"),
    /**
     * The notice mail's outcome once settled, copied from its job by a trigger (migration 0028):
     * jobs-prune deletes finished jobs after 30 days, and this is the association's proof that it
     * called the member. Null while the mail waits (its job tells) or when none was sent.
     */
    mailState: text("mail_state", { enum: ["sent", "failed"] }),
    /** When the Email Service accepted the notice mail for delivery. */
    mailedAt: integer("mailed_at", { mode: "timestamp_ms" }),
  },
  (t) => [uniqueIndex("assembly_entitled_pk").on(t.assemblyId, t.registerId), index("assembly_entitled_no_idx").on(t.assemblyId, t.registerNo)],
);

/** Attendance at the door: one row per member and meeting, however many phones record it. */
export const assemblyAttendance = sqliteTable(
  "assembly_attendance",
  {
    assemblyId: integer("assembly_id")
      .notNull()
      .references(() => assemblies.id, { onDelete: "cascade" }),
    meeting: text("meeting", { enum: ["first", "second"] }).notNull(),
    registerId: integer("register_id").notNull(),
    recordedBy: integer("recorded_by"),
    recordedAt: integer("recorded_at", { mode: "timestamp_ms" }).notNull().default(now),
  },
  (t) => [uniqueIndex("assembly_attendance_once").on(t.assemblyId, t.meeting, t.registerId)],
);
