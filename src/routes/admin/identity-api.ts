import { Hono, type Context } from "hono";
import { database } from "../../db/client";
import { identityFromRows } from "../../db/identity";
import { saveSetting, settingRow } from "../../db/settings";
import { createError } from "../../platform/errors";
import { purgeTags } from "../../platform/cache/purge";
import { purgeForIdentity } from "../../platform/cache/tags";
import { actorOf } from "../../services/auth/session";
import type { IdentityDto } from "../../shared/admin-contract";
import type { AppEnv } from "../../shared/env";
import { IDENTITY_KEY, identityOf } from "../../shared/identity";
import { identityUpdateSchema, type IdentityUpdate } from "../../shared/identity-input";
import { rememberIdentity } from "../pages/site-identity";
import { conflict } from "./content-errors";

/** Ayarlar → Dernek bilgileri: the association's identity, read and saved by administrators. */
export const identityApi = new Hono<AppEnv>();

/**
 * The form's input checked by its schema, built for this year (a founding year in the future is
 * refused): a 400 naming each field by its path ("social.instagram"), as the form shows it.
 */
async function identityInput(c: Context<AppEnv>): Promise<IdentityUpdate> {
  const body: unknown = await c.req.json().catch(() => null);
  const parsed = identityUpdateSchema(new Date()).safeParse(body);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[issue.path.join(".") || "form"] ??= issue.message;
  throw createError({ statusCode: 400, statusMessage: parsed.error.issues[0]?.message ?? "Geçersiz istek", fields });
}

identityApi.get("/identity", async (c) => {
  const rows = await settingRow(database(c.env.DB), IDENTITY_KEY);
  const { identity, version } = identityFromRows(rows);
  const dto: IdentityDto = { ...identity, version, updatedAt: rows[0] ? rows[0].updatedAt.toISOString() : null };
  return c.json(dto);
});

identityApi.put("/identity", async (c) => {
  const { version, ...value } = await identityInput(c);
  const row = await saveSetting(database(c.env.DB), {
    key: IDENTITY_KEY,
    value,
    version,
    actor: actorOf(c),
    audit: { action: "settings.identity", target: "ayarlar:dernek", summary: `Dernek bilgileri güncellendi (${value.name})` },
  });
  if (!row) throw conflict();
  const saved = { identity: identityOf(row.value), version: row.version };
  // This isolate's next shells show the new identity at once; the others' learn it from their next read.
  rememberIdentity(saved);
  purgeTags(c, purgeForIdentity());
  const dto: IdentityDto = { ...saved.identity, version: row.version, updatedAt: row.updatedAt.toISOString() };
  return c.json(dto);
});
