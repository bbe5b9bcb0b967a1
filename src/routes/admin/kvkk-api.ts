import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { auditStatement } from "../../db/audit";
import { database } from "../../db/client";
import { saveSetting } from "../../db/settings";
import { userByEmail } from "../../db/users";
import { createError } from "../../platform/errors";
import { purgeTags } from "../../platform/cache/purge";
import { purgeForPage } from "../../platform/cache/tags";
import type { AppEnv } from "../../shared/env";
import { eraseAddress, erasureFootprint } from "../../services/kvkk/erasure";
import { personErasureSchema, personRequestSchema, retentionUpdateSchema } from "../../services/kvkk/forms";
import { collectPersonData } from "../../services/kvkk/person-data";
import { DEFAULT_RETENTION, readRetention, RETENTION_KEY, retentionRow } from "../../services/kvkk/retention-settings";
import { readIdentity } from "../../db/identity";
import type { ErasureDto, PersonDataDto, RetentionDto } from "../../shared/admin-contract";
import { conflict } from "./content-errors";
import { jsonInvalid } from "./validation";
import { actorOf } from "../../services/auth/session";

/**
 * KVKK for administrators (mounted behind the `admin` guard): the retention periods, and requests
 * by e-mail (see what is held about an address, export it, erase it). Addresses travel in POST
 * bodies, never in URLs, so they stay out of access logs.
 */
export const kvkkApi = new Hono<AppEnv>();


kvkkApi.get("/retention", async (c) => {
  const [row] = await retentionRow(database(c.env.DB));
  const dto: RetentionDto = {
    ...readRetention(row),
    defaults: DEFAULT_RETENTION,
    version: row?.version ?? 0,
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
  return c.json(dto);
});

kvkkApi.put("/retention", zValidator("json", retentionUpdateSchema, jsonInvalid), async (c) => {
  const { version, ...periods } = c.req.valid("json");
  const db = database(c.env.DB);
  const summary = `Saklama süreleri değiştirildi: iletişim mesajları ${periods.contactMessagesMonths} ay, onaylanmamış hesaplar ${periods.pendingAccountsDays} gün, denetim kaydı ${periods.auditLogMonths} ay, etkinlik kayıtları ${periods.eventRegistrationsMonths} ay`;
  const row = await saveSetting(db, {
    key: RETENTION_KEY,
    value: periods,
    version,
    actor: actorOf(c),
    audit: { action: "settings.retention", target: "kvkk:saklama", summary },
  });
  if (!row) throw conflict();
  // The notice shows the periods.
  purgeTags(c, purgeForPage("kvkk"));
  const dto: RetentionDto = { ...readRetention(row), defaults: DEFAULT_RETENTION, version: row.version, updatedAt: row.updatedAt.toISOString() };
  return c.json(dto);
});

/** Looking an address up shows the administrator everything held about it: that is an export, and logged as one. */
kvkkApi.post("/person", zValidator("json", personRequestSchema, jsonInvalid), async (c) => {
  const { email } = c.req.valid("json");
  const db = database(c.env.DB);
  const [account] = await userByEmail(db, email);
  const { identity } = await readIdentity(db);
  const data: PersonDataDto = await collectPersonData(db, { userId: account?.id ?? null, email, byAddress: "always" }, identity.name, new Date());
  // The entry says what was done, not to whom: naming the address would keep it after an erasure.
  const found = `${data.hesap ? "1 hesap" : "hesap yok"}, ${data.iletisimMesajlari.length} iletişim mesajı, ${data.etkinlikKayitlari.length} etkinlik kaydı${data.bulten ? ", bülten aboneliği" : ""}`;
  await auditStatement(db, actorOf(c), { action: "kvkk.export", target: "kvkk:talep", summary: `Kişisel veri talebi: bir e-posta adresine ait veriler görüntülendi (${found})` });
  return c.json(data);
});

kvkkApi.post("/person/erase", zValidator("json", personErasureSchema, jsonInvalid), async (c) => {
  const { email } = c.req.valid("json");
  const db = database(c.env.DB);
  const [account] = await userByEmail(db, email);
  const footprint = await erasureFootprint(db, { userId: account?.id ?? null, email });
  const erased = await eraseAddress(db, email, actorOf(c));
  if (erased.refused) throw createError({ statusCode: 409, statusMessage: "Bu adres sitenin son etkin yöneticisine ait; hesap silinemez. Önce başka bir yönetici atayın." });
  // The pages that named the person or counted their places, in the same request.
  purgeTags(c, footprint);
  const { refused: _refused, ...dto } = erased;
  return c.json<ErasureDto>(dto);
});
