/**
 * What a page shows in place of its content when reading its data failed after the head was already
 * sent with status 200 (see renderPage): a clear Turkish sentence rather than a broken page.
 */
export function DataUnavailable() {
  return (
    <div className="empty-state" role="alert">
      <strong>İçerik şu anda yüklenemedi</strong>
      <p>Lütfen sayfayı birkaç dakika sonra yenileyin.</p>
    </div>
  );
}
