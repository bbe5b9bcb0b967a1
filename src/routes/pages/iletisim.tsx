import type { Context } from "hono";
import { database } from "../../db/client";
import { storeContactMessage } from "../../db/contact";
import { REPEATED } from "../../db/form-tokens";
import { pageByKey, readPageFields } from "../../db/pages";
import { clientKey, retryAfterSeconds } from "../../services/auth/throttle";
import { clientIp, hashIp, ipHashSecret } from "../../platform/client-ip";
import { logEvent } from "../../platform/log";
import { queueMail } from "../../services/email/outbox";
import { senderOf } from "../../services/email/sender";
import type { Loaded } from "../../platform/page-route";
import { richTextImageKeys } from "../../services/richtext/image-sources";
import { tag } from "../../platform/cache/tags";
import type { AppEnv } from "../../shared/env";
import { formatPhone, telHref } from "../../shared/i18n/phone";
import { RichText } from "../../shared/richtext/render";
import { CONTACT_THROTTLE, contactNotificationMail, contactSchema, HONEYPOT_FIELD } from "./contact-form";
import { Field, FormProblems, Honeypot, textFields, validateForm, type FieldErrors, type FieldValues } from "./parts/form";
import { FormToken, readSubmission } from "./parts/form-token";
import { Notice } from "./parts/notice";
import { NoticeLink } from "./parts/notice-link";
import { CONTACT_PATH } from "../../shared/paths";
import type { Identity } from "../../shared/identity";
import { useIdentity } from "./site-identity";
import { EDITABLE_PAGES, type PageFields } from "../../shared/content-kinds/page";

export interface IletisimData {
  title: string;
  summary: string;
  body: unknown;
  details: PageFields<"contact"> | null;
}

/** The contact page's record — one statement. */
export async function loadIletisim(c: Context<AppEnv>): Promise<Loaded<IletisimData>> {
  const db = database(c.env.DB);
  // A batch of one: the association's identity rides on it (src/db/identity.ts).
  const [[page]] = await db.batch([pageByKey(db, "contact")]);
  return {
    data: {
      title: page?.title ?? EDITABLE_PAGES.contact.defaultText.title,
      summary: page?.summary ?? EDITABLE_PAGES.contact.defaultText.summary,
      body: page?.body ?? EDITABLE_PAGES.contact.defaultText.body,
      details: page ? readPageFields("contact", page.fields) : null,
    },
    cache: { tags: [tag.page("contact"), ...richTextImageKeys(page?.body).map(tag.media)] },
  };
}

const SENT_PATH = `${CONTACT_PATH}?gonderildi=1#iletisim-formu`;

interface FormState {
  values?: FieldValues;
  errors?: FieldErrors;
  /** A problem with the whole submission (rate limit), shown above the form. */
  problem?: string;
  sent?: boolean;
}

function ContactForm({ state }: { state: FormState }) {
  const field = { form: "iletisim", errors: state.errors } as const;
  return (
    <section className="section" aria-labelledby="iletisim-formu">
      <h2 id="iletisim-formu">Bize yazın</h2>
      {state.sent ? (
        <Notice kind="success" title="Mesajınız gönderildi">
          <p>Teşekkür ederiz! Mesajınız bize ulaştı; en kısa sürede size dönüş yapacağız.</p>
        </Notice>
      ) : null}
      <FormProblems form="iletisim" errors={state.errors} problem={state.problem} />
      {/*
        No #fragment in the action: a page opened at a fragment ignores autofocus, and after a
        failed submit the focus must land on the error summary (see FormProblems).
      */}
      <form className="form" method="post" action={CONTACT_PATH} noValidate>
        <Field {...field} name="name" label="Adınız soyadınız" value={state.values?.name} autoComplete="name" />
        <Field {...field} name="email" label="E-posta adresiniz" value={state.values?.email} type="email" autoComplete="email" />
        <Field {...field} name="subject" label="Konu" value={state.values?.subject} />
        <Field {...field} name="message" label="Mesajınız" value={state.values?.message} multiline />
        <Honeypot form="iletisim" name={HONEYPOT_FIELD} />
        <FormToken />
        <p>
          <button className="button" type="submit">
            Gönder
          </button>
        </p>
        <NoticeLink purpose="Bu formla gönderdiğiniz" />
      </form>
    </section>
  );
}

