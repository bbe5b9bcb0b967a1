import { imageSearchKey, photoSearchTerms } from "../media-library";
import { DEMO_IDENTITY } from "./demo-identity";
import { IDENTITY_KEY } from "../../shared/identity";
import { eq, sql } from "drizzle-orm";
import { slugify } from "../../shared/i18n/text";
import { listSearchKey } from "../../shared/search/terms";
import type { Database } from "../client";
import { albums, eventRegistrationSettings, events, images, news, pages, seedRuns, settings } from "../schema";
import { demoAlbums, demoEvents, demoNews, demoPages, type Weekday } from "./demo-content";
import { demoImages } from "./demo-images";
import { demoDocument } from "./markup";

/** Bump the suffix to install a new edition of the demo content on databases that had the old one. */
export const DEMO_SEED = "demo-content-v1";

/** Where demo image files live in the media bucket. */
export const demoImageKey = (file: string) => `demo/${file}`;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * An instant `days` from `now` at the given Istanbul wall-clock time. Türkiye keeps UTC+3 all year
 * (no daylight saving since 2016), so the offset is constant.
 */
export function istanbulTime(now: Date, days: number, hhmm: string): Date {
  const [hours, minutes] = hhmm.split(":").map(Number) as [number, number];
  const istanbulNow = new Date(now.getTime() + 3 * 60 * 60 * 1000);
  const midnightIstanbulAsUtc = Date.UTC(istanbulNow.getUTCFullYear(), istanbulNow.getUTCMonth(), istanbulNow.getUTCDate());
  return new Date(midnightIstanbulAsUtc + days * DAY_MS + (hours * 60 + minutes) * 60 * 1000 - 3 * 60 * 60 * 1000);
}

/**
 * `days` from `now`, moved forward (0 to 6 days) to `weekday` in Istanbul when one is given: a text
 * that names its day ("her cumartesi", "Pazar sabahı") agrees with its date whatever day the demo
 * content is installed on.
 */
export function demoDay(now: Date, days: number, weekday?: Weekday): number {
  if (weekday === undefined) return days;
  // Noon in Istanbul is 09:00 UTC: the same calendar day in both.
  const current = istanbulTime(now, days, "12:00").getUTCDay();
  return days + ((weekday - current + 7) % 7);
}

const coverId = (file: string | null) =>
  file ? sql`(SELECT ${images.id} FROM ${images} WHERE ${images.r2Key} = ${demoImageKey(file)})` : null;

export interface MediaWriter {
  /** Stores a file in the media bucket (overwriting an identical demo file is harmless). */
  put(key: string, file: string, contentType: string): Promise<void>;
}

/**
 * Installs the demo content once: the albums, images (files into R2, rows into D1), news, events
 * and page texts, all rows in one atomic batch together with the marker in `seed_runs`. Rows that
 * already exist (same slug, key or page) are left alone, so nothing someone edited is overwritten,
 * and once the marker is there the seed never runs again, so deleted demo items stay deleted.
 * Returns whether anything was installed.
 */
