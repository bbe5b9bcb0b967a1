import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { verifyPassword } from "../../services/auth/password";
import { clearSessionCookie } from "../../services/auth/session";
import { refundLoginAttempt, reserveLoginAttempt, retryAfterSeconds } from "../../services/auth/throttle";
import { auditStatement } from "../../db/audit";
import { database } from "../../db/client";
import { users } from "../../db/schema";
import { purgeTags } from "../../platform/cache/purge";
import { logEvent } from "../../platform/log";
import type { AppEnv } from "../../shared/env";
import { formatTime } from "../../shared/i18n/dates";
import { asBatch, DELETED_USER_NAME, eraseAccountStatements, erasable, erasureFootprint, REGISTER_KEPT } from "../../services/kvkk/erasure";
import { REGISTER_HOLD } from "../../services/kvkk/register-hold";
import { ownEntryQuery } from "../../db/member-register";
import { accountDeletionSchema } from "../../services/kvkk/forms";
import { collectPersonData, exportFileName, jsonDownload } from "../../services/kvkk/person-data";
import { readIdentity } from "../../db/identity";
import { ConfirmBox, Field, FormProblems, validateForm, type FieldErrors } from "./parts/form";
import { ACCOUNT_DATA_PATH, ACCOUNT_PATH, HOME_PATH, KVKK_PATH } from "../../shared/paths";

/** GET /hesabim/verilerim: "Verilerimi indir", everything held about the signed-in account as JSON. */
export async function exportMyData(c: Context<AppEnv>): Promise<Response> {
  const user = c.var.session!.user;
  const now = new Date();
  const db = database(c.env.DB);
  const { identity } = await readIdentity(db);
  const data = await collectPersonData(db, { userId: user.id, email: user.email, byAddress: "if-confirmed" }, identity.name, now);
  return jsonDownload(data, exportFileName("verilerim", now));
}

/** What "Hesabımı sil" says of the member register entry, which an erasure keeps (src/services/kvkk/register-hold.ts). */
const RegisterHold = () => <p>{REGISTER_HOLD}</p>;

/** The "Kişisel verilerim" and "Hesabımı sil" sections of /hesabim; `registerEntry`: the account has an entry in the member register. */
export function PersonalDataSections({ errors, registerEntry = false }: { errors?: FieldErrors; registerEntry?: boolean }) {
  return (
    <>
      <section className="section" aria-labelledby="kisisel-verilerim">
        <h2 id="kisisel-verilerim">Kişisel verilerim</h2>
        <p>
          Hesabınıza ilişkin tuttuğumuz bütün bilgilerin (başvurunuzdaki telefon, mahalle ve neden dahil hesap bilgileriniz, oturumlarınızın
          tarihleri, hazırladığınız içerikler, sizinle ilgili işlem kayıtları; onayladığınız e-posta adresiyle yaptığınız etkinlik kayıtları, bülten
          aboneliğiniz ve gönderdiğiniz iletişim mesajları; üyeyseniz üye kayıt defterindeki kaydınız) bir kopyasını JSON dosyası olarak indirebilirsiniz. Verilerinizi nasıl işlediğimizi{" "}
          <a href={KVKK_PATH}>KVKK Aydınlatma Metni</a>’nde bulabilirsiniz.
        </p>
        <p>
          <a className="button button-secondary" href={ACCOUNT_DATA_PATH} download>
            Verilerimi indir
          </a>
        </p>
      </section>

      <section className="section" aria-labelledby="hesabimi-sil">
        <h2 id="hesabimi-sil">Hesabımı sil</h2>
        <p>
          Hesabınız ve hesabınıza ait kişisel veriler kalıcı olarak silinir; bu işlem geri alınamaz. Onayladığınız e-posta adresiyle yaptığınız
          etkinlik kayıtları, bülten aboneliğiniz ve bu adresle gönderdiğiniz iletişim mesajları da silinir. Sitede yayımlanmış, hazırladığınız
          içerikler yerinde kalır ve “{DELETED_USER_NAME}” adına görünür. İşlem kayıtlarında da adınızın yerine “{DELETED_USER_NAME}” yazar.
        </p>
        {registerEntry ? <RegisterHold /> : null}
        <FormProblems form="sil" errors={errors} />
        <form className="form" method="post" action={`${ACCOUNT_PATH}#hesabimi-sil`} noValidate>
          <input type="hidden" name="islem" value="sil" />
          <Field form="sil" name="password" label="Şifreniz" type="password" autoComplete="current-password" errors={errors} hint="Hesabın size ait olduğunu doğrulamak için." />
          <ConfirmBox form="sil" label="Hesabımın ve kişisel verilerimin kalıcı olarak silineceğini anladım." errors={errors} />
          <p>
            <button className="button" type="submit">
              Hesabımı sil
            </button>
          </p>
        </form>
      </section>
    </>
  );
}

