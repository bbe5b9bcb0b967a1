/** Moving the record to the trash, set apart at the end of the page. */
import { ConfirmAction } from "../../ui";

export function TrashZone({ headingId, deleteLabel, onConfirm }: { headingId: string; deleteLabel: string; onConfirm(): Promise<void> }) {
  return (
    <section className="danger-zone" aria-labelledby={headingId}>
      <h2 id={headingId}>Çöp kutusuna taşı</h2>
      <p className="meta">Kayıt sitede hemen görünmez olur; 30 gün boyunca “Çöp kutusu”ndan adresiyle birlikte geri alınabilir.</p>
      <ConfirmAction label={deleteLabel} confirmLabel="Evet, taşı" busyLabel="Taşınıyor…" question="Bu kayıt çöp kutusuna taşınsın mı?" onConfirm={onConfirm} />
    </section>
  );
}
