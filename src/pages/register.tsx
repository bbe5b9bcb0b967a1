import type { Context } from "hono";
import { registerSchema } from "../auth/forms";
import { hashPassword } from "../auth/password";
import { startSession } from "../auth/session";
import { clientKey, REGISTER_THROTTLE, reserveAttempt, retryAfterSeconds } from "../auth/throttle";
import { clientIp, hashIp, ipHashSecret } from "../edge/client-ip";
import { formatTime } from "../i18n/dates";
import { database } from "../db/client";
import { accountCount, registerAccount } from "../db/users";
import type { AppEnv } from "../env";
import { Notice } from "./parts/notice";
import { NoticeLink } from "./parts/notice-link";
import { Field, FormProblems, textFields, validateForm, type FieldErrors, type FieldValues } from "./parts/form";

interface RegisterState {
  values?: FieldValues;
  errors?: FieldErrors;
  /** Why the form as a whole was refused (too many applications). */
  problem?: string;
  /** True while the site has no accounts: the first one becomes its administrator. */
  firstAccount: boolean;
  applied?: boolean;
}

function RegisterPage({ state }: { state: RegisterState }) {
  const field = { form: "kayit", errors: state.errors } as const;
  if (state.applied) {
    return (
      <>
        <h1>Başvurunuz alındı</h1>
        <Notice kind="success" title="Başvurunuz alındı">
          <p>
            Teşekkür ederiz! Hesabınız oluşturuldu ve onay bekliyor. Bir yönetici başvurunuzu onayladığında giriş
            yapabileceksiniz.
          </p>
        </Notice>
        <p>
          <a href="/">Ana sayfaya dön</a>
        </p>
      </>
    );
  }
  return (
    <>
      <h1>Üye ol</h1>
      {state.firstAccount ? (
        <Notice kind="info">
          <p>
            Bu sitede henüz hesap yok. Oluşturacağınız ilk hesap sitenin <strong>yöneticisi</strong> olacak.
          </p>
        </Notice>
      ) : (
        <p className="lead">Hesap başvurunuzu bir yönetici onayladığında giriş yapabileceksiniz.</p>
      )}
      <FormProblems form="kayit" errors={state.errors} problem={state.problem} />
      <form className="form" method="post" action="/register" noValidate>
        <Field {...field} name="name" label="Adınız soyadınız" autoComplete="name" value={state.values?.name} />
        <Field {...field} name="email" label="E-posta adresiniz" type="email" autoComplete="email" value={state.values?.email} />
        <Field
          {...field}
          name="password"
          label="Şifre"
          type="password"
          autoComplete="new-password"
          hint="En az 8 karakter. Uzun bir cümle, kısa ve karmaşık bir şifreden daha güvenlidir."
        />
        <Field {...field} name="passwordConfirm" label="Şifre (tekrar)" type="password" autoComplete="new-password" />
        <p>
          <button className="button" type="submit">
            {state.firstAccount ? "Yönetici hesabını oluştur" : "Başvur"}
          </button>
        </p>
        <NoticeLink purpose="Üyelik başvurunuzdaki" />
      </form>
      <p>
        Zaten hesabınız var mı? <a href="/login">Giriş yapın</a>.
      </p>
    </>
  );
}

const head = { title: "Üye ol", noindex: true };

async function isFirstAccount(c: Context<AppEnv>) {
  const [row] = await accountCount(database(c.env.DB));
  return (row?.total ?? 0) === 0;
}

export async function renderRegister(c: Context<AppEnv>) {
  const applied = c.req.query("basvuru") === "alindi";
  return c.render(<RegisterPage state={{ firstAccount: !applied && (await isFirstAccount(c)), applied }} />, head);
}

/**
 * POST /register. The first account of the site becomes an active administrator and is signed in;
 * every later one is a pending member until an administrator approves it. Bad input stores nothing.
 */
export async function register(c: Context<AppEnv>): Promise<Response> {
  const values = textFields(await c.req.parseBody());
  const kept = { name: values.name, email: values.email };
  const checked = validateForm(registerSchema, values);
  if (!checked.ok) {
    c.status(422);
    return c.render(<RegisterPage state={{ values: kept, errors: checked.errors, firstAccount: await isFirstAccount(c) }} />, head);
  }
  const { name, email, password } = checked.data;
  const db = database(c.env.DB);
  // Each registration costs a slow password hash (16 MiB, tens of milliseconds): a few an hour per client.
  const now = new Date();
  const blockedUntil = await reserveAttempt(db, "kayit:" + (await hashIp(clientKey(clientIp(c)), ipHashSecret(c))), now, REGISTER_THROTTLE);
  if (blockedUntil) {
    c.status(429);
    c.header("Retry-After", retryAfterSeconds(blockedUntil, now));
    const problem = `Bu bağlantıdan kısa sürede çok fazla başvuru yapıldı. Lütfen saat ${formatTime(blockedUntil)} sonrasında yeniden deneyin.`;
    return c.render(<RegisterPage state={{ values: kept, problem, firstAccount: await isFirstAccount(c) }} />, head);
  }
  const account = await registerAccount(db, { name, email, passwordHash: await hashPassword(password) });
  // A taken address gets the same answer as a new application, so registering reveals nothing
  // about who has an account; nothing is stored for it.
  if (!account) return c.redirect("/register?basvuru=alindi", 303);
  if (account.status === "active") {
    await startSession(c, db, account.id);
    return c.redirect("/admin", 303);
  }
  return c.redirect("/register?basvuru=alindi", 303);
}
