import type { Context } from "hono";
import { clientKey, reserveAttempt, retryAfterSeconds } from "../../services/auth/throttle";
import { database } from "../../db/client";
import { REPEATED } from "../../db/form-tokens";
import { newOneTimeToken, tokenIdOf } from "../../db/one-time-tokens";
import { cancelRegistration, register, registrationByToken, standingRegistration, waitingPosition } from "../../db/registrations";
import { clientIp, hashIp, ipHashSecret } from "../../platform/client-ip";
import { logEvent } from "../../platform/log";
import { purgeTags } from "../../platform/cache/purge";
import { tag } from "../../platform/cache/tags";
import { registrationCancelledMail, registrationConfirmedMail, registrationReminderMail, registrationWaitingMail } from "../../services/events/mails";
import { queueMail } from "../../services/email/outbox";
import { reserveMailTo } from "../../services/email/recipient-limit";
import type { AppEnv } from "../../shared/env";
import { afterPlacesFreed, cancelUrl, eventMailContext } from "../../services/events/notify";
import { closedMessage, REGISTRATION_THROTTLE, registrationSchema, registrationState } from "../../services/events/registration";
import { formatEventWhen } from "../../shared/i18n/dates";
import { HONEYPOT_FIELD } from "./contact-form";
import { loadEtkinlik, renderEtkinlik, type EtkinlikData } from "./etkinlik-detail";
import { EVENTS_PATH, REGISTRATION_CANCEL_PATH, eventPath } from "../../shared/paths";
import { textFields, validateForm, type FieldValues } from "./parts/form";
import { readSubmission } from "./parts/form-token";
import { Notice } from "./parts/notice";

type Refusal = { status: 403 | 409 | 422 | 429; values?: FieldValues; errors?: Record<string, string>; problem?: string };

/** The event page again, with the registration box explaining what went wrong. */
function refuse(c: Context<AppEnv>, data: EtkinlikData, refusal: Refusal) {
  c.status(refusal.status);
  return renderEtkinlik(c, Promise.resolve(data), { registration: { values: refusal.values, errors: refusal.errors, problem: refusal.problem } });
}

const done = (c: Context<AppEnv>, data: EtkinlikData, outcome: "tamam" | "yedek" | "zaten") =>
  c.redirect(`${eventPath(data.event)}?kayit=${outcome}#etkinlik-kayit`, 303);

/**
 * The same address (or member) registering again: nothing new is opened, and the registration's
 * cancellation link stays the one last mailed. A visitor gets exactly the answer a new registration
 * would get, so the form tells nobody who registered; the address's owner hears of it by mail
 * instead, within the address's mails for the hour. A signed-in member, whose registration it is,
 * is told on the page.
 */
async function answerRepeat(
  c: Context<AppEnv>,
  data: EtkinlikData,
  existing: { email: string; name: string; status: "confirmed" | "waiting" },
  options: { member: boolean; newOutcome: "tamam" | "yedek"; now: Date },
): Promise<Response> {
  if (options.member) return done(c, data, "zaten");
  if (await reserveMailTo(c, "etkinlik-kaydi", existing.email, options.now)) {
    const context = await eventMailContext(c, data.event.id);
    if (context) await queueMail(c, registrationReminderMail(existing.email, existing.name, context.mail, existing.status, context.sender));
  }
  return done(c, data, options.newOutcome);
}

/**
 * The same post again (the visitor retried it): the answer the first one got,
 * read from the registration it made (a place, or the waiting list); nothing is stored or mailed.
 */
async function answerRetry(c: Context<AppEnv>, data: EtkinlikData, body: FieldValues) {
  const user = c.var.session?.user;
  const checked = user ? null : await validateForm(registrationSchema, body);
  const email = user?.email ?? (checked?.ok ? checked.data.email : "");
  const [standing] = await standingRegistration(database(c.env.DB), data.event.id, { email, userId: user?.id });
  return done(c, data, standing?.status === "waiting" ? "yedek" : "tamam");
}

/**
 * POST /etkinlikler/{slug}: registers a visitor (name, e-mail, optional phone) or the signed-in
 * member (one click). The database statement decides the place (src/db/registrations.ts); this
 * explains refusals, answers a repeated address as a new one (answerRepeat), mails the confirmation
 * and purges the event page's cached copy, whose places-left figure just changed.
 */
