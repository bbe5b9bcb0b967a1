/** The table of a content list: a box to choose each row, its title, state, dates and row actions. */
import type { EventListItem, NewsListItem } from "../../../../src/shared/admin-contract";
import { formatEventWhen } from "../../../../src/shared/i18n/dates";
import { checkedOf } from "../../browser";
import { Link } from "../../router";
import type { ContentKind } from "../../routes";
import { showDateTime } from "../../time";
import { AdminTable, ConfirmAction, VisibilityBadge } from "../../ui";
import { KINDS } from "../content-kinds";
import type { Selection } from "./use-selection";

/** A row of either content list. */
export type ListItem = NewsListItem | EventListItem;

const isEvent = (item: ListItem): item is EventListItem => "startsAt" in item;

/** What a row can do: `busyId` is the row whose copy is being made. */
interface RowActions {
  busyId: string | number | null;
  onDuplicate(item: ListItem): void;
  onRemove(item: ListItem): Promise<void>;
}

/** The whole page's rows, with "choose all on this page" in the head. */
export function ContentTable({ kind, items, selection, actions }: { kind: ContentKind; items: readonly ListItem[]; selection: Selection; actions: RowActions }) {
  const config = KINDS[kind];
  const { selected } = selection;
  return (
    <AdminTable label={`${config.listTitle} tablosu`} caption={config.listTitle}>
      <thead>
        <tr>
          <th scope="col" className="cell-select">
            <label className="select-box">
              <input type="checkbox" checked={items.length > 0 && items.every((item) => selected.has(item.id))} onChange={(event) => selection.toggle(items, checkedOf(event))} />
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
        {items.map((item) => (
          <ContentRow key={item.id} kind={kind} item={item} chosen={selected.has(item.id)} onChoose={(on) => selection.toggle([item], on)} actions={actions} />
        ))}
      </tbody>
    </AdminTable>
  );
}

function ContentRow({ kind, item, chosen, onChoose, actions }: { kind: ContentKind; item: ListItem; chosen: boolean; onChoose(on: boolean): void; actions: RowActions }) {
  const { admin } = KINDS[kind];
  const copying = actions.busyId === item.id;
  return (
    <tr className={chosen ? "is-selected" : undefined}>
      <td className="cell-select">
        <label className="select-box">
          <input type="checkbox" checked={chosen} onChange={(event) => onChoose(checkedOf(event))} />
          <span className="visually-hidden">Seç: “{item.title}”</span>
        </label>
      </td>
      <th scope="row" className="cell-title">
        <Link href={`${admin}/${item.id}`}>{item.title}</Link>
      </th>
      <td data-label="Durum">
        <VisibilityBadge visibility={item.visibility} />
        {item.pendingDraft ? <span className="status-badge status-pending">Yayımlanmamış değişiklik</span> : null}
      </td>
      {kind === "events" ? <td data-label="Tarih">{isEvent(item) ? formatEventWhen(new Date(item.startsAt), item.endsAt ? new Date(item.endsAt) : null, item.allDay) : "—"}</td> : null}
      <td data-label="Yayın zamanı">{item.publishAt ? <time dateTime={item.publishAt}>{showDateTime(item.publishAt)}</time> : "—"}</td>
      <td data-label="Son güncelleme">
        <time dateTime={item.updatedAt}>{showDateTime(item.updatedAt)}</time>
      </td>
      <td>
        <div className="row-actions">
          <Link className="button button-secondary button-small" href={`${admin}/${item.id}`}>
            Düzenle<span className="visually-hidden"> “{item.title}”</span>
          </Link>
          <button type="button" className="button button-secondary button-small" disabled={copying} onClick={() => actions.onDuplicate(item)}>
            {copying ? "Çoğaltılıyor…" : "Çoğalt"}
            <span className="visually-hidden"> “{item.title}”</span>
          </button>
          <ConfirmAction question={`“${item.title}” çöp kutusuna taşınsın mı?`} confirmLabel="Evet, taşı" busyLabel="Taşınıyor…" subject={item.title} onConfirm={() => actions.onRemove(item)} />
        </div>
      </td>
    </tr>
  );
}
