/** The inbox's page of messages: unread ones marked, the open one current, and the page links. */
import type { MessageDto, Page } from "../../../../src/shared/admin-contract";
import { Link, withQuery } from "../../router";
import { showDateTime } from "../../time";
import { EmptyState, Pagination } from "../../ui";
import { INBOX } from "./inbox";

/** The list for `q` at `page`, or why it is empty. */
export function MessageList({ data, q, page, openId }: { data: Page<MessageDto>; q: string; page: number; openId: number | null }) {
  if (data.items.length === 0) {
    return q ? (
      <EmptyState title={`“${q}” için mesaj bulunamadı`}>Başka bir kelimeyle aramayı deneyin.</EmptyState>
    ) : (
      <EmptyState title="Gelen kutusu boş">İletişim formundan gelen mesajlar burada görünecek.</EmptyState>
    );
  }
  const unread = data.items.filter((item) => !item.read).length;
  return (
    <section aria-labelledby="gelen-kutusu">
      <h2 id="gelen-kutusu">
        Gelen kutusu <span className="meta">({data.total} mesaj{unread ? `, bu sayfada ${unread} okunmamış` : ""})</span>
      </h2>
      <ul className="message-list">
        {data.items.map((item) => (
          <li key={item.id} className={`message-row ${item.read ? "is-read" : "is-unread"} ${item.id === openId ? "is-open" : ""}`.trim()}>
            <Link href={withQuery(INBOX, { q, sayfa: page, mesaj: item.id })} aria-current={item.id === openId ? "true" : undefined}>
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
  );
}
