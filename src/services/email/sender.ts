import type { Context } from "hono";
import { database } from "../../db/client";
import { pageByKey, readPageFields } from "../../db/pages";
import { identityFromRows, identityStatement } from "../../db/identity";
import type { AppEnv, Bindings } from "../../shared/env";
import type { Sender } from "./messages";
import { notificationsRow, readNotifications } from "./notification-settings";

/** What signs and addresses the association's mail: the bindings it needs, and the site's origin. */
export interface MailContext {
  env: Pick<Bindings, "DB" | "MAIL_QUEUE" | "SITE_ORIGIN" | "DEV_ORIGIN">;
  /** The site's public origin for links: SITE_ORIGIN in production, the request's own origin locally. */
  origin: string;
}

/** The mail context of a request. */
export const mailContextOf = (c: Context<AppEnv>): MailContext => ({ env: c.env, origin: c.env.SITE_ORIGIN ?? new URL(c.req.url).origin });

/** Where local links point when no request is at hand and no address was passed: `wrangler dev`'s default. */
const LOCAL_ORIGIN = "http://localhost:8787";

/**
 * The mail context of the cron and the queue consumer, which have no request: the site's address,
 * or locally the address `npm start` passed with the port it runs on (DEV_ORIGIN).
 */
export const mailContextOfEnv = (env: MailContext["env"]): MailContext => ({ env, origin: env.SITE_ORIGIN ?? env.DEV_ORIGIN ?? LOCAL_ORIGIN });

/**
 * Who signs a mail: the association's name (its identity), its address from the contact page or the identity, and the site's origin for
 * links. `inbox` is where the association reads its notifications: the address an administrator
 * set under Ayarlar, else the contact page's e-mail address, or null while neither is set.
 */
export async function senderOf(source: Context<AppEnv> | MailContext): Promise<Sender & { inbox: string | null }> {
  const mail = "origin" in source ? source : mailContextOf(source);
  const db = database(mail.env.DB);
  const [[contact], [notifications], identityRows] = await db.batch([pageByKey(db, "contact"), notificationsRow(db), identityStatement(db)]);
  const fields = contact ? readPageFields("contact", contact.fields) : null;
  const { identity } = identityFromRows(identityRows);
  const chosen = readNotifications(notifications).address;
  return {
    name: identity.name,
    logo: identity.logo?.src ?? null,
    address: fields?.address || identity.address,
    origin: mail.origin,
    inbox: chosen || fields?.email || identity.email || null,
  };
}
