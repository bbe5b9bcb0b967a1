/** The bar over a content list while rows are chosen: publish, unpublish, move to the trash, clear. */
import { ConfirmAction } from "../../ui";

/** What a bulk request asks the server to do. */
export type BulkAction = "publish" | "unpublish" | "trash";

/** "3 kayıt yayımlandı." */
export const BULK_DONE: Record<BulkAction, string> = { publish: "yayımlandı", unpublish: "yayından kaldırıldı", trash: "çöp kutusuna taşındı" };

/** Shown only while `count` rows are chosen; `busy` while a bulk request runs. */
export function BulkBar({ count, busy, onRun, onClear }: { count: number; busy: boolean; onRun(action: BulkAction): Promise<void>; onClear(): void }) {
  if (count === 0) return null;
  return (
    <div className="bulk-bar" role="region" aria-label="Toplu işlemler">
      <span>{count} kayıt seçildi</span>
      <button type="button" className="button button-small" disabled={busy} onClick={() => void onRun("publish")}>
        Yayımla
      </button>
      <button type="button" className="button button-secondary button-small" disabled={busy} onClick={() => void onRun("unpublish")}>
        Yayından kaldır
      </button>
      <ConfirmAction
        label="Çöp kutusuna taşı"
        confirmLabel="Evet, taşı"
        busyLabel="Taşınıyor…"
        question={`Seçilen ${count} kayıt çöp kutusuna taşınsın mı?`}
        disabled={busy}
        onConfirm={() => onRun("trash")}
      />
      <button type="button" className="button button-secondary button-small" onClick={onClear}>
        Seçimi temizle
      </button>
    </div>
  );
}
