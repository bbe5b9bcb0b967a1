import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { requestAddressChange } from "../../services/auth/addresses";
import { emailChangeSchema, passwordChangeSchema } from "../../services/auth/forms";
import { hashPassword } from "../../services/auth/password";
import { dropResetLinks } from "../../services/auth/password-reset";
import { database } from "../../db/client";
import { users, type Role } from "../../db/schema";
import { pendingLink } from "../../db/one-time-tokens";
import { deleteOtherSessions } from "../../db/users";
import type { Loaded } from "../../platform/page-route";
import type { AppEnv } from "../../shared/env";
import { deleteMyAccount, PersonalDataSections } from "./account-data";
import { subscriptionOf } from "../../db/newsletter";
import { registrationsOfMember } from "../../db/registrations";
import { MyRegistrationsSection, type MyRegistration } from "./hesabim-kayitlarim";
import { MyNewsletterSection, type Subscription } from "./hesabim-bulten";
import { Notice } from "./parts/notice";
import { MyDuesSection, myDuesOf, myDuesQueries, type MyDues } from "./parts/my-dues";
import { istanbulDay } from "../../shared/i18n/dates";
import { isMembershipAction, membershipAction, MyRegisterSection, type MembershipState } from "./parts/my-register-entry";
import { ownEntryQuery, type OwnEntry } from "../../db/member-register";
import { checkCurrentPassword } from "./parts/current-password";
import { Field, FormProblems, NewPasswordFields, textFields, validateForm, type FieldErrors } from "./parts/form";
import { ACCOUNT_PATH, ADMIN_PATH, HOME_PATH, LOGIN_PATH, LOGOUT_PATH } from "../../shared/paths";

export const roleNames: Record<Role, string> = { admin: "Yönetici", editor: "Editör", member: "Üye" };

interface AccountState {
  errors?: FieldErrors;
  /** Problems with the address change, and what was typed (shown in its own section). */
  emailErrors?: FieldErrors;
  newEmail?: string;
  /** Problems with "Hesabımı sil" (shown in its own section). */
  deleteErrors?: FieldErrors;
  /** What a post to "Üyelik kaydım" brought back (parts/my-register-entry.tsx). */
  membership?: MembershipState;
  done?: Done;
}

const DONE_STATES = ["sifre", "oturumlar", "eposta"] as const;
type Done = (typeof DONE_STATES)[number];

/** What the account page shows besides the session's own facts, read in one batch by {@link loadAccount}. */
export interface AccountData {
  /** A new address that waits for its confirmation link to be used. */
  pendingEmail: string | null;
  registrations: MyRegistration[];
  subscription: Subscription;
  dues: MyDues;
  /** The member's own entry in the member register, if any. */
  registerEntry: OwnEntry | null;
}

/** The account page's data: the address change waiting, the member's registrations, the newsletter subscription, their dues. */
export async function loadAccount(c: Context<AppEnv>): Promise<Loaded<AccountData>> {
  const db = database(c.env.DB);
  const user = c.var.session!.user;
  const now = new Date();
  const today = istanbulDay(now);
  const [[pending], registrations, [subscription], [registerEntry], ...dues] = await db.batch([
    pendingLink(db, user.id, "email-change", now),
    registrationsOfMember(db, { id: user.id, email: user.email }, now),
    subscriptionOf(db, user.email),
    ownEntryQuery(db, user.id),
    ...myDuesQueries(db, user.id, today),
  ]);
  // A personal page: nothing for the cache to know.
  return {
    data: { pendingEmail: pending?.payload ?? null, registrations, subscription: subscription ?? null, registerEntry: registerEntry ?? null, dues: myDuesOf(dues, today) },
  };
}

/** What a finished change says at the top of the page. */
const DONE_MESSAGES: Record<Done, string> = {
  sifre: "Şifreniz değiştirildi. Diğer cihazlardaki oturumlarınız kapatıldı.",
  oturumlar: "Diğer cihazlardaki oturumlarınız kapatıldı.",
  eposta:
    "Yeni adresinize bir onay bağlantısı gönderdik. Bağlantıyla onayladığınızda adresiniz değişir; o zamana kadar şu anki adresiniz geçerlidir.",
};

