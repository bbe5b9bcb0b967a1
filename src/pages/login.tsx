import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { loginSchema } from "../auth/forms";
import { sendAddressConfirmation } from "../auth/addresses";
import { safeNextPath } from "../auth/next-path";
import { hashPassword, needsRehash, verifyAgainstDecoy, verifyPassword } from "../auth/password";
import { endSession, startSession } from "../auth/session";
import {
  clearAccountAttempts,
  clientKey,
  isKnownClient,
  refundLoginAttempt,
  rememberClient,
  reserveAccountAttempt,
  reserveLoginAttempt,
  retryAfterSeconds,
} from "../auth/throttle";
import { database } from "../db/client";
import { users } from "../db/schema";
import { deleteSession, userByEmail } from "../db/users";
import { clientIp, hashIp, ipHashSecret } from "../edge/client-ip";
import type { AppEnv } from "../env";
import { formatTime } from "../i18n/dates";
import { Notice } from "./parts/notice";
import { Field, FormProblems, textFields, validateForm, type FieldErrors } from "./parts/form";

interface LoginState {
  email?: string;
  errors?: FieldErrors;
  problem?: string;
  next?: string | null;
}

export const GENERIC_LOGIN_FAILURE = "E-posta veya şifre hatalı.";

function LoginPage({ state }: { state: LoginState }) {
  const action = state.next ? `/login?next=${encodeURIComponent(state.next)}` : "/login";
  return (
    <>
      <h1>Giriş yap</h1>
      {state.next ? (
        <Notice kind="info" title="Giriş gerekiyor">
          <p>Açmak istediğiniz sayfa yalnızca giriş yapmış kişilere açık. Giriş yaptıktan sonra oraya yönlendirileceksiniz.</p>
        </Notice>
      ) : (
        <p className="lead">Hesabınızla giriş yapın. Yönetim paneline editörler ve yöneticiler girebilir.</p>
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
        <a href="/sifremi-unuttum">Şifremi unuttum</a>
      </p>
      <p>
        Üye değil misiniz? <a href="/register">Üyelik başvurusu yapın</a>.
      </p>
    </>
  );
}

const head = { title: "Giriş yap", noindex: true };

export function renderLogin(c: Context<AppEnv>) {
  // Already signed in: the page they asked for, or their account (a refused post, shown again, stays).
  if (c.var.session && c.req.method === "GET") return c.redirect(safeNextPath(c.req.query("next")) ?? "/hesabim", 302);
  return c.render(<LoginPage state={{ next: safeNextPath(c.req.query("next")) }} />, head);
}

function refuse(c: Context<AppEnv>, status: 401 | 403 | 422 | 429, state: LoginState) {
  c.status(status);
  return c.render(<LoginPage state={state} />, head);
}

/** Where a person lands after signing in: the page they asked for, else their natural home. */
const destination = (role: string, next: string | null) => next ?? (role === "member" ? "/hesabim" : "/admin");

/** A 429 that says until when, in the page and in `Retry-After`. */
function tooMany(c: Context<AppEnv>, until: Date, state: LoginState, problem: string) {
  c.header("Retry-After", retryAfterSeconds(until));
  return refuse(c, 429, { ...state, problem: `${problem} Lütfen saat ${formatTime(until)} sonrasında yeniden deneyin.` });
}

/**
 * POST /login. Two throttles, both in D1. Per client (IP, or IPv6 /64): the tenth failure within ten
 * minutes blocks sign-ins from it for ten minutes. Per account (the e-mail address typed, whether or
 * not it has an account, so the answer reveals nothing): after five failures each attempt waits
 * longer, up to fifteen minutes, however many addresses the guesses come from. The failure text
 * never says whether the account exists, and an unknown e-mail costs the same hashing time as a
 * wrong password.
 */
export async function signIn(c: Context<AppEnv>): Promise<Response> {
  const db = database(c.env.DB);
  const now = new Date();
  const next = safeNextPath(c.req.query("next"));
  const values = textFields(await c.req.parseBody());
  const throttleKey = "giris:" + (await hashIp(clientKey(clientIp(c)), ipHashSecret(c)));

  const checked = validateForm(loginSchema, values);
  if (!checked.ok) return refuse(c, 422, { email: values.email, errors: checked.errors, next });
  const { email, password } = checked.data;

  const blockedUntil = await reserveLoginAttempt(db, throttleKey, now);
  if (blockedUntil) return tooMany(c, blockedUntil, { email: values.email, next }, "Çok fazla başarısız giriş denemesi yapıldı.");
  // Keyed like IP addresses, so the throttle table holds no e-mail address.
  const accountKey = "hesap:" + (await hashIp(email, ipHashSecret(c)));
  const knownKey = "tanidik:" + (await hashIp(`${email}|${clientKey(clientIp(c))}`, ipHashSecret(c)));
  // Where the owner has signed in before, only the per-client limit applies: an attacker elsewhere
  // cannot keep them out by keeping the account's backoff running.
  if (!(await isKnownClient(db, knownKey, now))) {
    const accountWait = await reserveAccountAttempt(db, accountKey, now);
    if (accountWait) {
      // No password was checked: this attempt is not held against the client.
      await refundLoginAttempt(db, throttleKey);
      return tooMany(c, accountWait, { email: values.email, next }, "Bu hesap için art arda çok fazla hatalı giriş denemesi yapıldı.");
    }
  }

  const [account] = await userByEmail(db, email);
  const valid = account ? await verifyPassword(password, account.passwordHash) : await verifyAgainstDecoy(password);
  if (!account || !valid) return refuse(c, 401, { email, next, problem: GENERIC_LOGIN_FAILURE });
  await Promise.all([refundLoginAttempt(db, throttleKey), clearAccountAttempts(db, accountKey), rememberClient(db, knownKey, now)]);
  // Only someone who knows the password learns the account's state.
  if (account.status === "pending" && account.emailConfirmedAt === null) {
    // The first link may have been lost or expired: this is the way to a new one.
    const sent = await sendAddressConfirmation(c, account, now);
    const problem = sent
      ? "E-posta adresinizi henüz onaylamadınız. Adresinize yeni bir onay bağlantısı gönderdik; bağlantıyla onayladığınızda başvurunuz yönetici onayına sunulur."
      : "E-posta adresinizi henüz onaylamadınız. Son bir saatte adresinize birkaç onay bağlantısı gönderildi; lütfen e-postanızı (istenmeyen klasörü de) kontrol edin.";
    return refuse(c, 403, { email, next, problem });
  }
  if (account.status === "pending") {
    return refuse(c, 403, { email, next, problem: "Hesabınız henüz onaylanmadı. Bir yönetici onayladığında size e-posta ile haber vereceğiz." });
  }
  if (account.status === "disabled") {
    return refuse(c, 403, { email, next, problem: "Hesabınız devre dışı bırakılmış. Bilgi için dernekle iletişime geçin." });
  }

  if (needsRehash(account.passwordHash)) {
    await db.update(users).set({ passwordHash: await hashPassword(password) }).where(eq(users.id, account.id));
  }
  // A fresh session at every sign-in; whatever session this browser held before ends here (its
  // cookie is simply replaced by the new one).
  if (c.var.session) await deleteSession(db, c.var.session.id);
  await startSession(c, db, account.id, now);
  return c.redirect(destination(account.role, next), 303);
}

/** POST /logout: ends the session on the server and in the browser, and says so. */
export async function signOut(c: Context<AppEnv>): Promise<Response> {
  await endSession(c, database(c.env.DB), c.var.session);
  return c.redirect("/logout?tamam=1", 303);
}
