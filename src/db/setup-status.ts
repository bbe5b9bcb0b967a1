/** Which of the setup's steps (src/shared/setup-steps.ts) the site's data shows done: one batch of EXISTS. */
import { sql } from "drizzle-orm";
import type { Database } from "./client";
import { rawBatch, rows } from "./raw-batch";
import { ASSEMBLY_SETTINGS_KEY } from "./assembly-settings";
import { CASH_OPENINGS_KEY } from "../shared/dues/cash-openings";
import { IDENTITY_KEY } from "../shared/identity";
import { PAGE_KEYS } from "../shared/content-kinds/page";
import { SETUP_DISMISSED_KEY, type SetupDto, type SetupStepKey } from "../shared/setup-steps";

const setting = (key: string) => sql`EXISTS (SELECT 1 FROM settings WHERE key = ${key})`;

/** Each step's condition, as SQL over the data the step leaves. */
const CONDITIONS: Record<SetupStepKey, ReturnType<typeof sql>> = {
  identity: setting(IDENTITY_KEY),
  logo: sql`EXISTS (SELECT 1 FROM settings WHERE key = ${IDENTITY_KEY} AND json_extract(value, '$.logo') IS NOT NULL)`,
  pages: sql`(SELECT count(*) FROM pages WHERE key IN (${sql.join(PAGE_KEYS.map((key) => sql`${key}`), sql`, `)})) = ${PAGE_KEYS.length}`,
  mail: sql`EXISTS (SELECT 1 FROM jobs WHERE kind = 'mail' AND state = 'sent')`,
  duties: sql`EXISTS (SELECT 1 FROM user_grants WHERE kind = 'board') AND EXISTS (SELECT 1 FROM user_grants WHERE kind = 'treasurer')`,
  register: sql`EXISTS (SELECT 1 FROM member_register)`,
  tariff: sql`EXISTS (SELECT 1 FROM dues_schedules)`,
  openings: setting(CASH_OPENINGS_KEY),
  assembly: sql`${setting(ASSEMBLY_SETTINGS_KEY)} AND (EXISTS (SELECT 1 FROM assemblies WHERE held_on IS NOT NULL) OR EXISTS (SELECT 1 FROM past_assemblies))`,
  backup: sql`EXISTS (SELECT 1 FROM backup_runs WHERE status = 'done')`,
};

export async function setupStatus(db: Database): Promise<SetupDto> {
  const keys = Object.keys(CONDITIONS) as SetupStepKey[];
  const columns = sql.join(
    keys.map((key) => sql`${CONDITIONS[key]} AS ${sql.identifier(key)}`),
    sql`, `,
  );
  const [[row]] = await rawBatch(db, [rows<Record<SetupStepKey | "dismissed", number>>(sql`SELECT ${columns}, ${setting(SETUP_DISMISSED_KEY)} AS dismissed`)]);
  const done = Object.fromEntries(keys.map((key) => [key, row?.[key] === 1])) as Record<SetupStepKey, boolean>;
  return { done, dismissed: row?.dismissed === 1 };
}
