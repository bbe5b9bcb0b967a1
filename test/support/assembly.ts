import { env } from "cloudflare:workers";
import { beforeAll } from "vitest";
import { addDays, todayIn } from "../../src/shared/legal-deadlines";
import { resetAccounts } from "./accounts";
import { mailObserver } from "./mail";
import { createGrantee } from "./registers";

/** Test files share one database: each assembly test starts without assemblies, members or dues. */
export async function resetAssembly() {
  await env.DB.batch(
    ["assembly_attendance", "assembly_entitled", "assemblies", "cash_entries", "payments", "dues", "dues_rates", "dues_schedules", "member_dues_categories", "member_register", "jobs", "audit_log"].map((table) =>
      env.DB.prepare(`DELETE FROM ${table}`),
    ),
  );
  await env.DB.prepare("DELETE FROM settings WHERE key = 'assembly'").run();
}

/** A valid plan: the first meeting on `firstOn`, the second a week later, the notice 20 days before. */
export function plan(firstOn: string, overrides: Record<string, unknown> = {}) {
  const day = (offset: number) => new Date(Date.parse(`${firstOn}T00:00:00Z`) + offset * 86400000).toISOString().slice(0, 10);
  return {
    kind: "ordinary",
    matter: "regular",
    firstOn,
    firstTime: "14:00",
    firstPlace: "Dernek lokali, Çamlıca Mah. Lale Sok. No: 4, Üsküdar/İstanbul",
    secondOn: day(7),
    secondTime: "14:00",
    secondPlace: "Dernek lokali, Çamlıca Mah. Lale Sok. No: 4, Üsküdar/İstanbul",
    noticeOn: day(-20),
    agenda: ["Açılış ve divan kurulu seçimi", "Yönetim kurulu faaliyet raporunun okunması", "Seçimler", "Dilek ve temenniler"],
    ...overrides,
  };
}

/** Istanbul's day `days` from today (the handlers count from it), so a test never depends on the day it runs. */
export const dayFromToday = (days: number) => addDays(todayIn(new Date()), days);

/**
 * The assembly API as a board member, through the Worker with an observed mail queue (`site.queued`):
 * before the file's tests, no assemblies or members, a fresh set of accounts and the board member's session.
 */
export function boardWithMail() {
  const site = mailObserver();
  let cookie = "";
  beforeAll(async () => {
    await resetAssembly();
    await resetAccounts();
    cookie = (await createGrantee("board")).cookie;
  });
  const call = async <T,>(method: string, path: string, body?: unknown) => {
    const response = await site.api(method, path, cookie, body);
    return { status: response.status, body: (await response.json()) as T };
  };
  return { site, call };
}
