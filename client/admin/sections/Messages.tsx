/** Mesajlar: the contact form's inbox. Opening a message marks it read. */
import { useEffect, useRef, useState } from "react";
import type { MessageDto, Page } from "../../../src/shared/admin-contract";
import { sanitizeUrl, BLANK_URL } from "../../../src/shared/richtext/url-policy";
import { asApiError, useApi, type ApiClientError } from "../api";
import { focusElement } from "../browser";
import { useLoad } from "../hooks";
import { Link, useRouter, withQuery } from "../router";
import { SearchForm } from "../search-form";
import { showDateTime } from "../time";
import { ConfirmAction, EmptyState, ErrorNotice, LoadState, Pagination, SectionHeader, StatusText } from "../ui";

const INBOX = "/admin/mesajlar";

/** "mailto:ayse@example.com?subject=Ynt%3A%20Kermes" — or null when the address is not usable. */
export function replyHref(message: Pick<MessageDto, "email" | "subject">): string | null {
  const email = message.email.trim();
  if (!/^[^\s@?&#/]+@[^\s@?&#/]+$/.test(email)) return null;
  const subject = `Ynt: ${message.subject || "Mesajınız"}`;
  const href = `mailto:${encodeURIComponent(email).replace(/%40/g, "@")}?subject=${encodeURIComponent(subject)}`;
  return sanitizeUrl(href) === BLANK_URL ? null : href;
}

export function Messages({ q, page, messageId }: { q: string; page: number; messageId: number | null }) {
  const { api } = useApi();
  const { navigate } = useRouter();
  const { data, error, reload, setData } = useLoad<Page<MessageDto>>("/messages", { q, sayfa: page });
  const [actionError, setActionError] = useState<ApiClientError | null>(null);
  const [done, setDone] = useState("");
  const markedRead = useRef(new Set<number>());
  const open = messageId === null ? null : (data?.items.find((item) => item.id === messageId) ?? null);

  const replace = (message: MessageDto) =>
    setData((previous) => (previous ? { ...previous, items: previous.items.map((item) => (item.id === message.id ? message : item)) } : previous));

  const setRead = async (message: MessageDto, read: boolean) => {
    setActionError(null);
    try {
      const updated = await api<MessageDto>(`/messages/${message.id}/read`, { method: "POST", body: { read } });
      replace(updated);
      return updated;
    } catch (caught) {
      setActionError(asApiError(caught));
      return null;
    }
  };

  // Opening an unread message marks it read (once per opening).
  useEffect(() => {
    if (!open || open.read || markedRead.current.has(open.id)) return;
    markedRead.current.add(open.id);
    void setRead(open, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open?.id, open?.read]);

  const markUnread = async (message: MessageDto) => {
    const updated = await setRead(message, false);
    if (updated) {
      markedRead.current.delete(message.id);
      setDone("Mesaj okunmadı olarak işaretlendi.");
      navigate(withQuery(INBOX, { q, sayfa: page }));
    }
  };

  const remove = async (message: MessageDto) => {
    setActionError(null);
    try {
      await api(`/messages/${message.id}`, { method: "DELETE" });
      setDone(`${message.name} kişisinin mesajı silindi.`);
      navigate(withQuery(INBOX, { q, sayfa: page }));
      reload();
    } catch (caught) {
      setActionError(asApiError(caught));
    }
  };

  const unread = data?.items.filter((item) => !item.read).length ?? 0;
  return (
    <section className="admin-section">
      <SectionHeader title="Mesajlar" lead="İletişim formundan gelen mesajlar." />
      <SearchForm id="mesaj-ara" pathname={INBOX} q={q} />
      <ErrorNotice error={actionError} />
      {done ? <StatusText>{done}</StatusText> : null}
      <LoadState data={data} error={error} reload={reload}>
        {(data) => (
          <div className="inbox">
            {messageId !== null ? (
              open ? (
                <MessageView message={open} q={q} page={page} onUnread={() => void markUnread(open)} onDelete={() => remove(open)} />
              ) : (
                <div className="notice">
                  <p>Bu mesaj bu sayfada bulunamadı; silinmiş ya da başka bir sayfada olabilir.</p>
                  <Link href={withQuery(INBOX, { q, sayfa: page })}>Gelen kutusuna dön</Link>
                </div>
              )
            ) : null}
            {data.items.length === 0 ? (
              q ? (
                <EmptyState title={`“${q}” için mesaj bulunamadı`}>Başka bir kelimeyle aramayı deneyin.</EmptyState>
              ) : (
                <EmptyState title="Gelen kutusu boş">İletişim formundan gelen mesajlar burada görünecek.</EmptyState>
              )
            ) : (
              <section aria-labelledby="gelen-kutusu">
                <h2 id="gelen-kutusu">
                  Gelen kutusu <span className="meta">({data.total} mesaj{unread ? `, bu sayfada ${unread} okunmamış` : ""})</span>
                </h2>
                <ul className="message-list">
                  {data.items.map((item) => (
                    <li key={item.id} className={`message-row ${item.read ? "is-read" : "is-unread"} ${item.id === messageId ? "is-open" : ""}`.trim()}>
                      <Link href={withQuery(INBOX, { q, sayfa: page, mesaj: item.id })} aria-current={item.id === messageId ? "true" : undefined}>
                        {!item.read ? <span className="visually-hidden">Okunmamış: </span> : null}
                        <span className="message-subject">{item.subject || "(Konu yok)"}</span>
                        <span className="message-from">{item.name}</span>
                        <time className="meta" dateTime={item.createdAt}>
                          {showDateTime(item.createdAt)}
                        </time>
                      </Link>
                    </li>
                  ))}
                </ul>
                <Pagination pathname={INBOX} page={data.page} pageCount={data.pageCount} query={{ q }} />
              </section>
            )}
          </div>
        )}
      </LoadState>
    </section>
  );
}

function MessageView({ message, q, page, onUnread, onDelete }: { message: MessageDto; q: string; page: number; onUnread(): void; onDelete(): Promise<void> }) {
  const reply = replyHref(message);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    focusElement(headingRef.current);
  }, [message.id]);
  return (
    <article className="card message-view" aria-labelledby="mesaj-konu">
      <h2 id="mesaj-konu" ref={headingRef} tabIndex={-1}>
        {message.subject || "(Konu yok)"}
      </h2>
      <dl className="message-meta">
        <dt>Gönderen</dt>
        <dd>{message.name}</dd>
        <dt>E-posta</dt>
        <dd>{message.email}</dd>
        <dt>Tarih</dt>
        <dd>
          <time dateTime={message.createdAt}>{showDateTime(message.createdAt)}</time>
        </dd>
      </dl>
      <div className="message-body">{message.message}</div>
      <div className="row-actions">
        {reply ? (
          <a className="button button-small" href={reply}>
            Yanıtla
          </a>
        ) : null}
        <button type="button" className="button button-secondary button-small" onClick={onUnread}>
          Okunmadı olarak işaretle
        </button>
        <ConfirmAction question="Bu mesaj silinsin mi?" onConfirm={onDelete} />
        <Link className="button button-secondary button-small" href={withQuery(INBOX, { q, sayfa: page })}>
          Kapat
        </Link>
      </div>
    </article>
  );
}
