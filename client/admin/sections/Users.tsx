/** Kullanıcılar (administrators only): approve or reject registrations, roles, duties (board, treasurer), disable / enable. */
import { useState } from "react";
import type { ResetLinkDto, UserDto } from "../../../src/shared/admin-contract";
import { useApi } from "../api";
import { useLoad } from "../hooks";
import { useMe } from "../me";
import { AdminTable, EmptyState, LoadState, SectionHeader } from "../ui";
import { ActionFeedback, useAction } from "../use-action";
import { ResetLinkPanel } from "./users/ResetLinkPanel";
import { UserRow } from "./users/UserRow";
import { DONE, awaitsAddress, sortUsers, type UserAction } from "./users/user-status";

export function Users() {
  const me = useMe();
  const { api } = useApi();
  const { data, error, reload } = useLoad<{ users: UserDto[] }>("/users");
  const action = useAction();
  const [roles, setRoles] = useState<Record<number, UserDto["role"]>>({});
  const [resetLink, setResetLink] = useState<{ name: string; link: ResetLinkDto } | null>(null);

  const makeResetLink = (user: UserDto) =>
    action.run(async () => setResetLink({ name: user.name, link: await api<ResetLinkDto>(`/users/${user.id}/reset-link`, { method: "POST" }) }), { busyKey: user.id });

  const act = (user: UserDto, name: UserAction, body?: unknown) =>
    action.run(
      async () => {
        await api(`/users/${user.id}/${name}`, { method: "POST", ...(body === undefined ? {} : { body }) });
        setRoles(({ [user.id]: _dropped, ...others }) => others);
        reload();
        return DONE[name](user.name);
      },
      { busyKey: user.id },
    );

  const users = data ? sortUsers(data.users) : null;
  const pending = users?.filter((user) => user.status === "pending" && !awaitsAddress(user)).length ?? 0;
  return (
    <section className="admin-section">
      <SectionHeader title="Kullanıcılar" lead={pending ? `${pending} kayıt onay bekliyor.` : "Hesaplar, roller, görevler ve üyelik onayları."} />
      <ActionFeedback action={action} />
      {resetLink ? <ResetLinkPanel {...resetLink} onClose={() => setResetLink(null)} /> : null}
      <LoadState data={users} error={error} reload={reload} isEmpty={(loaded) => loaded.length === 0} empty={<EmptyState title="Hesap yok" />}>
        {(users) => (
          <AdminTable label="Kullanıcılar tablosu" caption="Kullanıcılar; onay bekleyenler önce">
            <thead>
              <tr>
                <th scope="col">Ad</th>
                <th scope="col">E-posta</th>
                <th scope="col">Rol</th>
                <th scope="col">Görevler</th>
                <th scope="col">Durum</th>
                <th scope="col">Kayıt</th>
                <th scope="col">İşlemler</th>
              </tr>
            </thead>
            <tbody>
              {users.map((user) => (
                <UserRow
                  key={user.id}
                  user={user}
                  isMe={user.id === me.id}
                  busy={action.busy === user.id}
                  chosenRole={roles[user.id] ?? user.role}
                  onChooseRole={(role) => setRoles({ ...roles, [user.id]: role })}
                  act={act}
                  makeResetLink={makeResetLink}
                  boardDecides={users.some((other) => other.status === "active" && other.grants.includes("board"))}
                />
              ))}
            </tbody>
          </AdminTable>
        )}
      </LoadState>
    </section>
  );
}