export async function registerForEvent(c: Context<AppEnv>): Promise<Response> {
  const body = textFields(await c.req.parseBody());
  // A former address throws a Redirect: the error handler sends the form on to the current one (308 keeps the post).
  const { data } = await loadEtkinlik(c);
  const { event } = data;
  const honeypot = body[HONEYPOT_FIELD];
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    logEvent("warn", "registration_honeypot", { path: c.req.path });
    return done(c, data, "tamam");
  }
  const submission = await readSubmission(c, "etkinlik-kaydi", body);
  if (submission.repeated) return answerRetry(c, data, body);
  const now = new Date();
  const state = registrationState(event, data.registration ?? undefined, now);
  const closed = closedMessage(state);
  if (closed || state.kind !== "open") return refuse(c, data, { status: 409, problem: closed ?? undefined });

  const user = c.var.session?.user;
  if (state.membersOnly && !user) {
    return refuse(c, data, { status: 403, problem: "Bu etkinliğe yalnızca dernek üyeleri kayıt olabilir. Lütfen önce giriş yapın." });
  }
  let person: { name: string; email: string; phone: string | null };
  if (user) {
    person = { name: user.name, email: user.email, phone: null };
  } else {
    const checked = await validateForm(registrationSchema, body);
    if (!checked.ok) return refuse(c, data, { status: 422, values: body, errors: checked.errors });
    person = checked.data;
  }

  const db = database(c.env.DB);
  const ipKey = await hashIp(clientKey(clientIp(c)), ipHashSecret(c));
  const blockedUntil = await reserveAttempt(db, `etkinlik-kaydi:${ipKey}`, now, REGISTRATION_THROTTLE);
  if (blockedUntil) {
    c.header("Retry-After", retryAfterSeconds(blockedUntil, now));
    return refuse(c, data, { status: 429, values: body, problem: "Kısa sürede çok fazla kayıt denemesi yapıldı. Lütfen bir saat sonra yeniden deneyin." });
  }

  const token = newOneTimeToken();
  const registered = await register(db, { eventId: event.id, userId: user?.id ?? null, ...person, cancelTokenHash: await tokenIdOf(token) }, now, submission.id);
  if (registered === REPEATED) return answerRetry(c, data, body);
  if (!registered) {
    const [existing] = await standingRegistration(db, event.id, { email: person.email, userId: user?.id });
    if (existing && existing.status !== "cancelled") {
      const repeat = { email: existing.email, name: existing.name, status: existing.status };
      return answerRepeat(c, data, repeat, { member: Boolean(user), newOutcome: state.full ? "yedek" : "tamam", now });
    }
    // Registration closed (or the event changed) between reading the page and this statement.
    const { data: fresh } = await loadEtkinlik(c);
    const reason = closedMessage(registrationState(fresh.event, fresh.registration ?? undefined, new Date()));
    return refuse(c, fresh, { status: 409, problem: reason ?? "Kaydınız alınamadı. Lütfen yeniden deneyin." });
  }

  purgeTags(c, [tag.event(event.id)]);
  // The confirmation always goes out (it carries the registration's one cancellation link), and it
  // counts toward the address's mails for the hour, so repeats after it mail less.
  await reserveMailTo(c, "etkinlik-kaydi", person.email, now);
  const context = await eventMailContext(c, event.id);
  if (context) {
    const link = cancelUrl(context.sender.origin, token);
    if (registered.status === "confirmed") {
      await queueMail(c, registrationConfirmedMail(person.email, person.name, context.mail, link, context.ics, context.sender));
    } else {
      const [place] = await waitingPosition(db, registered.id);
      await queueMail(c, registrationWaitingMail(person.email, person.name, context.mail, place?.position ?? 1, link, context.sender));
    }
  }
  return done(c, data, registered.status === "confirmed" ? "tamam" : "yedek");
}

// ---------------------------------------------------------------------------------------------
// Cancelling with the link from the mail
// ---------------------------------------------------------------------------------------------

type Found = NonNullable<Awaited<ReturnType<typeof registrationByToken>>[number]>;

/** What the page says after a cancellation: the waiting list is mentioned only when someone moved up. */
function cancelledText(found: Found, promoted: boolean): { title: string; text: string } {
  if (found.status === "waiting") {
    return { title: "Yedek listeden çıktınız", text: `“${found.eventTitle}” etkinliğinin yedek listesindeki yeriniz iptal edildi. Haber verdiğiniz için teşekkür ederiz.` };
  }
  const thanks = `“${found.eventTitle}” etkinliği için kaydınız iptal edildi. Haber verdiğiniz için teşekkür ederiz`;
  return { title: "Kaydınız iptal edildi", text: promoted ? `${thanks}; yeriniz yedek listede sırası gelen kişiye geçti.` : `${thanks}.` };
}

