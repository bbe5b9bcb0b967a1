/** A published item's edits wait, unpublished, until "Güncelle"; they can be thrown away here. */
import { showDateTime } from "../../time";
import { ConfirmAction } from "../../ui";
import type { SavedState } from "../content-form";

export function PendingDraftNotice({ pendingDraft, onDiscard }: { pendingDraft: NonNullable<SavedState["pendingDraft"]>; onDiscard(): Promise<void> }) {
  return (
    <div className="notice notice-info pending-draft-notice">
      <p>
        <strong>Yayımlanmamış değişiklikler var</strong> ({pendingDraft.by}, {showDateTime(pendingDraft.savedAt)}). Formda bu değişiklikler görünüyor; herkese açık sayfa “Güncelle”ye basılana kadar
        önceki hâliyle kalır.
      </p>
      <p className="button-row">
        <ConfirmAction
          label="Değişiklikleri at"
          confirmLabel="Evet, at"
          busyLabel="Atılıyor…"
          className="button button-secondary button-small"
          question="Yayımlanmamış değişiklikler atılsın ve form yayındaki hâline dönsün mü? (Geçmiş’te kalırlar.)"
          onConfirm={onDiscard}
        />
      </p>
    </div>
  );
}
