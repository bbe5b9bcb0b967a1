import type { Context } from "hono";
import { eq } from "drizzle-orm";
import { database } from "../../db/client";
import { newsletterSubscribers } from "../../db/schema";
import type { AppEnv } from "../../shared/env";
import { Notice } from "./parts/notice";
import { SubscribeForm } from "./parts/subscribe-form";
import { ACCOUNT_NEWSLETTER_PATH, ACCOUNT_PATH } from "../../shared/paths";

/**
 * "Bülten aboneliğim" on /hesabim: whether the account's address is on the list, with the way in
 * (the same double opt-in as everyone's) or out (at once: the member is signed in).
 */

/** The account's address on the list (read by the account page's loader), or null. */
export type Subscription = { status: "pending" | "active" } | null;

export function MyNewsletterSection({ c, subscription }: { c: Context<AppEnv>; subscription: Subscription }) {
  const left = c.req.query("bulten") === "ayrildi";
  return (
    <section className="section" aria-labelledby="bultenim">
      <h2 id="bultenim">Bülten aboneliğim</h2>
      {left ? (
        <Notice kind="success" title="Abonelikten çıktınız">
          <p>Adresiniz bülten listemizden silindi.</p>
        </Notice>
      ) : null}
      {subscription?.status === "active" ? (
        <>
          <p>{`Bültenimiz ${c.var.session!.user.email} adresine geliyor.`}</p>
          <form method="post" action={ACCOUNT_NEWSLETTER_PATH}>
            <button className="button button-secondary" type="submit">
              Abonelikten çık
            </button>
          </form>
        </>
      ) : subscription?.status === "pending" ? (
        <p>Aboneliğiniz onay bekliyor: e-posta adresinize gönderdiğimiz bağlantıyla onaylayın.</p>
      ) : (
        <>
          <p>Duyurularımızı ve etkinliklerimizi e-posta ile almak için abone olun; onay bağlantısını adresinize göndereceğiz.</p>
          <SubscribeForm form="hesap-bulten" values={{ email: c.var.session!.user.email }} compact />
        </>
      )}
    </section>
  );
}

/** POST /hesabim/bulten: a signed-in member leaves the list at once. */
export async function leaveNewsletter(c: Context<AppEnv>): Promise<Response> {
  await database(c.env.DB).delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, c.var.session!.user.email));
  return c.redirect(`${ACCOUNT_PATH}?bulten=ayrildi#bultenim`, 303);
}
