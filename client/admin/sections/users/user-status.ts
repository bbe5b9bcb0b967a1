/** How the Kullanıcılar list names and orders accounts by their state. */
import type { UserDto } from "../../../../src/shared/admin-contract";
import { compareTurkish, genitive } from "../../../../src/shared/i18n/text";

const STATUS_LABELS: Record<UserDto["status"], string> = { pending: "Onay bekliyor", active: "Etkin", disabled: "Devre dışı" };
const STATUS_ORDER: Record<UserDto["status"], number> = { pending: 0, active: 1, disabled: 2 };

/** A pending application whose owner has not yet confirmed their address: not in the queue yet. */
export const awaitsAddress = (user: UserDto) => user.status === "pending" && user.emailConfirmedAt === null;

/** The badge's text: "Onay bekliyor", "E-posta onayı bekleniyor", "Etkin", "Devre dışı". */
export const statusLabel = (user: UserDto) => (awaitsAddress(user) ? "E-posta onayı bekleniyor" : STATUS_LABELS[user.status]);

/** Pending registrations first, then active, then disabled accounts; by name within each. */
export function sortUsers(users: readonly UserDto[]): UserDto[] {
  return [...users].sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || compareTurkish(a.name, b.name));
}

/** What an administrator can do to an account (POST /users/:id/<action>). */
export type UserAction = "approve" | "reject" | "disable" | "enable" | "role" | "grant";

/** What the status line says after each action. */
export const DONE: Record<UserAction, (name: string) => string> = {
  approve: (name) => `${name} onaylandı.`,
  reject: (name) => `${genitive(name)} kaydı reddedildi.`,
  disable: (name) => `${name} devre dışı bırakıldı.`,
  enable: (name) => `${name} yeniden etkinleştirildi.`,
  role: (name) => `${genitive(name)} rolü değiştirildi.`,
  grant: (name) => `${genitive(name)} görevleri güncellendi.`,
};
