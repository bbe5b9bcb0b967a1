import { env } from "cloudflare:workers";
import { createAccount, resetAccounts, sessionCookie } from "./accounts";
import { apiCaller, type ApiCall } from "./admin-api";

/**
 * Register entries straight in D1 for the dues tests (the register's own screens are tested in
 * test/registers/**): a name, an acceptance day and, when given, an exit day; the identity columns
 * hold placeholders, unique per entry.
 */
export async function addMember(entry: { no: number; name: string; acceptedOn: string; exitedOn?: string; category?: "asil" | "ogrenci" | "onursal" }): Promise<number> {
  const row = await env.DB.prepare(
    `INSERT INTO member_register (register_no, full_name, identity_cipher, identity_hash, identity_masked, nationality, mother_name, gender, accepted_on, acceptance_decision_no, exited_on, exit_kind)
     VALUES (?, ?, 'test', ?, '100******00', 'T.C.', 'Ayşe', 'female', ?, ?, ?, ?) RETURNING id`,
  )
    .bind(entry.no, entry.name, `hash-${entry.no}-${crypto.randomUUID()}`, entry.acceptedOn, `${entry.acceptedOn.slice(0, 4)}/${entry.no}`, entry.exitedOn ?? null, entry.exitedOn ? "resignation" : null)
    .first<{ id: number }>();
  if (entry.category) await env.DB.prepare("INSERT INTO member_dues_categories (register_id, category) VALUES (?, ?)").bind(row!.id, entry.category).run();
  return row!.id;
}

/** Empties the dues tables and the register (test files share one database). */
export async function resetDues() {
  await env.DB.batch(
    ["dues_reminders", "cash_entries", "payments", "bank_lines", "bank_layouts", "dues", "dues_rates", "dues_schedules", "member_dues_categories", "member_register", "audit_log"].map((table) =>
      env.DB.prepare(`DELETE FROM ${table}`),
    ).concat(env.DB.prepare("DELETE FROM settings WHERE key = 'dues'")),
  );
}

/** An API caller signed in as a fresh account with `grants` (board, treasurer) beside its role. */
export async function callerWith(role: "admin" | "editor" | "member", grants: ("board" | "treasurer")[] = []): Promise<ApiCall> {
  const account = await createAccount(role);
  for (const kind of grants) await env.DB.prepare("INSERT INTO user_grants (user_id, kind) VALUES (?, ?)").bind(account.id, kind).run();
  const { cookie } = await sessionCookie(account.id);
  return apiCaller(() => cookie);
}

/** The usual schedule of a year: 1.200 TL full, 300 TL students, honorary exempt, 100 TL entry fee. */
export const schedule = (year: number, overrides: Partial<{ dueOn: string; entryFee: number; proRata: boolean }> = {}) => ({
  year,
  dueOn: `${year}-03-31`,
  entryFee: 10000,
  proRata: false,
  rates: [
    { category: "asil", amount: 120000, exempt: false },
    { category: "ogrenci", amount: 30000, exempt: false },
    { category: "onursal", amount: 0, exempt: true },
  ],
  ...overrides,
});

/** A sum over a table, straight from D1 (to compare screens with their rows). */
export const sumOf = async (query: string, ...binds: unknown[]) => (await env.DB.prepare(query).bind(...binds).first<{ total: number }>())?.total ?? 0;

/**
 * A fresh start for a file that reads the mail the dues send: no dues, register entries, mail jobs
 * or accounts, then a treasurer's session cookie.
 */
export async function freshTreasurerCookie(): Promise<string> {
  await resetDues();
  await env.DB.prepare("DELETE FROM jobs").run();
  await resetAccounts();
  const treasurer = await createAccount("member");
  await env.DB.prepare("INSERT INTO user_grants (user_id, kind) VALUES (?, 'treasurer')").bind(treasurer.id).run();
  return (await sessionCookie(treasurer.id)).cookie;
}
