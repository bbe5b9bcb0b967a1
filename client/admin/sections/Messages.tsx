/** Mesajlar: the contact form's inbox. Opening a message marks it read. */
import { useEffect, useRef } from "react";
import type { MessageDto, Page } from "../../../src/shared/admin-contract";
import { genitive } from "../../../src/shared/i18n/text";
import { useApi } from "../api";
import { useLoad } from "../hooks";
import { Link, useRouter, withQuery } from "../router";
import { SearchForm } from "../search-form";
import { LoadState, SectionHeader } from "../ui";
import { ActionFeedback, useAction } from "../use-action";
import { INBOX } from "./messages/inbox";
import { MessageList } from "./messages/MessageList";
import { MessageView } from "./messages/MessageView";

export function Messages({ q, page, messageId }: { q: string; page: number; messageId: number | null }) {
  const { api } = useApi();
  const { navigate } = useRouter();
  const { data, error, reload, setData } = useLoad<Page<MessageDto>>("/messages", { q, sayfa: page });
  const action = useAction();
  const markedRead = useRef(new Set<number>());
  const open = messageId === null ? null : (data?.items.find((item) => item.id === messageId) ?? null);
  const inbox = withQuery(INBOX, { q, sayfa: page });

  const setRead = async (message: MessageDto, read: boolean) => {
    const updated = await api<MessageDto>(`/messages/${message.id}/read`, { method: "POST", body: { read } });
    setData((previous) => (previous ? { ...previous, items: previous.items.map((item) => (item.id === updated.id ? updated : item)) } : previous));
  };

  // Opening an unread message marks it read (once per opening); a failure is told, nothing else changes.
  useEffect(() => {
    if (!open || open.read || markedRead.current.has(open.id)) return;
    markedRead.current.add(open.id);
    setRead(open, true).catch(action.fail);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open?.id, open?.read]);

  const markUnread = (message: MessageDto) =>
    void action.run(async () => {
      await setRead(message, false);
      markedRead.current.delete(message.id);
      navigate(inbox);
      return "Mesaj okunmadı olarak işaretlendi.";
    });

  const remove = (message: MessageDto) =>
    action.run(async () => {
      await api(`/messages/${message.id}`, { method: "DELETE" });
      navigate(inbox);
      reload();
      return `${genitive(message.name)} mesajı silindi.`;
    });

  return (
    <section className="admin-section">
      <SectionHeader title="Mesajlar" lead="İletişim formundan gelen mesajlar." />
      <SearchForm id="mesaj-ara" pathname={INBOX} q={q} />
      <ActionFeedback action={action} />
      <LoadState data={data} error={error} reload={reload}>
        {(data) => (
          <div className="inbox">
            {messageId === null ? null : open ? (
              <MessageView message={open} q={q} page={page} onUnread={() => markUnread(open)} onDelete={() => remove(open)} />
            ) : (
              <div className="notice">
                <p>Bu mesaj bu sayfada bulunamadı; silinmiş ya da başka bir sayfada olabilir.</p>
                <Link href={inbox}>Gelen kutusuna dön</Link>
              </div>
            )}
            <MessageList data={data} q={q} page={page} openId={messageId} />
          </div>
        )}
      </LoadState>
    </section>
  );
}
