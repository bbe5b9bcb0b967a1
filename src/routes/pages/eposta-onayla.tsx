import type { Context } from "hono";
import { addressLinkKind, confirmAddress, UNCONFIRMED_KEEP_DAYS, type AddressLinkKind } from "../../services/auth/addresses";
import { applicationConfirmSchema } from "../../services/auth/forms";
import { retryAfterSeconds } from "../../services/auth/throttle";
import { tooManyPasswordGuesses } from "../../services/auth/password-check";
import type { AppEnv } from "../../shared/env";
import { Notice } from "./parts/notice";
import { Field, FormProblems, textFields, validateForm, type FieldErrors } from "./parts/form";
import { ACCOUNT_PATH, ADDRESS_CONFIRM_PATH, HOME_PATH, LOGIN_PATH } from "../../shared/paths";

/**
 * /eposta-onayla: the page a confirmation link opens. Opening it changes nothing (mail scanners
 * open links too); the button posts the link's token, and the outcome is shown after a redirect.
 * An application's page names the applicant and asks for the password chosen when applying, so
 * the owner of an address cannot confirm a stranger's application with it.
 */
type AskState = { step: "ask"; token: string; kind: AddressLinkKind; newEmail: string | null; name: string; errors?: FieldErrors };
type ConfirmState = AskState | { step: "invalid" } | { step: "taken" } | { step: "done"; what: "basvuru" | "hesap" | "adres" };

const isToken = (token: string) => token.length >= 20 && token.length <= 100;

/** An application's link: whose application it is, the warning, and the password it takes. */
function AskApplication({ state }: { state: AskState }) {
  return (
    <>
      <h1>E-posta adresinizi onaylayın</h1>
      <p className="lead">
        Bu adresle <strong>{state.name}</strong> adına üyelik başvurusu yapıldı. Başvuru sizinse, başvururken belirlediğiniz şifreyi yazıp
        adresinizi onaylayın; başvurunuz ancak o zaman yönetim kurulunun kararına sunulur.
      </p>
      <Notice kind="info" title="Bu başvuru sizin değilse onaylamayın">
        <p>Bir şey yapmanız gerekmez: onaylanmayan başvurular {UNCONFIRMED_KEEP_DAYS} gün içinde kendiliğinden silinir.</p>
      </Notice>
      <FormProblems form="onay" errors={state.errors} />
      <form className="form" method="post" action={ADDRESS_CONFIRM_PATH} noValidate>
        <input type="hidden" name="token" value={state.token} />
        <Field
          form="onay"
          name="password"
          label="Başvururken belirlediğiniz şifre"
          type="password"
          autoComplete="current-password"
          errors={state.errors}
          hint={`Şifrenizi hatırlamıyorsanız onaylamadan bırakın: başvuru ${UNCONFIRMED_KEEP_DAYS} gün içinde silinir, sonra yeniden başvurabilirsiniz.`}
        />
        <p>
          <button className="button" type="submit">
            Adresimi onayla
          </button>
        </p>
      </form>
    </>
  );
}

/** A new address's link: the member asked for it while signed in, with their password. */
function AskAddressChange({ state }: { state: AskState }) {
  return (
    <>
      <h1>Yeni e-posta adresinizi onaylayın</h1>
      <p className="lead">Onayladığınızda hesabınızın e-posta adresi {state.newEmail ?? ""} olur ve girişte bu adresi kullanırsınız.</p>
      <form method="post" action={ADDRESS_CONFIRM_PATH}>
        <input type="hidden" name="token" value={state.token} />
        <button className="button" type="submit">
          Yeni adresimi onayla
        </button>
      </form>
    </>
  );
}

