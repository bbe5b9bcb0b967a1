import type { Context } from "hono";
import * as z from "zod";
import { database } from "../../db/client";
import { cancelRegistration, ownRegistration, registrationsOfMember } from "../../db/registrations";
import type { AppEnv } from "../../shared/env";
import { formatEventWhen } from "../../shared/i18n/dates";
import { afterCancel } from "./etkinlik-kayit";
import { ACCOUNT_PATH, ACCOUNT_REGISTRATIONS_PATH, EVENTS_PATH, eventPath } from "../../shared/paths";
import { textFields } from "./parts/form";
import { Notice } from "./parts/notice";

/**
 * "Etkinlik kayıtlarım" on /hesabim: the member's registrations, each with its way out. A section
 * of its own (posted to /hesabim/kayitlarim); the account page reads its list and places it.
 */

/** One of the member's registrations, as the account page's loader reads them. */
export type MyRegistration = Awaited<ReturnType<typeof registrationsOfMember>>[number];

const statusText = (item: MyRegistration) =>
  item.cancelledEvent ? "Etkinlik iptal edildi" : item.status === "confirmed" ? "Kesin kayıt" : "Yedek listede";

export function MyRegistrationsSection({ c, items }: { c: Context<AppEnv>; items: readonly MyRegistration[] }) {
  const now = Date.now();
  const cancelled = c.req.query("kayit") === "iptal";
  return (
    <section className="section" aria-labelledby="kayitlarim">
      <h2 id="kayitlarim">Etkinlik kayıtlarım</h2>
      {cancelled ? (
        <Notice kind="success" title="Kaydınız iptal edildi">
          <p>Haber verdiğiniz için teşekkür ederiz.</p>
        </Notice>
      ) : null}
      {items.length === 0 ? (
        <p>
          Henüz bir etkinliğe kaydınız yok. <a href={EVENTS_PATH}>Yaklaşan etkinliklere göz atın</a>; üye olarak tek tıkla kaydolabilirsiniz.
        </p>
      ) : (
        <ul className="registration-list">
          {items.map((item) => {
            const upcoming = item.startsAt.getTime() > now;
            return (
              <li key={item.id} className="registration-item">
                <a href={eventPath(item)}>{item.title}</a>
                <span className="meta"> · {formatEventWhen(item.startsAt, item.endsAt, item.allDay)}</span>
                <span className="meta"> · {upcoming ? statusText(item) : "Geçmiş etkinlik"}</span>
                {upcoming && !item.cancelledEvent ? (
                  <form method="post" action={ACCOUNT_REGISTRATIONS_PATH} className="inline-form">
                    <input type="hidden" name="kayit" value={item.id} />
                    <button className="button button-secondary" type="submit" aria-label={`${item.title}: kaydımı iptal et`}>
                      {item.status === "confirmed" ? "Kaydımı iptal et" : "Yedek listeden çık"}
                    </button>
                  </form>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

const cancelForm = z.object({ kayit: z.coerce.number().int().positive() });

/**
 * POST /hesabim/kayitlarim: a signed-in member cancels one of their own registrations (found by
 * id and owner, so nobody can cancel another's); the waiting list moves up as with the mailed link.
 */
export async function cancelMyRegistration(c: Context<AppEnv>): Promise<Response> {
  const parsed = cancelForm.safeParse(textFields(await c.req.parseBody()));
  const user = c.var.session!.user;
  if (!parsed.success) return c.redirect(`${ACCOUNT_PATH}#kayitlarim`, 303);
  const db = database(c.env.DB);
  const owner = { userId: user.id, email: user.email };
  const [mine] = await ownRegistration(db, parsed.data.kayit, owner);
  if (!mine) return c.redirect(`${ACCOUNT_PATH}#kayitlarim`, 303);
  const result = await cancelRegistration(db, mine.eventId, { id: mine.id, owner }, new Date());
  await afterCancel(c, mine.eventId, result);
  return c.redirect(result.cancelled ? `${ACCOUNT_PATH}?kayit=iptal#kayitlarim` : `${ACCOUNT_PATH}#kayitlarim`, 303);
}
