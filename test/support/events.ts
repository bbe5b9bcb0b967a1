import { env } from "cloudflare:workers";

const HOUR = 60 * 60 * 1000;

/** A published event straight in D1 (a week ahead unless told), with registration opened as given. */
export async function eventWithRegistration(
  options: {
    slug?: string;
    startsAt?: Date;
    cancelled?: boolean;
    attendanceMode?: "yerinde" | "cevrimici" | "karma";
    onlineUrl?: string | null;
    onlineUrlPublic?: boolean;
    registration?: { capacity: number | null; closesAt?: Date | null; audience?: "members" | "anyone"; open?: boolean } | null;
  } = {},
) {
  const slug = options.slug ?? `atolye-${crypto.randomUUID().slice(0, 8)}`;
  const startsAt = options.startsAt ?? new Date(Date.now() + 7 * 24 * HOUR);
  const row = await env.DB.prepare(
    `INSERT INTO events (title, slug, summary, body, starts_at, ends_at, location_name, location_address, online_url, attendance_mode, online_url_public, cancelled, status, publish_at)
     VALUES (?, ?, 'Kısa özet.', '{"root":{"type":"root","children":[]}}', ?, ?, 'Dernek Lokali', 'Kısıklı Mah. No: 12, Üsküdar', ?, ?, ?, ?, 'published', ?) RETURNING id`,
  )
    .bind(
      `Seramik atölyesi ${slug}`,
      slug,
      startsAt.getTime(),
      startsAt.getTime() + 2 * HOUR,
      options.onlineUrl ?? null,
      options.attendanceMode ?? "yerinde",
      options.onlineUrlPublic === false ? 0 : 1,
      options.cancelled ? 1 : 0,
      Date.now() - HOUR,
    )
    .first<{ id: number }>();
  const id = row!.id;
  const registration = options.registration === undefined ? { capacity: 12 } : options.registration;
  if (registration) {
    await env.DB.prepare("INSERT INTO event_registration_settings (event_id, open, capacity, closes_at, audience) VALUES (?, ?, ?, ?, ?)")
      .bind(id, registration.open === false ? 0 : 1, registration.capacity, registration.closesAt?.getTime() ?? null, registration.audience ?? "anyone")
      .run();
  }
  return { id, slug, path: `/etkinlikler/${slug}`, startsAt };
}

/** Registrations of an event as stored. */
export const registrationsOf = async (eventId: number) =>
  (
    await env.DB.prepare("SELECT id, name, email, status, user_id, attended_at FROM event_registrations WHERE event_id = ? ORDER BY id")
      .bind(eventId)
      .all<{ id: number; name: string; email: string; status: string; user_id: number | null; attended_at: number | null }>()
  ).results;

/** The one-time link a registration mail carries. */
export function cancelLinkIn(text: string): string {
  const match = /https:\/\/dernek\.example\/etkinlik-kaydi\/iptal\?anahtar=([A-Za-z0-9_%-]+)/.exec(text);
  if (!match) throw new Error("no cancellation link in the mail");
  return decodeURIComponent(match[1]!);
}
