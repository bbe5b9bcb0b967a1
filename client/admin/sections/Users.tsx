/** Kullanıcılar (administrators only): approve or reject registrations, roles, disable / enable. */
import { useState } from "react";
import type { ResetLinkDto, UserDto } from "../../../src/shared/admin-contract";
import { compareTurkish } from "../../../src/shared/i18n/text";
import { asApiError, useApi, type ApiClientError } from "../api";
import { valueOf } from "../browser";
import { useLoad } from "../hooks";
import { ROLE_LABELS, useMe } from "../me";
import { showDateTime } from "../time";
import { AdminTable, ConfirmAction, EmptyState, ErrorNotice, LoadState, SectionHeader, StatusText } from "../ui";

const STATUS_LABELS: Record<UserDto["status"], string> = { pending: "Onay bekliyor", active: "Etkin", disabled: "Devre dışı" };

/** A pending application whose owner has not yet confirmed their address: not in the queue yet. */
const awaitsAddress = (user: UserDto) => user.status === "pending" && user.emailConfirmedAt === null;
const statusLabel = (user: UserDto) => (awaitsAddress(user) ? "E-posta onayı bekleniyor" : STATUS_LABELS[user.status]);
const STATUS_ORDER: Record<UserDto["status"], number> = { pending: 0, active: 1, disabled: 2 };

/** Pending registrations first, then active, then disabled accounts; by name within each. */
export function sortUsers(users: readonly UserDto[]): UserDto[] {
  return [...users].sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || compareTurkish(a.name, b.name));
}

type Action = "approve" | "reject" | "disable" | "enable" | "role";

/** A reset link made for someone, shown until the administrator closes it, then gone for good. */
function ResetLinkPanel({ name, link, onClose }: { name: string; link: ResetLinkDto; onClose(): void }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="one-time-secret" role="region" aria-label={`${name} için şifre yenileme bağlantısı`}>
      <p>
        <strong>{name}</strong> için şifre yenileme bağlantısı. Bağlantıyı kişiye güvenli bir yoldan iletin: yalnızca şimdi gösterilir, bir kez
        kullanılabilir ve {showDateTime(link.expiresAt)} tarihine kadar geçerlidir. Kişinin daha önceki bağlantıları artık çalışmaz.
      </p>
      <code>{link.url}</code>
      <div className="row-actions">
        <button
          type="button"
          className="button button-small"
          onClick={() => {
            void navigator.clipboard?.writeText(link.url).then(() => setCopied(true));
          }}
        >
          Bağlantıyı kopyala
        </button>
        <button type="button" className="button button-secondary button-small" onClick={onClose}>
          Kapat
        </button>
        {copied ? <StatusText>Kopyalandı.</StatusText> : null}
      </div>
    </div>
  );
}

const DONE: Record<Action, (name: string) => string> = {
  approve: (name) => `${name} onaylandı.`,
  reject: (name) => `${name} kişisinin kaydı reddedildi.`,
  disable: (name) => `${name} devre dışı bırakıldı.`,
  enable: (name) => `${name} yeniden etkinleştirildi.`,
  role: (name) => `${name} kişisinin rolü değiştirildi.`,
};

