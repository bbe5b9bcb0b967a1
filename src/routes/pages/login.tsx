import type { Context } from "hono";
import { loginSchema } from "../../services/auth/forms";
import { safeNextPath } from "../../services/auth/next-path";
import { endSession } from "../../services/auth/session";
import { signInWithPassword } from "../../services/auth/sign-in";
import { retryAfterSeconds } from "../../services/auth/throttle";
import { database } from "../../db/client";
import type { AppEnv } from "../../shared/env";
import { formatTime } from "../../shared/i18n/dates";
import { Notice } from "./parts/notice";
import { Field, FormProblems, textFields, validateForm, type FieldErrors } from "./parts/form";
import { ACCOUNT_PATH, ADMIN_PATH, FORGOT_PASSWORD_PATH, loginPath, LOGOUT_PATH, REGISTER_PATH } from "../../shared/paths";

interface LoginState {
  email?: string;
  errors?: FieldErrors;
  problem?: string;
  next?: string | null;
}

function LoginPage({ state }: { state: LoginState }) {
  const action = loginPath(state.next);
  return (
    <>
      <h1>Giriş yap</h1>
      {state.next ? (
        <Notice kind="info" title="Giriş gerekiyor">
          <p>Açmak istediğiniz sayfa yalnızca giriş yapmış kişilere açık. Giriş yaptıktan sonra oraya yönlendirileceksiniz.</p>
        </Notice>
      ) : (
        <p className="lead">Hesabınızla giriş yapın. Yönetim paneline editörler, yöneticiler, yönetim kurulu üyeleri ve sayman girebilir.</p>
      )}
      <FormProblems form="giris" errors={state.errors} problem={state.problem} />
      <form className="form" method="post" action={action} noValidate>
        <Field form="giris" name="email" label="E-posta adresiniz" type="email" autoComplete="username" value={state.email} errors={state.errors} />
        <Field form="giris" name="password" label="Şifreniz" type="password" autoComplete="current-password" errors={state.errors} />
        <p>
          <button className="button" type="submit">
            Giriş yap
          </button>
        </p>
      </form>
      <p>
        <a href={FORGOT_PASSWORD_PATH}>Şifremi unuttum</a>
      </p>
      <p>
        Üye değil misiniz? <a href={REGISTER_PATH}>Üyelik başvurusu yapın</a>.
      </p>
    </>
  );
}

const head = { title: "Giriş yap", noindex: true };

export function renderLogin(c: Context<AppEnv>) {
  // Already signed in: the page they asked for, or their account (a refused post, shown again, stays).
  if (c.var.session && c.req.method === "GET") return c.redirect(safeNextPath(c.req.query("next")) ?? ACCOUNT_PATH, 302);
  return c.render(<LoginPage state={{ next: safeNextPath(c.req.query("next")) }} />, head);
}

function refuse(c: Context<AppEnv>, status: 401 | 403 | 422 | 429, state: LoginState) {
  c.status(status);
  return c.render(<LoginPage state={state} />, head);
}

/** Where a person lands after signing in: the page they asked for, else their natural home. */
const destination = (role: string, next: string | null) => next ?? (role === "member" ? ACCOUNT_PATH : ADMIN_PATH);

/** A 429 that says until when, in the page and in `Retry-After`. */
function tooMany(c: Context<AppEnv>, until: Date, state: LoginState, problem: string) {
  c.header("Retry-After", retryAfterSeconds(until));
  return refuse(c, 429, { ...state, problem: `${problem} Lütfen saat ${formatTime(until)} sonrasında yeniden deneyin.` });
}

/** POST /login: validate, sign in (src/services/auth/sign-in.ts), and go on or show why not. */
export async function signIn(c: Context<AppEnv>): Promise<Response> {
  const next = safeNextPath(c.req.query("next"));
  const values = textFields(await c.req.parseBody());
  const checked = await validateForm(loginSchema, values);
  if (!checked.ok) return refuse(c, 422, { email: values.email, errors: checked.errors, next });

  const result = await signInWithPassword(c, checked.data.email, checked.data.password, new Date());
  if (result.ok) return c.redirect(destination(result.role, next), 303);
  // Throttled attempts show the address as typed; refused ones the address as checked.
  if (result.status === 429) return tooMany(c, result.until, { email: values.email, next }, result.problem);
  return refuse(c, result.status, { email: checked.data.email, next, problem: result.problem });
}

/** POST /logout: ends the session on the server and in the browser, and says so. */
export async function signOut(c: Context<AppEnv>): Promise<Response> {
  await endSession(c, database(c.env.DB), c.var.session);
  return c.redirect(`${LOGOUT_PATH}?tamam=1`, 303);
}