function CancelPage({ token, found, cancelled }: { token: string; found: Found | null; cancelled?: { promoted: boolean } }) {
  if (cancelled && found) {
    const { title, text } = cancelledText(found, cancelled.promoted);
    return (
      <>
        <h1>{title}</h1>
        <Notice kind="success" title="İptal edildi">
          <p>{text}</p>
        </Notice>
        <p>
          <a href={eventPath({ slug: found.eventSlug })}>Etkinlik sayfasına dön</a>
        </p>
      </>
    );
  }
  const usable = found && found.status !== "cancelled" && found.startsAt.getTime() > Date.now();
  if (!found || !usable) {
    return (
      <>
        <h1>Kayıt iptali</h1>
        <Notice kind="error" title="Bağlantı geçersiz">
          <p>
            {found?.status === "cancelled"
              ? "Bu kayıt zaten iptal edilmiş."
              : found
                ? "Etkinlik başladığı için kayıt artık iptal edilemiyor."
                : "Bu iptal bağlantısı geçerli değil: kullanılmış ya da yerine daha yenisi gönderilmiş olabilir. Size gelen en son e-postadaki bağlantıyı kullanın."}
          </p>
        </Notice>
        <p>
          <a href={EVENTS_PATH}>Etkinliklere göz atın</a>
        </p>
      </>
    );
  }
  return (
    <>
      <h1>Kaydınızı iptal edin</h1>
      <p className="lead">
        {found.name}, “{found.eventTitle}” ({formatEventWhen(found.startsAt, null, false)}) etkinliği için {found.status === "confirmed" ? "kaydınızı" : "yedek listedeki yerinizi"} iptal etmek üzeresiniz.
      </p>
      <form method="post" action={REGISTRATION_CANCEL_PATH}>
        <input type="hidden" name="anahtar" value={token} />
        <p className="button-row">
          <button className="button" type="submit">
            Evet, kaydımı iptal et
          </button>
          <a className="button button-secondary" href={eventPath({ slug: found.eventSlug })}>
            Vazgeç
          </a>
        </p>
      </form>
    </>
  );
}

const cancelHead = { title: "Kayıt iptali", noindex: true };
const plausibleToken = (token: string) => token.length >= 20 && token.length <= 100;

async function findByToken(c: Context<AppEnv>, token: string): Promise<Found | null> {
  if (!plausibleToken(token)) return null;
  const [found] = await registrationByToken(database(c.env.DB), await tokenIdOf(token));
  return found ?? null;
}

/**
 * GET /etkinlik-kaydi/iptal?anahtar=…: asks before cancelling (a mail scanner that opens the link
 * must not cancel anyone's place).
 */
export async function renderCancelRegistration(c: Context<AppEnv>) {
  const token = c.req.query("anahtar") ?? "";
  const found = await findByToken(c, token);
  if (!found || found.status === "cancelled") c.status(410);
  return c.render(<CancelPage token={token} found={found} />, cancelHead);
}

/** POST /etkinlik-kaydi/iptal: cancels once; the first person waiting moves up and is told. */
export async function cancelRegistrationByLink(c: Context<AppEnv>): Promise<Response> {
  const token = textFields(await c.req.parseBody()).anahtar ?? "";
  const found = await findByToken(c, token);
  if (!found) {
    c.status(410);
    return c.render(<CancelPage token={token} found={null} />, cancelHead);
  }
  const result = await cancelRegistration(database(c.env.DB), found.eventId, { tokenHash: await tokenIdOf(token) }, new Date());
  if (!result.cancelled) {
    c.status(410);
    return c.render(<CancelPage token={token} found={{ ...found, status: found.status }} />, cancelHead);
  }
  await afterCancel(c, found.eventId, result);
  return c.render(<CancelPage token={token} found={found} cancelled={{ promoted: result.promoted.length > 0 }} />, cancelHead);
}

/** After any cancellation: the person gets a note, the waiting list moves up, the page refreshes. */
export async function afterCancel(c: Context<AppEnv>, eventId: number, result: Awaited<ReturnType<typeof cancelRegistration>>) {
  purgeTags(c, [tag.event(eventId)]);
  await afterPlacesFreed(c, eventId, result.promoted);
  if (!result.cancelled) return;
  const context = await eventMailContext(c, eventId);
  if (context) await queueMail(c, registrationCancelledMail(result.cancelled.email, result.cancelled.name, context.mail, context.sender));
}
