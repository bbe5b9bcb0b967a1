/**
 * Who keeps the association's registers (docs/registers.md): the board ("Yönetim kurulu") and
 * administrators, who have everything the board has. Editors see nothing of them; a member sees only
 * their own entry, on /hesabim. Pure, so the server's guard and the admin app's menu agree.
 */
import * as z from "zod";

/** The board's duty and the treasurer's (reserved for the dues records), as stored in user_grants. */
export const GRANT_LABELS = { board: "Yönetim kurulu", treasurer: "Sayman" } as const;

/** Giving or taking a duty on the Kullanıcılar screen (POST /api/users/:id/grant). */
export const grantChangeSchema = z.object({
  kind: z.enum(["board", "treasurer"], { error: "Görev yönetim kurulu ya da sayman olmalı." }),
  on: z.boolean({ error: "Görevin verilip verilmeyeceği belirtilmeli." }),
});

interface Person {
  role: "admin" | "editor" | "member";
  grants: readonly ("board" | "treasurer")[];
}

/** Board members and administrators. */
export const keepsRegisters = (person: Person): boolean => person.role === "admin" || person.grants.includes("board");

/** Treasurers and administrators: they record dues, payments and the cash book (docs/dues.md). */
export const keepsDues = (person: Person): boolean => person.role === "admin" || person.grants.includes("treasurer");

/** Who sees the dues and the cash book: those who keep them, and the board, which reads them. */
export const seesDues = (person: Person): boolean => keepsDues(person) || keepsRegisters(person);

/** Everyone who may open /admin: editors and administrators, board members and treasurers (for the registers and the books only). */
export const entersAdminArea = (person: Person): boolean => person.role === "admin" || person.role === "editor" || keepsRegisters(person) || keepsDues(person);

/** Board members who are neither editors nor administrators: the admin area shows them only the registers. */
export const seesOnlyRegisters = (person: Person): boolean => entersAdminArea(person) && person.role === "member";
