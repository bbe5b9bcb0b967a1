/** Gündem and Etkinlikler lists: search, a paginated table, new / duplicate / delete. */
import { useState } from "react";
import type { BulkResultDto, EventListItem, NewsDto, NewsListItem, Page } from "../../../src/shared/admin-contract";
import { formatEventWhen } from "../../../src/shared/i18n/dates";
import { asApiError, useApi, type ApiClientError } from "../api";
import { checkedOf } from "../browser";
import { useLoad } from "../hooks";
import { Link, useRouter } from "../router";
import type { ContentKind } from "../routes";
import { SearchForm } from "../search-form";
import { showDateTime } from "../time";
import { AdminTable, ConfirmAction, EmptyState, ErrorNotice, LoadState, Pagination, SectionHeader, StatusText, VisibilityBadge } from "../ui";
import { KINDS } from "./content-kinds";

type ListItem = NewsListItem | EventListItem;
type BulkAction = "publish" | "unpublish" | "trash";

const BULK_DONE: Record<BulkAction, string> = { publish: "yayımlandı", unpublish: "yayından kaldırıldı", trash: "çöp kutusuna taşındı" };

const isEvent = (item: ListItem): item is EventListItem => "startsAt" in item;

export function ContentList({ kind, q, page }: { kind: ContentKind; q: string; page: number }) {
  const config = KINDS[kind];
  const { api } = useApi();
  const { navigate } = useRouter();
  const { data, error, reload } = useLoad<Page<ListItem>>(config.api, { q, sayfa: page });
  const [actionError, setActionError] = useState<ApiClientError | null>(null);
  const [done, setDone] = useState("");
  const [busyId, setBusyId] = useState<number | null>(null);
  /** Chosen rows for a bulk action: id → the version the list shows. */
  const [selected, setSelected] = useState<ReadonlyMap<number, number>>(new Map());
  const [bulkBusy, setBulkBusy] = useState(false);

  const toggle = (item: ListItem, on: boolean) =>
    setSelected((previous) => {
      const next = new Map(previous);
      if (on) next.set(item.id, item.version);
      else next.delete(item.id);
      return next;
    });

  const runBulk = async (action: BulkAction) => {
    setActionError(null);
    setDone("");
    setBulkBusy(true);
    try {
      const items = [...selected].map(([id, version]) => ({ id, version }));
      const result = await api<BulkResultDto>(`${config.api}/bulk`, { method: "POST", body: { action, items } });
      const skipped = result.skipped.length ? ` ${result.skipped.length} kayıt değişmedi (zaten öyleydi ya da bu arada başka biri değiştirdi).` : "";
      setDone(`${result.changed.length} kayıt ${BULK_DONE[action]}.${skipped}`);
      setSelected(new Map());
      reload();
    } catch (caught) {
      setActionError(asApiError(caught));
    } finally {
      setBulkBusy(false);
    }
  };

  const duplicate = async (item: ListItem) => {
    setActionError(null);
    setDone("");
    setBusyId(item.id);
    try {
      const copy = await api<NewsDto>(`${config.api}/${item.id}/duplicate`, { method: "POST" });
      navigate(`${config.admin}/${copy.id}`);
    } catch (caught) {
      setActionError(asApiError(caught));
    } finally {
      setBusyId(null);
    }
  };

  const remove = async (item: ListItem) => {
    setActionError(null);
    setDone("");
    try {
      await api(`${config.api}/${item.id}`, { method: "DELETE", query: { version: item.version } });
      setDone(`“${item.title}” silindi.`);
      reload();
    } catch (caught) {
      setActionError(asApiError(caught));
    }
  };

  return (
    <section className="admin-section">
      <SectionHeader title={config.listTitle}>
        <Link className="button" href={`${config.admin}/yeni`}>
          {config.newButton}
        </Link>
      </SectionHeader>

      <SearchForm id={`${kind}-ara`} pathname={config.admin} q={q} />

      <ErrorNotice error={actionError} onReload={reload} reloadLabel="Listeyi yenile" />
      {done ? <StatusText>{done}</StatusText> : null}
      <LoadState
        data={data}
        error={error}
        reload={reload}
        isEmpty={(loaded) => loaded.items.length === 0}
        empty={
          <EmptyState title={q ? `“${q}” için sonuç bulunamadı` : config.emptyText}>
            {q ? "Başka bir kelimeyle aramayı deneyin." : "“Yeni kayıt” düğmesiyle ilk kaydı ekleyebilirsiniz."}
          </EmptyState>
        }
      >
        {(data) => (
          <>
            <p className="meta" role="status">
              {q ? `“${q}” için ${data.total} sonuç` : `Toplam ${data.total} kayıt`}
            </p>
            {selected.size > 0 ? (
              <div className="bulk-bar" role="region" aria-label="Toplu işlemler">
                <span>{selected.size} kayıt seçildi</span>
                <button type="button" className="button button-small" disabled={bulkBusy} onClick={() => void runBulk("publish")}>
                  Yayımla
                </button>
                <button type="button" className="button button-secondary button-small" disabled={bulkBusy} onClick={() => void runBulk("unpublish")}>
                  Yayından kaldır
                </button>
                <ConfirmAction
                  label="Çöp kutusuna taşı"
                  confirmLabel="Evet, taşı"
                  busyLabel="Taşınıyor…"
                  question={`Seçilen ${selected.size} kayıt çöp kutusuna taşınsın mı?`}
                  disabled={bulkBusy}
                  onConfirm={() => runBulk("trash")}
                />
                <button type="button" className="button button-secondary button-small" onClick={() => setSelected(new Map())}>
                  Seçimi temizle
                </button>
              </div>
            ) : null}
            <AdminTable label={`${config.listTitle} tablosu`} caption={config.listTitle}>
              <thead>
                <tr>
                  <th scope="col" className="cell-select">
                    <label className="select-box">
                      <input
                        type="checkbox"
                        checked={data.items.length > 0 && data.items.every((item) => selected.has(item.id))}
                        onChange={(event) => {
                          const on = checkedOf(event);
                          for (const item of data.items) toggle(item, on);
                        }}
                      />
                      <span className="visually-hidden">Bu sayfadaki tüm kayıtları seç</span>
                    </label>
                  </th>
                  <th scope="col">Başlık</th>
                  <th scope="col">Durum</th>
                  {kind === "events" ? <th scope="col">Tarih</th> : null}
                  <th scope="col">Yayın zamanı</th>
                  <th scope="col">Son güncelleme</th>
                  <th scope="col">İşlemler</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((item) => (
                  <tr key={item.id} className={selected.has(item.id) ? "is-selected" : undefined}>
                    <td className="cell-select">
                      <label className="select-box">
                        <input type="checkbox" checked={selected.has(item.id)} onChange={(event) => toggle(item, checkedOf(event))} />
                        <span className="visually-hidden">Seç: “{item.title}”</span>
                      </label>
                    </td>
                    <th scope="row" className="cell-title">
                      <Link href={`${config.admin}/${item.id}`}>{item.title}</Link>
                    </th>
                    <td>
                      <VisibilityBadge visibility={item.visibility} />
                      {item.pendingDraft ? <span className="status-badge status-pending">Yayımlanmamış değişiklik</span> : null}
                    </td>
                    {kind === "events" ? (
                      <td>{isEvent(item) ? formatEventWhen(new Date(item.startsAt), item.endsAt ? new Date(item.endsAt) : null, item.allDay) : "—"}</td>
                    ) : null}
                    <td>{item.publishAt ? <time dateTime={item.publishAt}>{showDateTime(item.publishAt)}</time> : "—"}</td>
                    <td>
                      <time dateTime={item.updatedAt}>{showDateTime(item.updatedAt)}</time>
                    </td>
                    <td>
                      <div className="row-actions">
                        <Link className="button button-secondary button-small" href={`${config.admin}/${item.id}`}>
                          Düzenle<span className="visually-hidden"> “{item.title}”</span>
                        </Link>
                        <button type="button" className="button button-secondary button-small" disabled={busyId === item.id} onClick={() => duplicate(item)}>
                          {busyId === item.id ? "Çoğaltılıyor…" : "Çoğalt"}
                          <span className="visually-hidden"> “{item.title}”</span>
                        </button>
                        <ConfirmAction question={`“${item.title}” çöp kutusuna taşınsın mı?`} confirmLabel="Evet, taşı" busyLabel="Taşınıyor…" subject={item.title} onConfirm={() => remove(item)} />
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </AdminTable>
            <Pagination pathname={config.admin} page={data.page} pageCount={data.pageCount} query={{ q }} />
          </>
        )}
      </LoadState>
    </section>
  );
}
