import { env } from "cloudflare:workers";
import { database } from "../../src/db/client";
import { userGrants, type GrantKind } from "../../src/db/schema";
import { addEntry } from "../../src/services/registers/members";
import { beforeAll } from "vitest";
import { apiCaller, type ApiCall } from "./admin-api";
import { createAccount, resetAccounts, sessionCookie } from "./accounts";

/** An active member account holding a duty (the board by default), with a session cookie. */
export async function createGrantee(kind: GrantKind = "board", role: "member" | "editor" = "member") {
  const account = await createAccount(role);
  await database(env.DB).insert(userGrants).values({ userId: account.id, kind });
  return { account, cookie: (await sessionCookie(account.id)).cookie };
}

/** Test files share one database: each registers test starts from an empty register and decision book. */
/** The admin API as a board member, for a file's tests: a fresh set of accounts before them, one board member's session. */
export function boardApi(): ApiCall {
  let cookie = "";
  beforeAll(async () => {
    await resetAccounts();
    cookie = (await createGrantee("board")).cookie;
  });
  return apiCaller(() => cookie);
}

export async function resetRegisters() {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM member_register"),
    env.DB.prepare("DELETE FROM board_decisions"),
    env.DB.prepare("DELETE FROM board_meeting_attendees"),
    env.DB.prepare("DELETE FROM board_meetings"),
    env.DB.prepare("DELETE FROM application_reminders"),
    // The board's seats (a meeting's quorum) as a new site has them: five.
    env.DB.prepare("DELETE FROM settings WHERE key = 'assembly'"),
  ]);
}

/** Two board members without a site account, typed into a meeting beside those with one (the five seats' quorum is three). */
export const TYPED_ATTENDEES = "Hasan Demir\nLeyla Erdem";

/**
 * Decisions such as `2026/4` written straight into the decision book (a meeting each, on 2 January of
 * the decision's year), so that entries accepted by them can be entered: the register refuses an
 * acceptance decision the book lacks. A number already in the book is left as it is.
 */
export async function bookDecisions(...numbers: string[]) {
  for (const written of numbers) {
    const [year, number] = written.split("/").map(Number) as [number, number];
    const meeting = await env.DB.prepare("INSERT INTO board_meetings (held_on) VALUES (?) RETURNING id").bind(`${year}-01-02`).first<{ id: number }>();
    await env.DB.prepare("INSERT OR IGNORE INTO board_decisions (meeting_id, year, number, decided_on, kind, subject, body, created_by_name) VALUES (?, ?, ?, ?, 'acceptance', 'Üyelik başvurusu', 'Kabul', 'Test')")
      .bind(meeting!.id, year, number, `${year}-01-02`)
      .run();
  }
}

/** Valid, fictitious T.C. kimlik numbers (they pass the check digits), made from a 9-digit start. */
export function tcFrom(start: number): string {
  const d = String(start).padStart(9, "1").slice(0, 9).split("").map(Number);
  if (d[0] === 0) d[0] = 1;
  const tenth = (((d[0]! + d[2]! + d[4]! + d[6]! + d[8]!) * 7 - (d[1]! + d[3]! + d[5]! + d[7]!)) % 10 + 10) % 10;
  const eleventh = (d.reduce((a, b) => a + b, 0) + tenth) % 10;
  return d.join("") + tenth + eleventh;
}

/** An entry of the register linked to a site account (the member's own), made as an acceptance makes it. */
export async function entryForAccount(userId: number, options: { identityNumber?: string; acceptedOn?: string; email?: string | null; fullName?: string } = {}) {
  const acceptedOn = options.acceptedOn ?? "2024-05-10";
  const added = await addEntry(env, database(env.DB), { id: userId, name: "Yönetim kurulu" }, {
    fullName: options.fullName ?? "Elif Aydın",
    identityKind: "tc",
    identityNumber: options.identityNumber ?? tcFrom(523456789),
    nationality: "T.C.",
    motherName: "Hatice",
    fatherName: null,
    gender: "female",
    occupation: "Mimar",
    education: null,
    address: "Kısıklı Mah., Üsküdar",
    email: options.email ?? null,
    acceptedOn,
    acceptanceDecisionNo: `${acceptedOn.slice(0, 4)}/7`,
    userId,
  });
  if (added === "duplicate") throw new Error("Bu kimlik numarası defterde zaten var");
  return added;
}
