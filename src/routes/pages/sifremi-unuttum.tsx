import type { Context } from "hono";
import { passwordResetRequestSchema } from "../../services/auth/forms";
import { requestPasswordReset } from "../../services/auth/password-reset";
import { retryAfterSeconds } from "../../services/auth/throttle";
import type { AppEnv } from "../../shared/env";
import { formatTime } from "../../shared/i18n/dates";
import { Notice } from "./parts/notice";
import { Field, FormProblems, textFields, validateForm, type FieldErrors } from "./parts/form";
import { FORGOT_PASSWORD_PATH, LOGIN_PATH } from "../../shared/paths";

interface ForgotState {
  email?: string;
  errors?: FieldErrors;
  problem?: string;
  sent?: boolean;
}

/** The one answer for every address, so the form tells nobody who has an account. */
export const RESET_REQUESTED =
  "Bu adrese kayıtlı, etkin bir hesap varsa şifrenizi yenilemeniz için bir bağlantı gönderdik. Gelen kutunuzu ve istenmeyen (spam) klasörünü birkaç dakika içinde kontrol edin; bağlantı bir saat geçerlidir.";

function ForgotPage({ state }: { state: ForgotState }) {
  if (state.sent) {
    return (
      <>
        <h1>Şifremi unuttum</h1>
        <Notice kind="success" title="İsteğiniz alındı">
          <p>{RESET_REQUESTED}</p>
        </Notice>
        <p>
          <a href={LOGIN_PATH}>Giriş sayfasına dön</a>
        </p>
      </>
    );
  }
  return (
    <>
      <h1>Şifremi unuttum</h1>
      <p className="lead">Hesabınızın e-posta adresini yazın; yeni bir şifre belirlemeniz için size bir bağlantı gönderelim.</p>
      <FormProblems form="sifre-unuttum" errors={state.errors} problem={state.problem} />
      <form className="form" method="post" action={FORGOT_PASSWORD_PATH} noValidate>
        <Field form="sifre-unuttum" name="email" label="E-posta adresiniz" type="email" autoComplete="email" value={state.email} errors={state.errors} />
        <p>
          <button className="button" type="submit">
            Bağlantı gönder
          </button>
        </p>
      </form>
      <p>
        Şifrenizi hatırladınız mı? <a href={LOGIN_PATH}>Giriş yapın</a>.
      </p>
    </>
  );
}

const head = { title: "Şifremi unuttum", noindex: true };

export function renderForgotPassword(c: Context<AppEnv>) {
  return c.render(<ForgotPage state={{ sent: c.req.query("gonderildi") === "1" }} />, head);
}

/**
 * POST /sifremi-unuttum: the same answer whatever the address (post/redirect/get); a mail only for an
 * active account. A client that asks too often is told to wait (429), which says nothing about accounts.
 */
export async function sendPasswordReset(c: Context<AppEnv>): Promise<Response> {
  const values = textFields(await c.req.parseBody());
  const checked = await validateForm(passwordResetRequestSchema, values);
  if (!checked.ok) {
    c.status(422);
    return c.render(<ForgotPage state={{ email: values.email, errors: checked.errors }} />, head);
  }
  const now = new Date();
  const blockedUntil = await requestPasswordReset(c, checked.data.email, now);
  if (blockedUntil) {
    c.status(429);
    c.header("Retry-After", retryAfterSeconds(blockedUntil, now));
    const problem = `Kısa sürede çok fazla istek gönderildi. Lütfen saat ${formatTime(blockedUntil)} sonrasında yeniden deneyin.`;
    return c.render(<ForgotPage state={{ email: values.email, problem }} />, head);
  }
  return c.redirect(`${FORGOT_PASSWORD_PATH}?gonderildi=1`, 303);
}
