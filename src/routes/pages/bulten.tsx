import type { Context } from "hono";
import { clientKey, reserveAttempt, retryAfterSeconds } from "../../services/auth/throttle";
import { database } from "../../db/client";
import { confirmSubscription, deleteSubscriber, pendingByToken, requestSubscription, subscriberByUnsubscribeToken } from "../../db/newsletter";
import { newOneTimeToken, tokenIdOf } from "../../db/one-time-tokens";
import { clientIp, hashIp, ipHashSecret } from "../../platform/client-ip";
import { subscriptionConfirmMail } from "../../services/newsletter/mails";
import { queueMail } from "../../services/email/outbox";
import { senderOf } from "../../services/email/sender";
import { reserveMailTo } from "../../services/email/recipient-limit";
import type { AppEnv } from "../../shared/env";
import { NEWSLETTER_CONFIRM_PATH, NEWSLETTER_PATH, newsletterConfirmPath, newsletterLeavePath } from "../../shared/paths";
import { FormProblems, textFields, validateForm, type FieldErrors, type FieldValues } from "./parts/form";
import { HONEYPOT_FIELD } from "./contact-form";
import { Notice } from "./parts/notice";
import { SubscribeForm } from "./parts/subscribe-form";
import { readSubmission } from "./parts/form-token";
import { subscribeSchema } from "../../services/newsletter/forms";
import { DAY_MS } from "../../shared/i18n/days";

/**
 * "Bülten": subscribing (double opt-in: nothing is sent until the address confirms), confirming,
 * and leaving, each without an account. The form sits in the footer of every page, on the news
 * page and here; all of them post to /bulten.
 */

export const CONFIRM_VALID_DAYS = 7;
/** Subscription requests one client may make in an hour. */
const SUBSCRIBE_THROTTLE = { maxFailures: 10, windowMs: 60 * 60 * 1000, blockMs: 60 * 60 * 1000 };

type Outcome = "gonderildi" | "onaylandi" | "ayrildi";

function BultenPage({ outcome, values, errors, problem }: { outcome?: Outcome; values?: FieldValues; errors?: FieldErrors; problem?: string }) {
  return (
    <>
      <h1>Bülten</h1>
      <p className="lead">Derneğimizin duyurularını, yaklaşan etkinliklerini ve gündemini ayda bir ya da iki kez e-posta ile alın.</p>
      {outcome === "gonderildi" ? (
        <Notice kind="success" title="Onay e-postası gönderildi">
          <p>Aboneliğinizi başlatmak için e-posta adresinize gönderdiğimiz bağlantıya tıklayın. Bağlantı {CONFIRM_VALID_DAYS} gün geçerlidir; gelen kutunuzda göremezseniz istenmeyen e-postalara bakın.</p>
        </Notice>
      ) : null}
      {outcome === "onaylandi" ? (
        <Notice kind="success" title="Aboneliğiniz başladı">
          <p>Teşekkür ederiz! Bir sonraki bültenimiz e-posta adresinize gelecek.</p>
        </Notice>
      ) : null}
      {outcome === "ayrildi" ? (
        <Notice kind="success" title="Abonelikten çıktınız">
          <p>Adresiniz bülten listemizden silindi; size bir daha bülten göndermeyeceğiz.</p>
        </Notice>
      ) : null}
      <FormProblems form="bulten" errors={errors} problem={problem} />
      {outcome === "gonderildi" || outcome === "onaylandi" ? null : <SubscribeForm form="bulten" values={values} errors={errors} />}
    </>
  );
}

const head = { title: "Bülten", description: "Derneğimizin bülteni: duyurular ve etkinlikler e-posta ile." };

export function renderBulten(c: Context<AppEnv>) {
  const outcome = c.req.query("durum");
  return c.render(<BultenPage outcome={outcome === "gonderildi" ? outcome : undefined} />, head);
}

/**
 * POST /bulten: records the request and mails the confirmation link. An address already on the
 * list gets the same answer and no mail (the page reveals nothing about who subscribes), and so does
 * an address that had its confirmation mails for the hour (src/services/email/recipient-limit.ts).
 */
export async function subscribe(c: Context<AppEnv>): Promise<Response> {
  const values = textFields(await c.req.parseBody());
  if ((values[HONEYPOT_FIELD] ?? "").trim() !== "") return c.redirect(`${NEWSLETTER_PATH}?durum=gonderildi`, 303);
  const checked = await validateForm(subscribeSchema, values);
  if (!checked.ok) {
    c.status(422);
    return c.render(<BultenPage values={values} errors={checked.errors} />, { ...head, noindex: true });
  }
  const db = database(c.env.DB);
  // The visitor's retry of a request already stored: the same answer, and no second mail.
  const submission = await readSubmission(c, "bulten", values);
  if (submission.repeated) return c.redirect(`${NEWSLETTER_PATH}?durum=gonderildi`, 303);
  const now = new Date();
  const ipKey = await hashIp(clientKey(clientIp(c)), ipHashSecret(c));
  const blockedUntil = await reserveAttempt(db, `bulten:${ipKey}`, now, SUBSCRIBE_THROTTLE);
  if (blockedUntil) {
    c.status(429);
    c.header("Retry-After", retryAfterSeconds(blockedUntil, now));
    return c.render(<BultenPage values={values} problem="Kısa sürede çok fazla abonelik isteği gönderildi. Lütfen bir saat sonra yeniden deneyin." />, { ...head, noindex: true });
  }
  const { email } = checked.data;
  const token = newOneTimeToken();
  // Past the address's mails for the hour nothing changes, not even the pending link it was sent.
  if ((await reserveMailTo(c, "bulten", email, now)) && (await requestSubscription(db, email, await tokenIdOf(token), now, CONFIRM_VALID_DAYS * DAY_MS, submission.id))) {
    const sender = await senderOf(c);
    await queueMail(c, subscriptionConfirmMail(email, sender.origin + newsletterConfirmPath(token), CONFIRM_VALID_DAYS, sender));
  }
  return c.redirect(`${NEWSLETTER_PATH}?durum=gonderildi`, 303);
}

