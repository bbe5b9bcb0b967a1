/**
 * Çöp kutusu: deleted news items, events, albums and media-library images, restorable (with their
 * addresses, an album with its photos) until the daily cron removes them (30 days after deletion),
 * or deleted for good at once.
 */
import type { TrashItem } from "../../../src/shared/admin-contract";
import { useApi } from "../api";
import { useLoad } from "../hooks";
import { Link } from "../router";
import { EmptyState, LoadState, SectionHeader } from "../ui";
import { ActionFeedback, useAction } from "../use-action";
import { TrashTable } from "./trash/TrashTable";
import { KIND_ADMIN, KIND_API, keyOf } from "./trash/trash-kinds";

export function Trash() {
  const { api } = useApi();
  const news = useLoad<{ items: TrashItem[] }>("/news/trash");
  const events = useLoad<{ items: TrashItem[] }>("/events/trash");
  const media = useLoad<{ items: TrashItem[] }>("/gallery/trash");
  const action = useAction();

  const loaded =
    news.data && events.data && media.data ? { items: [...news.data.items, ...events.data.items, ...media.data.items].sort((a, b) => b.deletedAt.localeCompare(a.deletedAt)) } : null;
  const reload = () => {
    news.reload();
    events.reload();
    media.reload();
  };

  const restore = (item: TrashItem) =>
    void action.run(
      async () => {
        await api(`${KIND_API[item.kind]}/trash/${item.id}/restore`, { method: "POST" });
        reload();
        return (
          <>
            {`“${item.title}” geri alındı.`} <Link href={KIND_ADMIN[item.kind](item.id)}>Aç</Link>
          </>
        );
      },
      { busyKey: keyOf(item) },
    );

  const purge = (item: TrashItem) =>
    action.run(async () => {
      await api(`${KIND_API[item.kind]}/trash/${item.id}`, { method: "DELETE" });
      reload();
      return `“${item.title}” kalıcı olarak silindi.`;
    });

  return (
    <section className="admin-section">
      <SectionHeader
        title="Çöp kutusu"
        lead="Silinen gündem kayıtları, etkinlikler, albümler ve görseller 30 gün burada kalır; bu sürede adresleriyle (albümler fotoğraflarıyla) birlikte geri alınabilir. Sonra kendiliğinden kalıcı olarak silinir."
      />
      <ActionFeedback action={action} />
      <LoadState
        data={loaded}
        error={news.error ?? events.error ?? media.error}
        reload={reload}
        isEmpty={(data) => data.items.length === 0}
        empty={<EmptyState title="Çöp kutusu boş">Silinen kayıtlar burada görünür.</EmptyState>}
      >
        {(data) => <TrashTable items={data.items} busy={action.busy} onRestore={restore} onPurge={purge} />}
      </LoadState>
    </section>
  );
}