export function Users() {
  const me = useMe();
  const { api } = useApi();
  const { data, error, reload } = useLoad<{ users: UserDto[] }>("/users");
  const [actionError, setActionError] = useState<ApiClientError | null>(null);
  const [done, setDone] = useState("");
  const [busy, setBusy] = useState<number | null>(null);
  const [roles, setRoles] = useState<Record<number, UserDto["role"]>>({});
  const [resetLink, setResetLink] = useState<{ name: string; link: ResetLinkDto } | null>(null);

  const makeResetLink = async (user: UserDto) => {
    setActionError(null);
    setDone("");
    setBusy(user.id);
    try {
      setResetLink({ name: user.name, link: await api<ResetLinkDto>(`/users/${user.id}/reset-link`, { method: "POST" }) });
    } catch (caught) {
      setActionError(asApiError(caught));
    } finally {
      setBusy(null);
    }
  };

  const act = async (user: UserDto, action: Action, body?: unknown) => {
    setActionError(null);
    setDone("");
    setBusy(user.id);
    try {
      await api(`/users/${user.id}/${action}`, { method: "POST", ...(body === undefined ? {} : { body }) });
      setDone(DONE[action](user.name));
      setRoles((previous) => {
        const next = { ...previous };
        delete next[user.id];
        return next;
      });
      reload();
    } catch (caught) {
      setActionError(asApiError(caught));
    } finally {
      setBusy(null);
    }
  };

  const users = data ? sortUsers(data.users) : null;
  const pending = users?.filter((user) => user.status === "pending" && !awaitsAddress(user)).length ?? 0;
  return (
    <section className="admin-section">
      <SectionHeader title="Kullanıcılar" lead={pending ? `${pending} kayıt onay bekliyor.` : "Hesaplar, roller ve üyelik onayları."} />
      <ErrorNotice error={actionError} />
      {done ? <StatusText>{done}</StatusText> : null}
      {resetLink ? <ResetLinkPanel {...resetLink} onClose={() => setResetLink(null)} /> : null}
      <LoadState data={users} error={error} reload={reload} isEmpty={(loaded) => loaded.length === 0} empty={<EmptyState title="Hesap yok" />}>
        {(users) => (
          <AdminTable label="Kullanıcılar tablosu" caption="Kullanıcılar; onay bekleyenler önce">
            <thead>
              <tr>
                <th scope="col">Ad</th>
                <th scope="col">E-posta</th>
                <th scope="col">Rol</th>
                <th scope="col">Durum</th>
                <th scope="col">Kayıt</th>
                <th scope="col">İşlemler</th>
              </tr>
            </thead>
            <tbody>
              {users.map((user) => {
                const selectId = `kullanici-${user.id}-rol`;
                const chosen = roles[user.id] ?? user.role;
                const isMe = user.id === me.id;
                return (
                  <tr key={user.id} className={user.status === "pending" ? "is-pending" : undefined}>
                    <th scope="row">
                      {user.name}
                      {isMe ? <span className="meta"> (siz)</span> : null}
                      {user.phone || user.neighbourhood || user.applicationReason ? (
                        <details className="application">
                          <summary>Başvuru bilgileri</summary>
                          <dl>
                            {user.phone ? (
                              <>
                                <dt>Telefon</dt>
                                <dd>{user.phone}</dd>
                              </>
                            ) : null}
                            {user.neighbourhood ? (
                              <>
                                <dt>Mahalle</dt>
                                <dd>{user.neighbourhood}</dd>
                              </>
                            ) : null}
                            {user.applicationReason ? (
                              <>
                                <dt>Neden üye olmak istiyor?</dt>
                                <dd>{user.applicationReason}</dd>
                              </>
                            ) : null}
                          </dl>
                        </details>
                      ) : null}
                    </th>
                    <td className="break">{user.email}</td>
                    <td>{ROLE_LABELS[user.role]}</td>
                    <td>
                      <span className={`status-badge user-${user.status}`}>{statusLabel(user)}</span>
                    </td>
                    <td className="nowrap">
                      <time dateTime={user.createdAt}>{showDateTime(user.createdAt)}</time>
                    </td>
                    <td>
                      <div className="row-actions">
                        {user.status === "pending" ? (
                          <>
                            {awaitsAddress(user) ? null : (
                              <button type="button" className="button button-small" disabled={busy === user.id} onClick={() => void act(user, "approve")}>
                                Onayla<span className="visually-hidden"> {user.name}</span>
                              </button>
                            )}
                            <ConfirmAction
                              label="Reddet"
                              confirmLabel="Evet, reddet"
                              question={`${user.name} kişisinin kaydı reddedilsin mi?`}
                              subject={user.name}
                              onConfirm={() => act(user, "reject")}
                            />
                          </>
                        ) : (
                          <>
                            <span className="role-change">
                              <label htmlFor={selectId} className="visually-hidden">
                                {user.name} için rol
                              </label>
                              <select id={selectId} value={chosen} onChange={(event) => setRoles({ ...roles, [user.id]: valueOf(event) as UserDto["role"] })}>
                                <option value="admin">{ROLE_LABELS.admin}</option>
                                <option value="editor">{ROLE_LABELS.editor}</option>
                                <option value="member">{ROLE_LABELS.member}</option>
                              </select>
                              <button
                                type="button"
                                className="button button-secondary button-small"
                                disabled={busy === user.id || chosen === user.role}
                                onClick={() => void act(user, "role", { role: chosen })}
                              >
                                Rolü değiştir<span className="visually-hidden"> ({user.name})</span>
                              </button>
                            </span>
                            {user.status === "active" ? (
                              <button type="button" className="button button-secondary button-small" disabled={busy === user.id} onClick={() => void makeResetLink(user)}>
                                Şifre yenileme bağlantısı<span className="visually-hidden"> ({user.name})</span>
                              </button>
                            ) : null}
                            {user.status === "active" ? (
                              // Never offered for one's own account (the server refuses it too); asked before it happens.
                              isMe ? null : (
                                <ConfirmAction
                                  label="Devre dışı bırak"
                                  confirmLabel="Evet, devre dışı bırak"
                                  busyLabel="Devre dışı bırakılıyor…"
                                  className="button button-secondary button-small"
                                  question={`${user.name} hesabı devre dışı bırakılsın mı? Açık oturumları hemen kapanır ve yeniden etkinleştirilene kadar giriş yapamaz.`}
                                  subject={user.name}
                                  disabled={busy === user.id}
                                  onConfirm={() => act(user, "disable")}
                                />
                              )
                            ) : (
                              <button type="button" className="button button-secondary button-small" disabled={busy === user.id} onClick={() => void act(user, "enable")}>
                                Etkinleştir<span className="visually-hidden"> {user.name}</span>
                              </button>
                            )}
                          </>
                        )}
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </AdminTable>
        )}
      </LoadState>
    </section>
  );
}
