/** One account in the Kullanıcılar table: name (with the application's answers), address, role, state, date, actions. */
import { Fragment } from "react";
import type { UserDto } from "../../../../src/shared/admin-contract";
import { ROLE_LABELS } from "../../me";
import { showDateTime } from "../../time";
import { DutyToggles } from "./DutyToggles";
import { UserActions, type UserRowProps } from "./UserActions";
import { statusLabel } from "./user-status";

/** What the applicant wrote when registering, folded under their name. */
function ApplicationDetails({ user }: { user: UserDto }) {
  const answers: Array<[string, string | null | undefined]> = [
    ["Telefon", user.phone],
    ["Mahalle", user.neighbourhood],
    ["Neden üye olmak istiyor?", user.applicationReason],
  ];
  if (!answers.some(([, answer]) => answer)) return null;
  return (
    <details className="application">
      <summary>Başvuru bilgileri</summary>
      <dl>
        {answers.map(([question, answer]) =>
          answer ? (
            <Fragment key={question}>
              <dt>{question}</dt>
              <dd>{answer}</dd>
            </Fragment>
          ) : null,
        )}
      </dl>
    </details>
  );
}

/** The row; pending applications are marked for the eye as well as by their badge. */
export function UserRow(props: UserRowProps) {
  const { user, isMe } = props;
  return (
    <tr className={user.status === "pending" ? "is-pending" : undefined}>
      <th scope="row">
        {user.name}
        {isMe ? <span className="meta"> (siz)</span> : null}
        <ApplicationDetails user={user} />
      </th>
      <td className="break" data-label="E-posta">{user.email}</td>
      <td data-label="Rol">{ROLE_LABELS[user.role]}</td>
      <td data-label="Görevler">
        <DutyToggles {...props} />
      </td>
      <td data-label="Durum">
        <span className={`status-badge user-${user.status}`}>{statusLabel(user)}</span>
      </td>
      <td className="nowrap" data-label="Kayıt">
        <time dateTime={user.createdAt}>{showDateTime(user.createdAt)}</time>
      </td>
      <td>
        <UserActions {...props} />
      </td>
    </tr>
  );
}
