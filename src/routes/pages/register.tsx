import type { Context } from "hono";
import type * as z from "zod";
import { CONFIRM_VALID_MS, sendAddressConfirmation, UNCONFIRMED_KEEP_DAYS } from "../../services/auth/addresses";
import { membershipApplicationSchema, registerSchema } from "../../services/auth/forms";
import { firstAdminMode, setupCodeMatches, type FirstAdminMode } from "../../services/auth/first-admin";
import { hashPassword } from "../../services/auth/password";
import { startSession } from "../../services/auth/session";
import { clientKey, REGISTER_THROTTLE, reserveAttempt, retryAfterSeconds } from "../../services/auth/throttle";
import { clientIp, hashIp, ipHashSecret } from "../../platform/client-ip";
import { formatTime } from "../../shared/i18n/dates";
import { database } from "../../db/client";
import { REPEATED } from "../../db/form-tokens";
import { hasAdministrator, registerAccount, userByEmail } from "../../db/users";
import { registrationAttemptMail } from "../../services/auth/mails";
import { queueMail } from "../../services/email/outbox";
import { senderOf } from "../../services/email/sender";
import { reserveMailTo } from "../../services/email/recipient-limit";
import type { AppEnv } from "../../shared/env";
import { Notice } from "./parts/notice";
import { NoticeLink } from "./parts/notice-link";
import { Field, FormProblems, NewPasswordFields, textFields, validateForm, type FieldErrors, type FieldValues } from "./parts/form";
import { DAY_MS } from "../../shared/i18n/days";
import { FormToken, readSubmission } from "./parts/form-token";
import { ABOUT_PATH, ACCOUNT_PATH, ADMIN_PATH, HOME_PATH, LOGIN_PATH, REGISTER_PATH } from "../../shared/paths";

interface RegisterState {
  values?: FieldValues;
  errors?: FieldErrors;
  /** Why the form as a whole was refused (too many applications). */
  problem?: string;
  /** While the site has no administrator: who may become it (else null). */
  firstAccount: FirstAdminMode | null;
  applied?: boolean;
}

/** Whether the form is the membership application (not the first administrator's setup). */
const isApplication = (mode: FirstAdminMode | null) => mode !== "open" && mode !== "code";

/** What an applicant sees once the application is in: the address must be confirmed first. */
function ApplicationReceived() {
  return (
    <>
      <h1>Başvurunuz alındı</h1>
      <Notice kind="success" title="E-postanızı kontrol edin">
        <p>
          Teşekkür ederiz! Yazdığınız adrese bir onay bağlantısı gönderdik. Bağlantıyla adresinizi onayladığınızda üyelik
          başvurunuz yönetim kuruluna iletilir; kurul başvurunuzu kabul ettiğinde e-posta ile haber vereceğiz, üyeliğiniz o zaman başlar ve
          giriş yapabilirsiniz.
        </p>
        <p>
          E-posta birkaç dakika içinde gelmezse istenmeyen (spam) klasörüne bakın. Bağlantı {CONFIRM_VALID_MS / DAY_MS} gün
          geçerlidir; onaylanmayan başvurular {UNCONFIRMED_KEEP_DAYS} gün sonra silinir.
        </p>
      </Notice>
      <p>
        <a href={HOME_PATH}>Ana sayfaya dön</a>
      </p>
    </>
  );
}