function ContactDetails({ details }: { details: PageFields<"contact"> }) {
  return (
    <section className="card contact-details" aria-labelledby="iletisim-bilgileri">
      <h2 id="iletisim-bilgileri">İletişim bilgileri</h2>
      <dl>
        {details.address ? (
          <>
            <dt>Adres</dt>
            <dd>
              <address>{details.address}</address>
              {details.mapUrl ? (
                <a href={details.mapUrl} rel="noopener noreferrer">
                  Haritada göster
                </a>
              ) : null}
            </dd>
          </>
        ) : null}
        {details.phone ? (
          <>
            <dt>Telefon</dt>
            <dd>
              <a href={telHref(details.phone)}>{formatPhone(details.phone)}</a>
            </dd>
          </>
        ) : null}
        <dt>E-posta</dt>
        <dd>
          <a href={`mailto:${details.email}`}>{details.email}</a>
        </dd>
        {details.officeHours ? (
          <>
            <dt>Çalışma saatleri</dt>
            <dd>{details.officeHours}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

/**
 * The details shown: the contact page's own, else the association's (Ayarlar → Dernek bilgileri),
 * so a new site shows its address, phone and e-mail once they are entered anywhere.
 */
function detailsShown(page: PageFields<"contact"> | null, site: Identity): PageFields<"contact"> | null {
  if (page) return page;
  if (!site.email) return null;
  return { address: site.address, phone: site.phone, email: site.email, mapUrl: "", officeHours: "" };
}

function IletisimPage({ data, state }: { data: IletisimData; state: FormState }) {
  const details = detailsShown(data.details, useIdentity());
  return (
    <>
      <h1>{data.title}</h1>
      {data.summary ? <p className="lead">{data.summary}</p> : null}
      {/* On a phone the form sits below the directions: this link saves two screens of scrolling. */}
      <p className="jump-link">
        <a href="#iletisim-formu">Bize yazmak için iletişim formuna gidin</a>
      </p>
      <div className="two-columns">
        <div>
          {/* A new site has no details yet: the form below is the way to reach the association, with no "coming soon" box. */}
          {details ? <ContactDetails details={details} /> : null}
          {data.body ? <RichText value={data.body} /> : null}
        </div>
        <ContactForm state={state} />
      </div>
    </>
  );
}

const head = (data: IletisimData) => ({ title: "İletişim", description: data.summary || undefined });

/** Waits for the record: the contact page is small, and its form must render with the details. */
export async function renderIletisim(c: Context<AppEnv>, data: Promise<IletisimData>) {
  const loaded = await data;
  const sent = c.req.query("gonderildi") === "1";
  return c.render(<IletisimPage data={loaded} state={{ sent }} />, head(loaded));
}

/** Re-shows the form with what the visitor typed and why it was not accepted. */
async function rejectForm(c: Context<AppEnv>, status: 422 | 429, state: FormState) {
  const { data: loaded } = await loadIletisim(c);
  c.status(status);
  return c.render(<IletisimPage data={loaded} state={state} />, { ...head(loaded), noindex: true });
}

/**
 * POST /iletisim: validate, refuse spam, store, then redirect to the thank-you message
 * (post/redirect/get, so reloading never sends twice). Bad input stores nothing.
 */
export async function sendContactMessage(c: Context<AppEnv>): Promise<Response> {
  const body = await c.req.parseBody();
  const values = textFields(body);
  const honeypot = body[HONEYPOT_FIELD];
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    // A bot: it is told "thank you" and learns nothing, and nothing is stored.
    logEvent("warn", "contact_honeypot", { path: c.req.path });
    return c.redirect(SENT_PATH, 303);
  }
  const checked = await validateForm(contactSchema, values);
  if (!checked.ok) return rejectForm(c, 422, { values, errors: checked.errors });

  const db = database(c.env.DB);
  // The visitor's retry of a message already stored gets the same thank-you, and nothing more.
  const submission = await readSubmission(c, "iletisim", values);
  if (submission.repeated) return c.redirect(SENT_PATH, 303);
  // One sender per IPv4 address or IPv6 /64, as for the sign-in throttle.
  const ipHash = await hashIp(clientKey(clientIp(c)), ipHashSecret(c));
  const now = new Date();
  const blockedUntil = await storeContactMessage(db, { ...checked.data, ipHash }, now, CONTACT_THROTTLE, submission.id);
  if (blockedUntil === REPEATED) return c.redirect(SENT_PATH, 303);
  if (blockedUntil) {
    c.header("Retry-After", retryAfterSeconds(blockedUntil, now));
    return rejectForm(c, 429, {
      values,
      problem: "Kısa sürede çok fazla mesaj gönderdiniz. Lütfen bir saat sonra yeniden deneyin ya da bize telefonla ulaşın.",
    });
  }
  // Stored first; then the association hears of it in its own inbox (answering goes to the sender).
  const sender = await senderOf(c);
  if (sender.inbox) await queueMail(c, contactNotificationMail(sender.inbox, checked.data, sender));
  return c.redirect(SENT_PATH, 303);
}
