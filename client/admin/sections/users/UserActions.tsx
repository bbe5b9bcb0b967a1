/** The actions cell of an account's row: approve / reject an application; role, reset link, disable / enable an account. */
import type { UserDto } from "../../../../src/shared/admin-contract";
import { genitive } from "../../../../src/shared/i18n/text";
import { valueOf } from "../../browser";
import { ROLE_LABELS } from "../../me";
import { applicationPeriod } from "../../../../src/shared/registers/application-period";
import { Link } from "../../router";
import { ADMIN_ROOT, DECISIONS_SEGMENT } from "../../routes";
import { ConfirmAction } from "../../ui";
import { showDay } from "../registers/labels";
import { awaitsAddress, type UserAction } from "./user-status";

/** What the row's buttons call, and the state they show. */
export interface UserRowProps {
  user: UserDto;
  isMe: boolean;
  busy: boolean;
  /** The role chosen in the select (the account's own until changed). */
  chosenRole: UserDto["role"];
  onChooseRole(role: UserDto["role"]): void;
  act(user: UserDto, action: UserAction, body?: unknown): Promise<void>;
  makeResetLink(user: UserDto): Promise<void>;
  /** Someone holds the board duty: a membership application is answered by a decision in the decision book. */
  boardDecides: boolean;
}

/** A confirmed application while a board is recorded: the decision book answers it (TMK 64), within its 30 days. */
function ToDecisionBook({ user }: { user: UserDto }) {
  const { decideBy, overdue } = applicationPeriod(new Date(user.createdAt), new Date());
  return (
    <>
      <Link className="button button-small" href={`${ADMIN_ROOT}/${DECISIONS_SEGMENT}`}>
        Karar defterinde karara bağla<span className="visually-hidden"> ({user.name})</span>
      </Link>
      <span className="meta">
        Son karar günü: {showDay(decideBy)}
        {overdue ? <span className="badge"> 20 günü geçti</span> : null}
      </span>
    </>
  );
}

/** "Onayla" (once the address is confirmed) and "Reddet", for an application; the decision book's link while a board decides them. */
function ApplicationActions({ user, busy, act, boardDecides }: UserRowProps) {
  if (boardDecides && !awaitsAddress(user)) return <ToDecisionBook user={user} />;
  return (
    <>
      {awaitsAddress(user) ? null : (
        <button type="button" className="button button-small" disabled={busy} onClick={() => void act(user, "approve")}>
          Onayla<span className="visually-hidden"> {user.name}</span>
        </button>
      )}
      <ConfirmAction label="Reddet" confirmLabel="Evet, reddet" question={`${genitive(user.name)} kaydı reddedilsin mi?`} subject={user.name} onConfirm={() => act(user, "reject")} />
    </>
  );
}

/** The role select and "Rolü değiştir". */
function RoleChange({ user, busy, chosenRole, onChooseRole, act }: UserRowProps) {
  const selectId = `kullanici-${user.id}-rol`;
  return (
    <span className="role-change">
      <label htmlFor={selectId} className="visually-hidden">
        {user.name} için rol
      </label>
      <select id={selectId} value={chosenRole} onChange={(event) => onChooseRole(valueOf(event) as UserDto["role"])}>
        <option value="admin">{ROLE_LABELS.admin}</option>
        <option value="editor">{ROLE_LABELS.editor}</option>
        <option value="member">{ROLE_LABELS.member}</option>
      </select>
      <button type="button" className="button button-secondary button-small" disabled={busy || chosenRole === user.role} onClick={() => void act(user, "role", { role: chosenRole })}>
        Rolü değiştir<span className="visually-hidden"> ({user.name})</span>
      </button>
    </span>
  );
}

/** Role, reset link and disable for an active account; role and enable for a disabled one. */
function AccountActions(props: UserRowProps) {
  const { user, isMe, busy, act, makeResetLink } = props;
  if (user.status !== "active") {
    return (
      <>
        <RoleChange {...props} />
        <button type="button" className="button button-secondary button-small" disabled={busy} onClick={() => void act(user, "enable")}>
          Etkinleştir<span className="visually-hidden"> {user.name}</span>
        </button>
      </>
    );
  }
  return (
    <>
      <RoleChange {...props} />
      <button type="button" className="button button-secondary button-small" disabled={busy} onClick={() => void makeResetLink(user)}>
        Şifre yenileme bağlantısı<span className="visually-hidden"> ({user.name})</span>
      </button>
      {/* Never offered for one's own account (the server refuses it too); asked before it happens. */}
      {isMe ? null : (
        <ConfirmAction
          label="Devre dışı bırak"
          confirmLabel="Evet, devre dışı bırak"
          busyLabel="Devre dışı bırakılıyor…"
          className="button button-secondary button-small"
          question={`${user.name} hesabı devre dışı bırakılsın mı? Açık oturumları hemen kapanır ve yeniden etkinleştirilene kadar giriş yapamaz.`}
          subject={user.name}
          disabled={busy}
          onConfirm={() => act(user, "disable")}
        />
      )}
    </>
  );
}

/** The buttons an account's row offers, by its state. */
export function UserActions(props: UserRowProps) {
  return <div className="row-actions">{props.user.status === "pending" ? <ApplicationActions {...props} /> : <AccountActions {...props} />}</div>;
}