/** Above the form: the first account's setup, or what membership means. */
function RegisterIntro({ firstAccount }: { firstAccount: RegisterState["firstAccount"] }) {
  return (
    <>
      {firstAccount === "open" ? (
        <Notice kind="info">
          <p>
            Bu sitenin henüz yöneticisi yok. Oluşturacağınız hesap sitenin <strong>yöneticisi</strong> olacak.
          </p>
        </Notice>
      ) : firstAccount === "code" ? (
        <Notice kind="info" title="Site kurulumu">
          <p>
            Bu sitenin henüz yöneticisi yok. Sitenin <strong>yöneticisi</strong> olmak için kurulum kodunu da yazın; kod olmadan
            yapılan başvurular onay bekler.
          </p>
        </Notice>
      ) : firstAccount === "closed" ? (
        <Notice kind="info" title="Site kurulumu">
          <p>Bu sitenin yöneticisi henüz belirlenmedi. Başvurunuz kaydedilir ve yönetici kurulduğunda onaylanabilir.</p>
        </Notice>
      ) : (
        <>
          <p className="lead">
            Derneğimize buradan başvurabilirsiniz. Önce e-posta adresinizi onaylamanız için bir bağlantı göndeririz; ardından
            başvurunuzu yönetim kurulu değerlendirir, onaylandığında e-posta ile haber verir ve üyeliğiniz başlar. Üye olarak etkinliklere tek tıkla kaydolur, kayıtlarınızı ve bülten aboneliğinizi “Hesabım” sayfasından
            yönetirsiniz. Yıllık aidat ve diğer koşullar için <a href={ABOUT_PATH}>Hakkımızda</a> sayfasına bakın.
          </p>
          <p>Başvuru formunu dernek merkezimizde kâğıt üzerinde de doldurabilirsiniz.</p>
        </>
      )}
    </>
  );
}

function RegisterPage({ state }: { state: RegisterState }) {
  const field = { form: "kayit", errors: state.errors } as const;
  const application = isApplication(state.firstAccount);
  if (state.applied) return <ApplicationReceived />;
  return (
    <>
      <h1>{application ? "Üyelik başvurusu" : "Site kurulumu"}</h1>
      <RegisterIntro firstAccount={state.firstAccount} />
      <FormProblems form="kayit" errors={state.errors} problem={state.problem} />
      <form className="form" method="post" action={REGISTER_PATH} noValidate>
        <Field {...field} name="name" label="Adınız soyadınız" autoComplete="name" value={state.values?.name} />
        <Field {...field} name="email" label="E-posta adresiniz" type="email" autoComplete="email" value={state.values?.email} />
        {application ? (
          <>
            <Field {...field} name="phone" label="Telefon numaranız" type="tel" autoComplete="tel" value={state.values?.phone} />
            <Field {...field} name="neighbourhood" label="Mahalleniz" autoComplete="address-level3" value={state.values?.neighbourhood} hint="Oturduğunuz mahallenin adı." />
            <Field {...field} name="reason" label="Neden üye olmak istiyorsunuz?" value={state.values?.reason} multiline optional />
          </>
        ) : null}
        <NewPasswordFields form="kayit" errors={state.errors} />
        <FormToken />
        {state.firstAccount === "code" ? (
          <Field {...field} name="setupCode" label="Kurulum kodu" autoComplete="off" hint="Siteyi kuran kişiye verilen tek kullanımlık kod." />
        ) : null}
        <p>
          <button className="button" type="submit">
            {state.firstAccount === "open" || state.firstAccount === "code" ? "Yönetici hesabını oluştur" : "Başvur"}
          </button>
        </p>
        <NoticeLink purpose={application ? "Üyelik başvurunuzdaki" : "Yönetici hesabınızdaki"} />
      </form>
      <p>
        Zaten hesabınız var mı? <a href={LOGIN_PATH}>Giriş yapın</a>.
      </p>
    </>
  );
}

const head = { title: "Üyelik başvurusu", noindex: true };

/**
 * Who may become the site's administrator, or null once it has one. Applications made before that
 * do not close the setup: only an administrator does.
 */
async function firstAccountMode(c: Context<AppEnv>): Promise<FirstAdminMode | null> {
  return (await hasAdministrator(database(c.env.DB))) ? null : firstAdminMode(c);
}

export async function renderRegister(c: Context<AppEnv>) {
  if (c.var.session && c.req.method === "GET") return c.redirect(ACCOUNT_PATH, 302);
  const applied = c.req.query("basvuru") === "alindi";
  return c.render(<RegisterPage state={{ firstAccount: applied ? null : await firstAccountMode(c), applied }} />, head);
}

/**
 * A repeat of a post already stored (the visitor's retry): the answer the first one got, told from
 * the post alone, so that it says nothing about accounts. The setup form (no application fields)
 * led to the admin area, whose guard asks a visitor without the session to sign in.
 */