type SignedInUser = NonNullable<AppEnv["Variables"]["session"]>["user"];

/** Name, address and role, with the way to the admin area for editors and administrators. */
function MyDetailsSection({ user }: { user: SignedInUser }) {
  return (
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
          <a className="button" href={ADMIN_PATH}>
            Yönetim paneline git
          </a>
        </p>
      ) : null}
    </section>
  );
}

function ChangePasswordSection({ errors }: { errors?: FieldErrors }) {
  return (
    <section className="section" aria-labelledby="sifre-degistir">
      <h2 id="sifre-degistir">Şifremi değiştir</h2>
      <FormProblems form="sifre" errors={errors} />
      <form className="form" method="post" action={ACCOUNT_PATH} noValidate>
        <input type="hidden" name="islem" value="sifre" />
        <Field form="sifre" name="currentPassword" label="Şu anki şifreniz" type="password" autoComplete="current-password" errors={errors} />
        <NewPasswordFields form="sifre" errors={errors} label="Yeni şifre" />
        <p>
          <button className="button" type="submit">
            Şifremi değiştir
          </button>
        </p>
      </form>
    </section>
  );
}

function ChangeEmailSection({ pendingEmail, state }: { pendingEmail: AccountData["pendingEmail"]; state: AccountState }) {
  return (
    <section className="section" aria-labelledby="eposta-degistir">
      <h2 id="eposta-degistir">E-posta adresimi değiştir</h2>
      {pendingEmail ? (
        <Notice kind="info" title="Onay bekleniyor">
          <p>
            {`${pendingEmail} adresine gönderdiğimiz bağlantı henüz kullanılmadı.`} Adresiniz bağlantıyla onaylandığında değişir; yeni bir
            istek öncekinin yerini alır.
          </p>
        </Notice>
      ) : (
        <p>Yeni adresinize bir onay bağlantısı göndeririz; adresiniz bağlantıyla onaylandığında değişir ve eski adresinize de haber veririz.</p>
      )}
      <FormProblems form="eposta" errors={state.emailErrors} />
      <form className="form" method="post" action={ACCOUNT_PATH} noValidate>
        <input type="hidden" name="islem" value="eposta" />
        <Field form="eposta" name="newEmail" label="Yeni e-posta adresiniz" type="email" autoComplete="email" value={state.newEmail} errors={state.emailErrors} />
        <Field form="eposta" name="currentPassword" label="Şu anki şifreniz" type="password" autoComplete="current-password" errors={state.emailErrors} />
        <p>
          <button className="button" type="submit">
            Onay bağlantısı gönder
          </button>
        </p>
      </form>
    </section>
  );
}

function SessionsSection() {
  return (
    <section className="section" aria-labelledby="oturumlar">
      <h2 id="oturumlar">Oturumlar</h2>
      <p>Başka bir cihazda açık kalmış oturumlarınızı buradan kapatabilirsiniz.</p>
      <div className="button-row">
        <form method="post" action={ACCOUNT_PATH}>
          <input type="hidden" name="islem" value="oturumlar" />
          <button className="button button-secondary" type="submit">
            Diğer oturumları kapat
          </button>
        </form>
        <form method="post" action={LOGOUT_PATH}>
          <button className="button button-secondary" type="submit">
            Çıkış yap
          </button>
        </form>
      </div>
    </section>
  );
}

function AccountPage({ c, data, state }: { c: Context<AppEnv>; data: AccountData; state: AccountState }) {
  return (
    <>
      <h1>Hesabım</h1>
      {state.done ? (
        <p className="notice notice-success" role="status">
          {DONE_MESSAGES[state.done]}
        </p>
      ) : null}
      <MyDetailsSection user={c.var.session!.user} />
      <MyRegisterSection entry={data.registerEntry} state={state.membership} resigned={c.req.query("tamam") === "istifa"} />
      <ChangePasswordSection errors={state.errors} />
      <ChangeEmailSection pendingEmail={data.pendingEmail} state={state} />
      <SessionsSection />
      <MyDuesSection data={data.dues} />
      <MyRegistrationsSection c={c} items={data.registrations} />
      <MyNewsletterSection c={c} subscription={data.subscription} />

      <PersonalDataSections errors={state.deleteErrors} registerEntry={data.registerEntry !== null} />
    </>
  );
}

