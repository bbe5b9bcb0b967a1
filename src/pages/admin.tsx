export function AdminPage() {
  return (
    <>
      <h1>Yönetim Paneli</h1>
      <p className="lead">Gündem, etkinlikler, galeri ve sayfa metinleri buradan yönetilir.</p>
    </>
  );
}