const answerRepeat = (c: Context<AppEnv>, values: FieldValues) => {
  // The setup form has no application fields; with a setup code field, only a post that gave a code was a setup.
  const wasSetup = !("neighbourhood" in values) && (values.setupCode === undefined || values.setupCode.trim() !== "");
  return c.redirect(wasSetup ? ADMIN_PATH : `${REGISTER_PATH}?basvuru=alindi`, 303);
};

/**
 * POST /register. While the site has no administrator, the account of whoever may set it up (anyone
 * locally, the holder of the setup code on a deployed site) becomes an active administrator and is
 * signed in; every other one is a pending member until an administrator approves it. Bad input stores nothing.
 */
export async function register(c: Context<AppEnv>): Promise<Response> {
  const values = textFields(await c.req.parseBody());
  // Before anything else: the site's setup, once done, would now be checked as an application.
  const submission = await readSubmission(c, "basvuru", values);
  if (submission.repeated) return answerRepeat(c, values);
  const kept = { name: values.name, email: values.email, phone: values.phone, neighbourhood: values.neighbourhood, reason: values.reason };
  const formMode = await firstAccountMode(c);
  const applying = isApplication(formMode);
  const checked = applying ? await validateForm(membershipApplicationSchema, values) : await validateForm(registerSchema, values);
  if (!checked.ok) {
    c.status(422);
    return c.render(<RegisterPage state={{ values: kept, errors: checked.errors, firstAccount: formMode }} />, head);
  }
  const { name, email, password } = checked.data;
  const application = applying ? (checked.data as z.infer<typeof membershipApplicationSchema>) : null;
  const db = database(c.env.DB);
  // Each registration costs a slow password hash (16 MiB, tens of milliseconds): a few an hour per client.
  const now = new Date();
  const blockedUntil = await reserveAttempt(db, "kayit:" + (await hashIp(clientKey(clientIp(c)), ipHashSecret(c))), now, REGISTER_THROTTLE);
  if (blockedUntil) {
    c.status(429);
    c.header("Retry-After", retryAfterSeconds(blockedUntil, now));
    const problem = `Bu bağlantıdan kısa sürede çok fazla başvuru yapıldı. Lütfen saat ${formatTime(blockedUntil)} sonrasında yeniden deneyin.`;
    return c.render(<RegisterPage state={{ values: kept, problem, firstAccount: await firstAccountMode(c) }} />, head);
  }
  // On a deployed site only the setup code makes an account the administrator; a wrong code
  // stores nothing and is counted by the throttle above, like every application.
  const mode = await firstAccountMode(c);
  const code = values.setupCode?.trim() ?? "";
  let mayBecomeAdmin = mode === "open";
  if (mode === "code" && code !== "") {
    mayBecomeAdmin = await setupCodeMatches(c.env.SETUP_CODE!, code);
    if (!mayBecomeAdmin) {
      c.status(422);
      return c.render(<RegisterPage state={{ values: kept, errors: { setupCode: "Kurulum kodu hatalı." }, firstAccount: mode }} />, head);
    }
  }
  const account = await registerAccount(
    db,
    { name, email, passwordHash: await hashPassword(password), phone: application?.phone, neighbourhood: application?.neighbourhood, applicationReason: application?.reason },
    mayBecomeAdmin,
    submission.id,
  );
  if (account === REPEATED) return answerRepeat(c, values);
  // A taken address gets the same answer as a new application, so registering reveals nothing
  // about who has an account; nothing is stored for it, and the address's owner hears of it (a few
  // times an hour at most, however many clients try).
  if (!account) {
    const [owner] = await userByEmail(db, email);
    if (owner && (await reserveMailTo(c, "basvuru", email, now))) await queueMail(c, registrationAttemptMail(owner.email, owner.name, await senderOf(c)));
    return c.redirect(`${REGISTER_PATH}?basvuru=alindi`, 303);
  }
  if (account.status === "active") {
    await startSession(c, db, account.id);
    return c.redirect(ADMIN_PATH, 303);
  }
  await sendAddressConfirmation(c, { id: account.id, email, name }, now);
  return c.redirect(`${REGISTER_PATH}?basvuru=alindi`, 303);
}
