import type { Context } from "hono";
import { database } from "../db/client";
import { pageByKey, readPageFields } from "../db/pages";
import type { AppEnv } from "../env";
import type { Sender } from "./messages";

/**
 * Who signs a mail: the association's address from the contact page, and the site's public origin
 * for links (SITE_ORIGIN in production, the request's own origin locally). `inbox` is where the
 * association reads its mail: the contact page's e-mail address, or null while none is set.
 */
export async function senderOf(c: Context<AppEnv>): Promise<Sender & { inbox: string | null }> {
  const [contact] = await pageByKey(database(c.env.DB), "contact");
  const fields = contact ? readPageFields("contact", contact.fields) : null;
  return { address: fields?.address ?? "", origin: c.env.SITE_ORIGIN ?? new URL(c.req.url).origin, inbox: fields?.email || null };
}
