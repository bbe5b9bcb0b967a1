import * as z from "zod";
import { emailSchema, personNameSchema } from "../auth/forms";
import type { RegistrationOverview } from "../../db/registrations";
import { formatDateTime } from "../../shared/i18n/dates";

/**
 * The rules of event registration a visitor meets, in one place: whether an event takes
 * registrations now, and what the page says when it does not. The database statement that
 * registers (src/db/registrations.ts) applies the same conditions atomically; these decide what
 * the page shows and how a refused registration is explained.
 */

/** The event facts the rules read. */
export interface RegistrableEvent {
  startsAt: Date;
  cancelled: boolean;
}

export type RegistrationState =
  /** The editor has not opened registration for this event. */
  | { kind: "none" }
  | { kind: "cancelled-event" }
  /** The event has begun or is over. */
  | { kind: "started" }
  /** Closed: by the editor (`closesAt` null) or because the closing time has passed. */
  | { kind: "closed"; closesAt: Date | null }
  | {
      kind: "open";
      /** Places left; null when there is no limit. */
      placesLeft: number | null;
      capacity: number | null;
      /** Every place is taken (or there are none): a registration joins the waiting list. */
      full: boolean;
      waiting: number;
      membersOnly: boolean;
      /** When registration closes (the event's start when the editor set no time). */
      closesAt: Date;
    };

export function registrationState(event: RegistrableEvent, settings: RegistrationOverview | undefined, now: Date): RegistrationState {
  if (!settings) return { kind: "none" };
  if (event.cancelled) return { kind: "cancelled-event" };
  if (event.startsAt.getTime() <= now.getTime()) return { kind: "started" };
  if (!settings.open) return { kind: "closed", closesAt: null };
  if (settings.closesAt && settings.closesAt.getTime() <= now.getTime()) return { kind: "closed", closesAt: settings.closesAt };
  const placesLeft = settings.capacity === null ? null : Math.max(0, settings.capacity - settings.confirmed);
  return {
    kind: "open",
    placesLeft,
    capacity: settings.capacity,
    full: placesLeft === 0,
    waiting: settings.waiting,
    membersOnly: settings.audience === "members",
    closesAt: settings.closesAt && settings.closesAt < event.startsAt ? settings.closesAt : event.startsAt,
  };
}

/** Why registration is not possible, in Turkish; null while it is. */
export function closedMessage(state: RegistrationState): string | null {
  switch (state.kind) {
    case "none":
      return "Bu etkinlik için kayıt alınmıyor.";
    case "cancelled-event":
      return "Bu etkinlik iptal edildi; kayıt alınmıyor.";
    case "started":
      return "Bu etkinlik başladı ya da sona erdi; kayıtlar kapandı.";
    case "closed":
      return state.closesAt ? `Kayıtlar ${formatDateTime(state.closesAt)} itibarıyla kapandı.` : "Bu etkinliğin kayıtları şu an kapalı.";
    case "open":
      return null;
  }
}

/** "12 yer kaldı", "Son 1 yer", "Boş yer kalmadı": what the page says about places. */
export function placesText(state: Extract<RegistrationState, { kind: "open" }>): string {
  if (state.placesLeft === null) return "Kontenjan sınırı yok.";
  if (state.capacity === 0) return "Bu etkinlikte şu an ayrılmış yer yok; kayıtlar yedek listeye alınıyor.";
  if (state.full) return "Boş yer kalmadı; yeni kayıtlar yedek listeye alınıyor.";
  if (state.placesLeft === 1) return `Son 1 yer kaldı (toplam ${state.capacity} kişilik).`;
  return `${state.placesLeft} yer kaldı (toplam ${state.capacity} kişilik).`;
}

/** What a visitor reads about the waiting list before joining it. */
export const WAITING_LIST_TEXT =
  "Kaydolursanız yedek listeye alınırsınız. Bir yer açıldığında sıradaki kişi otomatik olarak kesin kayda geçer ve e-posta ile haber alır.";

/** The registration form's fields (one schema for the form and the server). */
export const registrationSchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  phone: z
    .string()
    .trim()
    .max(30, "Telefon numarası en fazla 30 karakter olabilir.")
    .refine((value) => value === "" || /^\+?[0-9 ()-]{7,}$/.test(value), "Telefon numarasını rakamlarla yazın (ör. 0532 123 45 67) ya da boş bırakın.")
    .optional()
    .transform((value) => value || null),
});

export type RegistrationInput = z.infer<typeof registrationSchema>;

/** Registrations one client may send in an hour (a person registers a family; a bot is stopped). */
export const REGISTRATION_THROTTLE = { maxFailures: 20, windowMs: 60 * 60 * 1000, blockMs: 60 * 60 * 1000 };
