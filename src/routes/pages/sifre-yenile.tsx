import type { Context } from "hono";
import { passwordResetSchema } from "../../services/auth/forms";
import { completePasswordReset, resetLinkIsValid } from "../../services/auth/password-reset";
import type { AppEnv } from "../../shared/env";
import { Notice } from "./parts/notice";
import { FormProblems, NewPasswordFields, textFields, validateForm, type FieldErrors } from "./parts/form";
import { ACCOUNT_PATH, ADMIN_PATH, FORGOT_PASSWORD_PATH, PASSWORD_RESET_PATH } from "../../shared/paths";

interface ResetState {
  token: string;
  errors?: FieldErrors;
  /** The link was used, replaced by a newer one, or is older than an hour. */
  invalid?: boolean;
}

function ResetPage({ state }: { state: ResetState }) {
  if (state.invalid) {
    return (
      <>
        <h1>Şifre yenileme</h1>
        <Notice kind="error" title="Bağlantı geçersiz">
          <p>Bu bağlantı artık geçerli değil: kullanılmış, yerine daha yenisi gönderilmiş ya da süresi (bir saat) dolmuş olabilir.</p>
        </Notice>
        <p>
          <a className="button" href={FORGOT_PASSWORD_PATH}>
            Yeni bağlantı iste
          </a>
        </p>
      </>
    );
  }
  return (
    <>
      <h1>Yeni şifrenizi belirleyin</h1>
      <p className="lead">Yeni şifreniz kaydedildiğinde bütün cihazlardaki oturumlarınız kapanır ve bu cihazda yeniden giriş yapmış olursunuz.</p>
      <FormProblems form="sifre-yenile" errors={state.errors} />
      <form className="form" method="post" action={PASSWORD_RESET_PATH} noValidate>
        <input type="hidden" name="token" value={state.token} />
        <NewPasswordFields form="sifre-yenile" errors={state.errors} label="Yeni şifre" />
        <p>
          <button className="button" type="submit">
            Şifremi kaydet
          </button>
        </p>
      </form>
    </>
  );
}

const head = { title: "Şifre yenileme", noindex: true };

/** GET /sifre-yenile?anahtar=…: the form while the link is good, otherwise why it is not. */
export async function renderPasswordReset(c: Context<AppEnv>) {
  const token = c.req.query("anahtar") ?? "";
  const valid = token.length >= 20 && token.length <= 100 && (await resetLinkIsValid(c, token, new Date()));
  // A post whose body could not be read comes back here with its own status (400/413/415).
  if (!valid) c.status(410);
  return c.render(<ResetPage state={{ token, invalid: !valid }} />, head);
}

/** POST /sifre-yenile: the new password, through the one-time link (src/services/auth/password-reset.ts). */
export async function savePasswordReset(c: Context<AppEnv>): Promise<Response> {
  const values = textFields(await c.req.parseBody());
  const token = values.token ?? "";
  const checked = await validateForm(passwordResetSchema, values);
  if (!checked.ok) {
    if (checked.errors.token) {
      c.status(410);
      return c.render(<ResetPage state={{ token, invalid: true }} />, head);
    }
    c.status(422);
    return c.render(<ResetPage state={{ token, errors: checked.errors }} />, head);
  }
  const outcome = await completePasswordReset(c, checked.data.token, checked.data.password, new Date());
  if (!outcome.ok && outcome.reason === "invalid") {
    c.status(410);
    return c.render(<ResetPage state={{ token, invalid: true }} />, head);
  }
  if (!outcome.ok) {
    c.status(422);
    return c.render(<ResetPage state={{ token, errors: { password: "Yeni şifreniz eskisiyle aynı olamaz." } }} />, head);
  }
  return c.redirect(outcome.role === "member" ? `${ACCOUNT_PATH}?tamam=sifre` : ADMIN_PATH, 303);
}
