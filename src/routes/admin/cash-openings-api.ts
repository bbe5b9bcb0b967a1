import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { database } from "../../db/client";
import { cashOpeningsRow } from "../../db/cash-book";
import { saveSetting, settingValue } from "../../db/settings";
import { actorOf } from "../../services/auth/session";
import { CASH_OPENINGS_KEY, cashOpeningsSchema, cashOpeningsUpdateSchema, type CashOpenings } from "../../shared/dues/cash-openings";
import type { AppEnv } from "../../shared/env";
import { formatMoney } from "../../shared/money";
import { conflict } from "./content-errors";
import { jsonInvalid } from "./validation";

/** Devir: the cash box's and bank accounts' opening balances; the cash book's guards apply (src/routes/admin/api.ts). docs/dues.md. */
export const cashOpeningsApi = new Hono<AppEnv>();

export type CashOpeningsDto = { openings: CashOpenings | null; version: number; updatedAt: string | null };

const dtoOf = (row: { value: unknown; version: number; updatedAt: Date } | undefined): CashOpeningsDto => ({
  openings: row ? settingValue<CashOpenings | null>(cashOpeningsSchema, null, row) : null,
  version: row?.version ?? 0,
  updatedAt: row ? row.updatedAt.toISOString() : null,
});

cashOpeningsApi.get("/openings", async (c) => {
  const [row] = await cashOpeningsRow(database(c.env.DB));
  return c.json(dtoOf(row));
});

cashOpeningsApi.put("/openings", zValidator("json", cashOpeningsUpdateSchema, jsonInvalid), async (c) => {
  const { version, ...value } = c.req.valid("json");
  const total = value.accounts.reduce((sum, account) => sum + account.amount, 0);
  const row = await saveSetting(database(c.env.DB), {
    key: CASH_OPENINGS_KEY,
    value,
    version,
    actor: actorOf(c),
    audit: { action: "cash.openings", target: "isletme-defteri:devir", summary: `Devir kaydedildi (${value.on}): ${value.accounts.length} hesap, toplam ${formatMoney(total)}` },
  });
  if (!row) throw conflict();
  return c.json(dtoOf(row));
});
