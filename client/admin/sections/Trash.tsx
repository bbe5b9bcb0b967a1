/**
 * Çöp kutusu: deleted news items, events, albums and media-library images, restorable (with their
 * addresses, an album with its photos) until the daily cron removes them (30 days after deletion),
 * or deleted for good at once.
 */
import { useState } from "react";
import type { TrashItem } from "../../../src/shared/admin-contract";
import { asApiError, useApi, type ApiClientError } from "../api";
import { useLoad } from "../hooks";
import { Link } from "../router";
import { showDateTime } from "../time";
import { AdminTable, ConfirmAction, EmptyState, ErrorNotice, LoadState, SectionHeader, StatusText } from "../ui";

const KIND_LABELS: Record<TrashItem["kind"], string> = { news: "Gündem", event: "Etkinlik", album: "Albüm", image: "Görsel" };
const KIND_API: Record<TrashItem["kind"], string> = { news: "/news", event: "/events", album: "/albums", image: "/images" };
/** Where a restored item opens (null: its list, not a page of its own). */
const KIND_ADMIN: Record<TrashItem["kind"], (id: number) => string> = {
  news: (id) => `/admin/gundem/${id}`,
  event: (id) => `/admin/etkinlikler/${id}`,
  album: () => "/admin/galeri",
  image: () => "/admin/ortam",
};
const PURGE_WARNING: Record<TrashItem["kind"], string> = {
  news: "Geçmişiyle birlikte silinir, geri alınamaz.",
  event: "Geçmişiyle birlikte silinir, geri alınamaz.",
  album: "Albüm silinir; fotoğrafları ortam kitaplığında albümsüz kalır. Geri alınamaz.",
  image: "Görsel dosyalarıyla birlikte silinir, geri alınamaz.",
};

export function Trash() {
  const { api } = useApi();
  const news = useLoad<{ items: TrashItem[] }>("/news/trash");
  const events = useLoad<{ items: TrashItem[] }>("/events/trash");
  const media = useLoad<{ items: TrashItem[] }>("/gallery/trash");
  const [error, setError] = useState<ApiClientError | null>(null);
  const [done, setDone] = useState<{ text: string; href?: string } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const loaded =
    news.data && events.data && media.data ? { items: [...news.data.items, ...events.data.items, ...media.data.items].sort((a, b) => b.deletedAt.localeCompare(a.deletedAt)) } : null;
  const reload = () => {
    news.reload();
    events.reload();
    media.reload();
  };
  const keyOf = (item: TrashItem) => `${item.kind}:${item.id}`;

  const restore = async (item: TrashItem) => {
    setBusy(keyOf(item));
    setError(null);
    try {
      await api(`${KIND_API[item.kind]}/trash/${item.id}/restore`, { method: "POST" });
      setDone({ text: `“${item.title}” geri alındı.`, href: KIND_ADMIN[item.kind](item.id) });
      reload();
    } catch (caught) {
      setError(asApiError(caught));
    } finally {
      setBusy(null);
    }
  };

  const purge = async (item: TrashItem) => {
    setError(null);
    try {
      await api(`${KIND_API[item.kind]}/trash/${item.id}`, { method: "DELETE" });
      setDone({ text: `“${item.title}” kalıcı olarak silindi.` });
      reload();
    } catch (caught) {
      setError(asApiError(caught));
    }
  };

  return (
    <section className="admin-section">
      <SectionHeader
        title="Çöp kutusu"
        lead="Silinen gündem kayıtları, etkinlikler, albümler ve görseller 30 gün burada kalır; bu sürede adresleriyle (albümler fotoğraflarıyla) birlikte geri alınabilir. Sonra kendiliğinden kalıcı olarak silinir."
      />
      <ErrorNotice error={error} />
      {done ? (
        <StatusText>
          {done.text} {done.href ? <Link href={done.href}>Aç</Link> : null}
        </StatusText>
      ) : null}
      <LoadState
        data={loaded}
        error={news.error ?? events.error ?? media.error}
        reload={reload}
        isEmpty={(data) => data.items.length === 0}
        empty={<EmptyState title="Çöp kutusu boş">Silinen kayıtlar burada görünür.</EmptyState>}
      >
        {(data) => (
          <AdminTable label="Çöp kutusu tablosu" caption="Çöp kutusundaki kayıtlar">
            <thead>
              <tr>
                <th scope="col">Başlık</th>
                <th scope="col">Tür</th>
                <th scope="col">Silindiği zaman</th>
                <th scope="col">Kalıcı olarak silineceği zaman</th>
                <th scope="col">İşlemler</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((item) => (
                <tr key={keyOf(item)}>
                  <th scope="row" className="cell-title">
                    {item.title}
                  </th>
                  <td>{KIND_LABELS[item.kind]}</td>
                  <td>
                    <time dateTime={item.deletedAt}>{showDateTime(item.deletedAt)}</time>
                  </td>
                  <td>
                    <time dateTime={item.purgeAt}>{showDateTime(item.purgeAt)}</time>
                  </td>
                  <td>
                    <div className="row-actions">
                      <button type="button" className="button button-secondary button-small" disabled={busy === keyOf(item)} onClick={() => void restore(item)}>
                        {busy === keyOf(item) ? "Geri alınıyor…" : "Geri al"}
                        <span className="visually-hidden"> “{item.title}”</span>
                      </button>
                      <ConfirmAction
                        label="Kalıcı olarak sil"
                        question={`“${item.title}” kalıcı olarak silinsin mi? ${PURGE_WARNING[item.kind]}`}
                        subject={item.title}
                        onConfirm={() => purge(item)}
                      />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </AdminTable>
        )}
      </LoadState>
    </section>
  );
}
