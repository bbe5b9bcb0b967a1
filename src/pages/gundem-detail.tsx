import { EmptyState } from "./empty-state";

export function GundemDetailPage({ id }: { id: string }) {
  return (
    <>
      <p>
        <a href="/gundem">← Gündeme dön</a>
      </p>
      <h1>Gündem kaydı</h1>
      <EmptyState title="Bu kaydın içeriği henüz yayımlanmadı">
        <p>
          <code>{id}</code> adresindeki kayıt hazırlanıyor.
        </p>
      </EmptyState>
    </>
  );
}
