/**
 * The step that ends a key rotation (docs/registers.md, "Rotate it"): identity numbers still sealed
 * with an older key are opened with it and sealed again with the current one, a small batch each
 * cron run, until none is left; then REGISTER_KEY_PREVIOUS can go.
 */
import type { Database } from "../../db/client";
import { entriesUnderOtherKey, storeResealed } from "../../db/member-register";
import type { Bindings } from "../../shared/env";
import { openIdentity, registerKeys, sealIdentity } from "./identity-crypto";

/** Rows a run seals again: 100 rows are a few milliseconds of CPU; 5,000 members take a night of quarter-hourly runs. */
export const RESEAL_BATCH = 100;

/**
 * Seals the next batch again under the current key. Nothing to do without a key (the site has no
 * register yet). A row whose old key is no longer set fails the run, so the system page shows that
 * REGISTER_KEY_PREVIOUS was removed too early.
 */
export async function resealNextBatch(env: Pick<Bindings, "REGISTER_KEY" | "REGISTER_KEY_PREVIOUS">, db: Database, batch = RESEAL_BATCH): Promise<{ resealed: number }> {
  if (!env.REGISTER_KEY) return { resealed: 0 };
  const keys = await registerKeys(env);
  const rows = await entriesUnderOtherKey(db, keys.current.version, batch);
  const lost = rows.find((row) => row.keyVersion !== keys.previous?.version);
  if (lost) throw new Error(`member register rows are sealed with key v${lost.keyVersion}, which REGISTER_KEY_PREVIOUS does not hold`);
  const sealed = await Promise.all(
    rows.map(async (row) => ({ id: row.id, from: row.keyVersion, sealed: await sealIdentity(keys.current, await openIdentity(keys, row.identityCipher, row.keyVersion)) })),
  );
  return { resealed: await storeResealed(db, sealed) };
}
