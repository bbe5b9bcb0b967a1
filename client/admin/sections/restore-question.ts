/** What "Bu sürüme geri dön" asks before it saves an old version again. */

/** The question and its confirm button: what becomes public at once, and what the form loses. */
export function restoreQuestion({ live, dirty }: { live: boolean; dirty: boolean }): { question: string; confirmLabel: string } {
  const lost = dirty ? " Formdaki kaydedilmemiş değişiklikleriniz kaybolacak." : "";
  if (live) {
    return {
      // Restoring keeps the item's publication: the old text replaces the public one straight away.
      question: `Bu kayıt yayında: bu sürüm kaydedilir ve hemen yayımlanır, herkese açık sayfa bu sürümün başlığını ve metnini gösterir. Güncel sürüm Geçmiş’te kalır.${lost} Devam edilsin mi?`,
      confirmLabel: "Evet, geri dön ve yayımla",
    };
  }
  return {
    question: `Bu sürüm en yeni kayıt olarak kaydedilsin mi? Güncel sürüm Geçmiş’te kalır.${lost}`,
    confirmLabel: "Evet, geri dön",
  };
}
