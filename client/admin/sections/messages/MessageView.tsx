/** One open message: who sent it, when, what it says; reply, mark unread, delete, close. */
import { useEffect, useRef } from "react";
import type { MessageDto } from "../../../../src/shared/admin-contract";
import { BLANK_URL, sanitizeUrl } from "../../../../src/shared/richtext/url-policy";
import { focusElement } from "../../browser";
import { Link, withQuery } from "../../router";
import { showDateTime } from "../../time";
import { ConfirmAction } from "../../ui";
import { INBOX } from "./inbox";

/** "mailto:ayse@example.com?subject=Ynt%3A%20Kermes" — or null when the address is not usable. */
export function replyHref(message: Pick<MessageDto, "email" | "subject">): string | null {
  const email = message.email.trim();
  if (!/^[^\s@?&#/]+@[^\s@?&#/]+$/.test(email)) return null;
  const subject = `Ynt: ${message.subject || "Mesajınız"}`;
  const href = `mailto:${encodeURIComponent(email).replace(/%40/g, "@")}?subject=${encodeURIComponent(subject)}`;
  return sanitizeUrl(href) === BLANK_URL ? null : href;
}

/** The message, its heading focused when it opens. */
export function MessageView({ message, q, page, onUnread, onDelete }: { message: MessageDto; q: string; page: number; onUnread(): void; onDelete(): Promise<void> }) {
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