function ConfirmPage({ state, signedIn }: { state: ConfirmState; signedIn: boolean }) {
  switch (state.step) {
    case "ask":
      return state.kind === "email-confirm" ? <AskApplication state={state} /> : <AskAddressChange state={state} />;
    case "invalid":
      return (
        <>
          <h1>E-posta onayı</h1>
          <Notice kind="error" title="Bağlantı geçersiz">
            <p>
              Bu bağlantı artık geçerli değil: kullanılmış, yerine daha yenisi gönderilmiş ya da süresi dolmuş olabilir. Başvurunuzu onaylamak
              için giriş yapmayı deneyin: adresiniz henüz onaylanmadıysa size yeni bir bağlantı gönderilir.
            </p>
          </Notice>
          <p>
            <a className="button" href={signedIn ? ACCOUNT_PATH : LOGIN_PATH}>
              {signedIn ? "Hesabıma git" : "Giriş yap"}
            </a>
          </p>
        </>
      );
    case "taken":
      return (
        <>
          <h1>E-posta onayı</h1>
          <Notice kind="error" title="Adres kullanılıyor">
            <p>Bu adresle bu arada başka bir hesap açılmış; hesabınızın adresi değiştirilmedi. Başka bir adres deneyebilirsiniz.</p>
          </Notice>
          <p>
            <a href={ACCOUNT_PATH}>Hesabıma git</a>
          </p>
        </>
      );
    case "done":
      return (
        <>
          <h1>E-posta adresiniz onaylandı</h1>
          <Notice kind="success" title="Teşekkürler">
            <p>
              {state.what === "basvuru"
                ? "Başvurunuz yönetim kurulunun kararına sunuldu. Kurul başvurunuzu kabul ettiğinde size e-posta ile haber vereceğiz; ardından giriş yapabilirsiniz."
                : state.what === "adres"
                  ? "Hesabınızın e-posta adresi değiştirildi. Bundan sonra girişte yeni adresinizi kullanın."
                  : "Adresiniz onaylandı."}
            </p>
          </Notice>
          <p>{signedIn ? <a href={ACCOUNT_PATH}>Hesabıma git</a> : <a href={HOME_PATH}>Ana sayfaya dön</a>}</p>
        </>
      );
  }
}

const head = { title: "E-posta onayı", noindex: true };

const DONE = ["basvuru", "hesap", "adres"] as const;

/** GET /eposta-onayla?anahtar=… asks; ?tamam=… says how it went. */
export async function renderAddressConfirmation(c: Context<AppEnv>) {
  const signedIn = Boolean(c.var.session);
  const done = DONE.find((what) => what === c.req.query("tamam"));
  if (done) return c.render(<ConfirmPage state={{ step: "done", what: done }} signedIn={signedIn} />, head);
  const token = c.req.query("anahtar") ?? "";
  const link = isToken(token) ? await addressLinkKind(c, token, new Date()) : null;
  if (!link) {
    c.status(410);
    return c.render(<ConfirmPage state={{ step: "invalid" }} signedIn={signedIn} />, head);
  }
  return c.render(<ConfirmPage state={{ step: "ask", token, ...link }} signedIn={signedIn} />, head);
}

/**
 * POST /eposta-onayla: uses the link (src/services/auth/addresses.ts). An application's link takes
 * the applicant's password too; a missing or wrong one changes nothing and says so under the field,
 * and guesses are throttled like signing in (429 with Retry-After).
 */
export async function saveAddressConfirmation(c: Context<AppEnv>): Promise<Response> {
  const values = textFields(await c.req.parseBody());
  const token = values.token ?? "";
  const now = new Date();
  const signedIn = Boolean(c.var.session);
  const link = isToken(token) ? await addressLinkKind(c, token, now) : null;
  const askAgain = (errors: FieldErrors, status: 422 | 429) => {
    c.status(status);
    return c.render(<ConfirmPage state={{ step: "ask", token, ...link!, errors }} signedIn={signedIn} />, head);
  };
  if (link?.kind === "email-confirm") {
    const checked = await validateForm(applicationConfirmSchema, values);
    if (!checked.ok) return askAgain(checked.errors, 422);
  }
  const outcome = link ? await confirmAddress(c, token, now, values.password) : ({ ok: false, reason: "invalid" } as const);
  if (!outcome.ok) {
    switch (outcome.reason) {
      case "wrong-password":
        return askAgain({ password: "Şifre hatalı. Başvururken belirlediğiniz şifreyi yazın." }, 422);
      case "throttled":
        c.header("Retry-After", retryAfterSeconds(outcome.until, now));
        return askAgain({ password: tooManyPasswordGuesses(outcome.until) }, 429);
      default:
        c.status(outcome.reason === "taken" ? 409 : 410);
        return c.render(<ConfirmPage state={{ step: outcome.reason }} signedIn={signedIn} />, head);
    }
  }
  const what = outcome.kind === "email-change" ? "adres" : outcome.status === "pending" ? "basvuru" : "hesap";
  return c.redirect(`${ADDRESS_CONFIRM_PATH}?tamam=${what}`, 303);
}
