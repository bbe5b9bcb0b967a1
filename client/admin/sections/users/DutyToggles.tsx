/**
 * The duties cell of an account's row: the board ("Yönetim kurulu") and the treasurer ("Sayman"),
 * given or taken at once with a tick (POST /users/:id/grant, audited). Only active accounts hold
 * duties; for the others the cell says which they hold, if any.
 */
import type { UserDto } from "../../../../src/shared/admin-contract";
import { GRANT_LABELS } from "../../../../src/shared/registers/access";
import type { UserRowProps } from "./UserActions";

const KINDS = ["board", "treasurer"] as const;

/** "Yönetim kurulu, Sayman" or "—". */
export const dutyNames = (user: UserDto) => (user.grants.length ? user.grants.map((kind) => GRANT_LABELS[kind]).join(", ") : "—");

export function DutyToggles({ user, busy, act }: Pick<UserRowProps, "user" | "busy" | "act">) {
  if (user.status !== "active") return <>{dutyNames(user)}</>;
  return (
    <fieldset className="duty-toggles">
      <legend className="visually-hidden">{`${user.name}: görevler`}</legend>
      {KINDS.map((kind) => (
        <label key={kind} className="checkbox-option">
          <input type="checkbox" checked={user.grants.includes(kind)} disabled={busy} onChange={(event) => void act(user, "grant", { kind, on: event.currentTarget.checked })} />
          {GRANT_LABELS[kind]}
        </label>
      ))}
    </fieldset>
  );
}