const head = { title: "Hesabım", noindex: true };

export async function renderAccount(c: Context<AppEnv>, data: Promise<AccountData>) {
  const done = DONE_STATES.find((state) => state === c.req.query("tamam"));
  return c.render(<AccountPage c={c} data={await data} state={{ done }} />, head);
}

/** The page again after a refused form, with the form's problems (its data read afresh: the post may have changed nothing, or something). */
const renderAgain = async (c: Context<AppEnv>, state: AccountState) => c.render(<AccountPage c={c} data={(await loadAccount(c)).data} state={state} />, head);

/** "E-posta adresimi değiştir": a link to the new address (src/services/auth/addresses.ts). */
async function changeEmail(c: Context<AppEnv>, values: Record<string, string | undefined>): Promise<Response> {
  const user = c.var.session!.user;
  const refuse = async (emailErrors: FieldErrors, status?: 409 | 422 | 429) => {
    if (status) c.status(status);
    return renderAgain(c, { emailErrors, newEmail: values.newEmail });
  };
  const checked = await validateForm(emailChangeSchema, values);
  if (!checked.ok) return refuse(checked.errors, 422);
  const wrong = await checkCurrentPassword(c, checked.data.currentPassword);
  if (wrong) return refuse({ currentPassword: wrong });
  const outcome = await requestAddressChange(c, user, checked.data.newEmail, new Date());
  if (!outcome.ok && outcome.reason === "same") return refuse({ newEmail: "Bu zaten şu anki e-posta adresiniz." }, 422);
  if (!outcome.ok) return refuse({ newEmail: "Son bir saatte birkaç kez adres değiştirme isteği gönderildi. Lütfen bir saat sonra yeniden deneyin." }, 429);
  return c.redirect(`${ACCOUNT_PATH}?tamam=eposta`, 303);
}

/**
 * POST /hesabim: change the password (asks for the current one; ends every other session), sign
 * out everywhere else, show one's identity number or resign (parts/my-register-entry.tsx), or delete
 * the account (src/routes/pages/account-data.tsx). Each is one atomic batch.
 */
export async function updateAccount(c: Context<AppEnv>): Promise<Response> {
  const session = c.var.session!;
  const db = database(c.env.DB);
  const values = textFields(await c.req.parseBody());

  if (values.islem === "sil") {
    return deleteMyAccount(c, values, (deleteErrors, status) => {
      c.status(status);
      return renderAgain(c, { deleteErrors });
    });
  }

  if (isMembershipAction(values.islem)) {
    return membershipAction(c, values, (membership, status) => {
      if (status) c.status(status);
      return renderAgain(c, { membership });
    });
  }

  if (values.islem === "oturumlar") {
    await deleteOtherSessions(db, session.user.id, session.id);
    return c.redirect(`${ACCOUNT_PATH}?tamam=oturumlar`, 303);
  }

  if (values.islem === "eposta") return changeEmail(c, values);

  const checked = await validateForm(passwordChangeSchema, values);
  if (!checked.ok) {
    c.status(422);
    return renderAgain(c, { errors: checked.errors });
  }
  const wrong = await checkCurrentPassword(c, checked.data.currentPassword);
  if (wrong) return renderAgain(c, { errors: { currentPassword: wrong } });
  await db.batch([
    db.update(users).set({ passwordHash: await hashPassword(checked.data.password), updatedAt: new Date() }).where(eq(users.id, session.user.id)),
    deleteOtherSessions(db, session.user.id, session.id),
    // A reset link asked for before this change must not undo it.
    dropResetLinks(db, session.user.id, "password-reset"),
  ]);
  return c.redirect(`${ACCOUNT_PATH}?tamam=sifre`, 303);
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
          <a href={HOME_PATH}>Ana sayfaya dön</a> · <a href={LOGIN_PATH}>Yeniden giriş yap</a>
        </p>
      </>
    );
  }
  return (
    <>
      <h1>Çıkış</h1>
      <p>Bu cihazdaki oturumunuzu kapatmak için düğmeye basın.</p>
      <form method="post" action={LOGOUT_PATH}>
        <button className="button" type="submit">
          Çıkış yap
        </button>
      </form>
    </>
  );
}
