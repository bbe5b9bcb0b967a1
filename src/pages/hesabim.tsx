import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { passwordChangeSchema } from "../auth/forms";
import { hashPassword, verifyPassword } from "../auth/password";
import { dropResetLinks } from "../auth/password-reset";
import { refundLoginAttempt, reserveLoginAttempt, retryAfterSeconds } from "../auth/throttle";
import { formatTime } from "../i18n/dates";
import { database } from "../db/client";
import { users, type Role } from "../db/schema";
import { deleteOtherSessions } from "../db/users";
import type { AppEnv } from "../env";
import { deleteMyAccount, PersonalDataSections } from "./account-data";
import { MyRegistrationsSection } from "./hesabim-kayitlarim";
import { MyNewsletterSection } from "./hesabim-bulten";
import { Notice } from "./parts/notice";
import { Field, FormProblems, NewPasswordFields, textFields, validateForm, type FieldErrors } from "./parts/form";

export const roleNames: Record<Role, string> = { admin: "Yönetici", editor: "Editör", member: "Üye" };

interface AccountState {
  errors?: FieldErrors;
  /** Problems with "Hesabımı sil" (shown in its own section). */
  deleteErrors?: FieldErrors;
  done?: "sifre" | "oturumlar";
}

function AccountPage({ c, state }: { c: Context<AppEnv>; state: AccountState }) {
  const user = c.var.session!.user;
  return (
    <>
      <h1>Hesabım</h1>
      {state.done === "sifre" ? (
        <p className="notice notice-success" role="status">
          Şifreniz değiştirildi. Diğer cihazlardaki oturumlarınız kapatıldı.
        </p>
      ) : null}
      {state.done === "oturumlar" ? (
        <p className="notice notice-success" role="status">
          Diğer cihazlardaki oturumlarınız kapatıldı.
        </p>
      ) : null}
      <section className="card" aria-labelledby="bilgilerim">
        <h2 id="bilgilerim">Bilgilerim</h2>
        <dl className="event-facts">
          <dt>Ad</dt>
          <dd>{user.name}</dd>
          <dt>E-posta</dt>
          <dd>{user.email}</dd>
          <dt>Rol</dt>
          <dd>{roleNames[user.role]}</dd>
        </dl>
        {user.role !== "member" ? (
          <p>
            <a className="button" href="/admin">
              Yönetim paneline git
            </a>
          </p>
        ) : null}
      </section>

      <section className="section" aria-labelledby="sifre-degistir">
        <h2 id="sifre-degistir">Şifremi değiştir</h2>
        <FormProblems form="sifre" errors={state.errors} />
        <form className="form" method="post" action="/hesabim" noValidate>
          <input type="hidden" name="islem" value="sifre" />
          <Field form="sifre" name="currentPassword" label="Şu anki şifreniz" type="password" autoComplete="current-password" errors={state.errors} />
          <NewPasswordFields form="sifre" errors={state.errors} label="Yeni şifre" />
          <p>
            <button className="button" type="submit">
              Şifremi değiştir
            </button>
          </p>
        </form>
      </section>

      <section className="section" aria-labelledby="oturumlar">
        <h2 id="oturumlar">Oturumlar</h2>
        <p>Başka bir cihazda açık kalmış oturumlarınızı buradan kapatabilirsiniz.</p>
        <div className="button-row">
          <form method="post" action="/hesabim">
            <input type="hidden" name="islem" value="oturumlar" />
            <button className="button button-secondary" type="submit">
              Diğer oturumları kapat
            </button>
          </form>
          <form method="post" action="/logout">
            <button className="button button-secondary" type="submit">
              Çıkış yap
            </button>
          </form>
        </div>
      </section>

      <MyRegistrationsSection c={c} />
      <MyNewsletterSection c={c} />

      <PersonalDataSections errors={state.deleteErrors} />
    </>
  );
}

const head = { title: "Hesabım", noindex: true };

export function renderAccount(c: Context<AppEnv>) {
  const done = c.req.query("tamam");
  return c.render(<AccountPage c={c} state={{ done: done === "sifre" || done === "oturumlar" ? done : undefined }} />, head);
}

/**
 * POST /hesabim: change the password (asks for the current one; ends every other session), sign
 * out everywhere else, or delete the account (src/pages/account-data.tsx). Each is one atomic batch.
 */
export async function updateAccount(c: Context<AppEnv>): Promise<Response> {
  const session = c.var.session!;
  const db = database(c.env.DB);
  const values = textFields(await c.req.parseBody());

  if (values.islem === "sil") {
    return deleteMyAccount(c, values, (deleteErrors, status) => {
      c.status(status);
      return c.render(<AccountPage c={c} state={{ deleteErrors }} />, head);
    });
  }

  if (values.islem === "oturumlar") {
    await deleteOtherSessions(db, session.user.id, session.id);
    return c.redirect("/hesabim?tamam=oturumlar", 303);
  }

  const checked = validateForm(passwordChangeSchema, values);
  if (!checked.ok) {
    c.status(422);
    return c.render(<AccountPage c={c} state={{ errors: checked.errors }} />, head);
  }
  // Guessing the current password here is throttled like signing in, per account.
  const throttleKey = `sifre:${session.user.id}`;
  const blockedUntil = await reserveLoginAttempt(db, throttleKey, new Date());
  if (blockedUntil) {
    c.status(429);
    c.header("Retry-After", retryAfterSeconds(blockedUntil));
    const problem = `Çok fazla hatalı deneme yapıldı. Lütfen saat ${formatTime(blockedUntil)} sonrasında yeniden deneyin.`;
    return c.render(<AccountPage c={c} state={{ errors: { currentPassword: problem } }} />, head);
  }
  const [account] = await db.select().from(users).where(eq(users.id, session.user.id));
  if (!(await verifyPassword(checked.data.currentPassword, account!.passwordHash))) {
    c.status(422);
    return c.render(<AccountPage c={c} state={{ errors: { currentPassword: "Şu anki şifreniz hatalı." } }} />, head);
  }
  await refundLoginAttempt(db, throttleKey);
  await db.batch([
    db.update(users).set({ passwordHash: await hashPassword(checked.data.password), updatedAt: new Date() }).where(eq(users.id, session.user.id)),
    deleteOtherSessions(db, session.user.id, session.id),
    // A reset link asked for before this change must not undo it.
    dropResetLinks(db, session.user.id, "password-reset"),
  ]);
  return c.redirect("/hesabim?tamam=sifre", 303);
}

/** GET /logout asks; after signing out (`?tamam=1`) it confirms, with ways onward. */
export function LogoutPage({ done = false }: { done?: boolean }) {
  if (done) {
    return (
      <>
        <h1>Çıkış yapıldı</h1>
        <Notice kind="success" title="Oturumunuz kapatıldı">
          <p>Bu cihazda artık giriş yapmış değilsiniz.</p>
        </Notice>
        <p>
          <a href="/">Ana sayfaya dön</a> · <a href="/login">Yeniden giriş yap</a>
        </p>
      </>
    );
  }
  return (
    <>
      <h1>Çıkış</h1>
      <p>Bu cihazdaki oturumunuzu kapatmak için düğmeye basın.</p>
      <form method="post" action="/logout">
        <button className="button" type="submit">
          Çıkış yap
        </button>
      </form>
    </>
  );
}
