import * as z from "zod";
import type { Database } from "../../db/client";
import { entryIdOfNumber } from "../../db/member-register";
import { createError } from "../../platform/errors";

/**
 * A member register entry in an address is named by its register number ("sıra no"), the one
 * identifier every screen, link and mail uses (docs/registers.md): `/admin/uye-defteri/82` and
 * `/api/registers/members/82` are both entry 82 of the book, never the row whose id is 82.
 */
export const registerNoParam = z.object({ no: z.coerce.number({ error: "Sıra numarası bir sayı olmalı." }).int().positive().max(1_000_000_000) });

/** The row id of entry `no` of the register, or a Turkish 404. */
export async function entryIdOr404(db: Database, no: number): Promise<number> {
  const id = await entryIdOfNumber(db, no);
  if (id === null) throw createError({ statusCode: 404, statusMessage: `Üye kayıt defterinde ${no} sıra numaralı kayıt yok.` });
  return id;
}