function AccountDeleted({ registerEntry }: { registerEntry: boolean }) {
  return (
    <>
      <h1>Hesabınız silindi</h1>
      <p className="notice notice-success" role="status">
        Hesabınız ve hesabınıza ait kişisel veriler silindi. Bu cihazdaki oturumunuz da kapatıldı.
      </p>
      {registerEntry ? <RegisterHold /> : null}
      <p>
        <a href={HOME_PATH}>Ana sayfaya dön</a>
      </p>
    </>
  );
}

/**
 * POST /hesabim with islem=sil: deletes the signed-in account once its password is confirmed
 * (guessing it is throttled like the password change). The erasure is one batch
 * (src/services/kvkk/erasure.ts), and the cached pages that showed the person are purged before the
 * answer; the site's last active administrator is refused, and nothing changes.
 * `again` re-renders /hesabim with the problems.
 */
export async function deleteMyAccount(
  c: Context<AppEnv>,
  values: Record<string, string>,
  again: (errors: FieldErrors, status: 409 | 422 | 429) => Response | Promise<Response>,
): Promise<Response> {
  const session = c.var.session!;
  const checked = await validateForm(accountDeletionSchema, values);
  if (!checked.ok) return again(checked.errors, 422);
  const db = database(c.env.DB);
  const throttleKey = `sifre:${session.user.id}`;
  const blockedUntil = await reserveLoginAttempt(db, throttleKey, new Date());
  if (blockedUntil) {
    c.header("Retry-After", retryAfterSeconds(blockedUntil));
    return again({ password: `Çok fazla hatalı deneme yapıldı. Lütfen saat ${formatTime(blockedUntil)} sonrasında yeniden deneyin.` }, 429);
  }
  const [account] = await db.select().from(users).where(eq(users.id, session.user.id));
  if (!account || !(await verifyPassword(checked.data.password, account.passwordHash))) {
    return again({ password: "Şifreniz hatalı." }, 422);
  }
  await refundLoginAttempt(db, throttleKey);

  const allowed = erasable(account.id);
  const footprint = await erasureFootprint(db, { userId: account.id, email: account.emailConfirmedAt ? account.email : null });
  const [entry] = await ownEntryQuery(db, account.id);
  const summary = `Bir kullanıcı kendi hesabını sildi${entry ? REGISTER_KEPT : ""}`;
  await db.batch(
    asBatch([
      // Administrators see that an account was closed by its owner, not whose it was.
      auditStatement(db, { id: account.id, name: DELETED_USER_NAME }, { action: "account.delete", target: "kvkk:hesap", summary }, allowed),
      ...eraseAccountStatements(db, account.id, allowed),
    ]),
  );
  const [still] = await db.select({ id: users.id }).from(users).where(eq(users.id, account.id));
  if (still) {
    return again(
      { password: "Sitenin son yöneticisi olduğunuz için hesabınızı silemezsiniz. Önce Yönetim panelinde başka bir hesabı yönetici yapın." },
      409,
    );
  }
  logEvent("info", "account_deleted", { by: "owner" });
  // Before the answer: a visitor must not see the person's name on a cached page after "Hesabınız silindi".
  purgeTags(c, footprint);
  clearSessionCookie(c);
  // The page that follows is rendered for nobody in particular.
  c.set("session", null);
  return c.render(<AccountDeleted registerEntry={Boolean(entry)} />, { title: "Hesabınız silindi", noindex: true });
}

