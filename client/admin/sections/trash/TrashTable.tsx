/** The trash's table: what was deleted, when, when it goes for good, and "Geri al" / "Kalıcı olarak sil". */
import type { TrashItem } from "../../../../src/shared/admin-contract";
import { showDateTime } from "../../time";
import { AdminTable, ConfirmAction } from "../../ui";
import { KIND_LABELS, PURGE_WARNING, keyOf } from "./trash-kinds";

/** `busy` is the key of the row being restored. */
export function TrashTable({ items, busy, onRestore, onPurge }: { items: readonly TrashItem[]; busy: unknown; onRestore(item: TrashItem): void; onPurge(item: TrashItem): Promise<void> }) {
  return (
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
        {items.map((item) => (
          <tr key={keyOf(item)}>
            <th scope="row" className="cell-title">
              {item.title}
            </th>
            <td data-label="Tür">{KIND_LABELS[item.kind]}</td>
            <td data-label="Silindiği zaman">
              <time dateTime={item.deletedAt}>{showDateTime(item.deletedAt)}</time>
            </td>
            <td data-label="Kalıcı olarak silineceği zaman">
              <time dateTime={item.purgeAt}>{showDateTime(item.purgeAt)}</time>
            </td>
            <td>
              <div className="row-actions">
                <button type="button" className="button button-secondary button-small" disabled={busy === keyOf(item)} onClick={() => onRestore(item)}>
                  {busy === keyOf(item) ? "Geri alınıyor…" : "Geri al"}
                  <span className="visually-hidden"> “{item.title}”</span>
                </button>
                <ConfirmAction label="Kalıcı olarak sil" question={`“${item.title}” kalıcı olarak silinsin mi? ${PURGE_WARNING[item.kind]}`} subject={item.title} onConfirm={() => onPurge(item)} />
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}