export async function seedDemoContent(db: Database, media: MediaWriter, now = new Date()): Promise<boolean> {
  const [done] = await db.select().from(seedRuns).where(eq(seedRuns.name, DEMO_SEED)).limit(1);
  if (done) return false;

  for (const image of demoImages) await media.put(demoImageKey(image.file), image.file, image.contentType);

  const albumRows = demoAlbums.map((album, i) => ({ ...album, sortOrder: i + 1 }));
  const imageRows = demoImages.map((image, i) => ({
    r2Key: demoImageKey(image.file),
    contentType: image.contentType,
    width: image.width,
    height: image.height,
    byteSize: image.byteSize,
    alt: image.alt,
    caption: image.caption,
    fileName: image.file,
    searchKey: imageSearchKey({ fileName: image.file, alt: image.alt, caption: image.caption }),
    searchTerms: photoSearchTerms(image),
    albumId: image.album ? sql`(SELECT ${albums.id} FROM ${albums} WHERE ${albums.slug} = ${image.album})` : null,
    sortOrder: i + 1,
    // Newest last in the file means newest first on the home page's strip.
    createdAt: new Date(now.getTime() - (demoImages.length - i) * 60 * 60 * 1000),
  }));
  const newsRows = demoNews.map((item) => {
    const publishAt = istanbulTime(now, demoDay(now, item.publishInDays, item.publishWeekday), item.publishTime);
    return {
      title: item.title,
      slug: slugify(item.title),
      summary: item.summary,
      searchKey: listSearchKey(`${item.title} ${item.summary}`),
      body: demoDocument(item.body),
      status: item.status,
      publishAt: item.status === "published" ? publishAt : null,
      coverImageId: coverId(item.cover),
      createdAt: new Date(Math.min(publishAt.getTime(), now.getTime()) - DAY_MS),
      updatedAt: new Date(Math.min(publishAt.getTime(), now.getTime())),
    };
  });
  const eventRows = demoEvents.map((event) => {
    const startDay = demoDay(now, event.startsInDays, event.weekday);
    const startsAt = istanbulTime(now, startDay, event.allDay ? "00:00" : event.startTime);
    const endsAt = event.allDay
      ? istanbulTime(now, startDay + (event.allDayLastDayOffset ?? 0), "23:59")
      : event.durationMinutes === null
        ? null
        : new Date(startsAt.getTime() + event.durationMinutes * 60 * 1000);
    const publishAt = istanbulTime(now, event.publishInDays, "09:00");
    return {
      title: event.title,
      slug: slugify(event.title),
      summary: event.summary,
      searchKey: listSearchKey(`${event.title} ${event.summary}`),
      body: demoDocument(event.body),
      startsAt,
      endsAt,
      allDay: event.allDay,
      locationName: event.locationName,
      locationAddress: event.locationAddress,
      locationNote: event.locationNote ?? null,
      onlineUrl: event.onlineUrl,
      attendanceMode: event.onlineUrl ? (event.locationName ? ("karma" as const) : ("cevrimici" as const)) : ("yerinde" as const),
      status: event.status,
      publishAt: event.status === "published" ? publishAt : null,
      coverImageId: coverId(event.cover),
      createdAt: new Date(Math.min(publishAt.getTime(), now.getTime()) - DAY_MS),
      updatedAt: new Date(Math.min(publishAt.getTime(), now.getTime())),
    };
  });
  const { home, about, contact } = demoPages;
  const pageRows = [
    {
      key: "home" as const,
      title: home.title,
      summary: home.summary,
      body: demoDocument(home.body),
      fields: { heroTitle: home.heroTitle, heroText: home.heroText, ctaLabel: home.ctaLabel, ctaHref: home.ctaHref },
    },
    { key: "about" as const, title: about.title, summary: about.summary, body: demoDocument(about.body), fields: {} },
    {
      key: "contact" as const,
      title: contact.title,
      summary: contact.summary,
      body: demoDocument(contact.body),
      fields: {
        address: contact.address,
        phone: contact.phone,
        email: contact.email,
        mapUrl: contact.mapUrl,
        officeHours: contact.officeHours,
      },
    },
  ];

  // One statement per row (D1 allows at most 100 bound values per statement), all in one atomic batch.
  await db.batch([
    db.insert(seedRuns).values({ name: DEMO_SEED, appliedAt: now }),
    ...albumRows.map((row) => db.insert(albums).values(row).onConflictDoNothing()),
    ...imageRows.map((row) => db.insert(images).values(row).onConflictDoNothing()),
    ...newsRows.map((row) => db.insert(news).values(row).onConflictDoNothing()),
    ...eventRows.map((row) => db.insert(events).values(row).onConflictDoNothing()),
    ...pageRows.map((row) => db.insert(pages).values(row).onConflictDoNothing()),
    db.insert(settings).values({ key: IDENTITY_KEY, value: DEMO_IDENTITY }).onConflictDoNothing(),
    // Registration opened where the demo says so (found by slug: ids are assigned by the batch).
    ...demoEvents.flatMap((event) =>
      event.registration
        ? [
            db
              .insert(eventRegistrationSettings)
              .select(
                db
                  .select({
                    eventId: events.id,
                    open: sql<boolean>`1`.as("open"),
                    capacity: sql<number | null>`${event.registration.capacity}`.as("capacity"),
                    closesAt: sql<null>`NULL`.as("closes_at"),
                    audience: sql<string>`${event.registration.audience}`.as("audience"),
                    updatedBy: sql<null>`NULL`.as("updated_by"),
                    updatedAt: sql<number>`${now.getTime()}`.as("updated_at"),
                  })
                  .from(events)
                  .where(eq(events.slug, slugify(event.title))),
              )
              .onConflictDoNothing(),
          ]
        : [],
    ),
  ]);
  return true;
}