// ---------------------------------------------------------------------------------------------
// Confirming and leaving: one-time links, each asking before it acts (mail scanners open links)
// ---------------------------------------------------------------------------------------------

function TokenPage({ title, text, action, token, button }: { title: string; text: string; action: string; token: string; button: string }) {
  return (
    <>
      <h1>{title}</h1>
      <p className="lead">{text}</p>
      <form method="post" action={action}>
        <input type="hidden" name="anahtar" value={token} />
        <p>
          <button className="button" type="submit">
            {button}
          </button>
        </p>
      </form>
    </>
  );
}

function InvalidLink({ title, text }: { title: string; text: string }) {
  return (
    <>
      <h1>{title}</h1>
      <Notice kind="error" title="Bağlantı geçersiz">
        <p>{text}</p>
      </Notice>
      <p>
        <a href={NEWSLETTER_PATH}>Bülten sayfasına git</a>
      </p>
    </>
  );
}

const linkHead = { title: "Bülten", noindex: true };
const tokenOf = (c: Context<AppEnv>, body: Record<string, string> = {}) => {
  const token = body.anahtar ?? c.req.query("anahtar") ?? "";
  return token.length >= 20 && token.length <= 100 ? token : null;
};

const CONFIRM_INVALID = "Bu onay bağlantısı geçerli değil: kullanılmış, süresi dolmuş ya da yerine daha yenisi gönderilmiş olabilir. Bülten sayfasından yeniden abone olabilirsiniz.";

export async function renderConfirm(c: Context<AppEnv>) {
  const token = tokenOf(c);
  const [pending] = token ? await pendingByToken(database(c.env.DB), await tokenIdOf(token), new Date()) : [];
  if (!pending || !token) {
    // A post whose body could not be read comes back here with its own status (400/413/415).
    c.status(410);
    return c.render(<InvalidLink title="Bülten aboneliği" text={CONFIRM_INVALID} />, linkHead);
  }
  return c.render(<TokenPage title="Aboneliğinizi onaylayın" text={`${pending.email} adresine bülten gönderilmesini onaylıyor musunuz?`} action={NEWSLETTER_CONFIRM_PATH} token={token} button="Aboneliğimi onayla" />, linkHead);
}

export async function confirm(c: Context<AppEnv>): Promise<Response> {
  const token = tokenOf(c, textFields(await c.req.parseBody()));
  const [confirmed] = token ? await confirmSubscription(database(c.env.DB), await tokenIdOf(token), new Date()) : [];
  if (!confirmed) {
    c.status(410);
    return c.render(<InvalidLink title="Bülten aboneliği" text={CONFIRM_INVALID} />, linkHead);
  }
  return c.render(<BultenPage outcome="onaylandi" />, linkHead);
}

const UNSUBSCRIBE_INVALID = "Bu bağlantıyla bir abonelik bulunamadı: adresiniz listeden zaten çıkarılmış olabilir.";

export async function renderUnsubscribe(c: Context<AppEnv>) {
  const token = tokenOf(c);
  const [subscriber] = token ? await subscriberByUnsubscribeToken(database(c.env.DB), await tokenIdOf(token)) : [];
  if (!subscriber || !token) {
    c.status(410);
    return c.render(<InvalidLink title="Abonelikten çık" text={UNSUBSCRIBE_INVALID} />, linkHead);
  }
  return c.render(
    <TokenPage title="Abonelikten çık" text={`${subscriber.email} adresi bülten listemizden silinecek.`} action={newsletterLeavePath(token)} token={token} button="Abonelikten çık" />,
    linkHead,
  );
}

/**
 * POST /bulten/ayril: from the page's button, or straight from the mail program (RFC 8058 one-click:
 * `List-Unsubscribe=One-Click` posted to the link, token in the address, no Origin). The token is
 * the authority, so this address is exempt from the same-origin check.
 */
export async function unsubscribe(c: Context<AppEnv>): Promise<Response> {
  const token = tokenOf(c, textFields(await c.req.parseBody()));
  const db = database(c.env.DB);
  const [subscriber] = token ? await subscriberByUnsubscribeToken(db, await tokenIdOf(token)) : [];
  if (!subscriber) {
    c.status(410);
    return c.render(<InvalidLink title="Abonelikten çık" text={UNSUBSCRIBE_INVALID} />, linkHead);
  }
  await deleteSubscriber(db, subscriber.id);
  return c.render(<BultenPage outcome="ayrildi" />, linkHead);
}
