import { EmptyState } from "./empty-state";

export function EtkinlikDetailPage({ id }: { id: string }) {
  return (
    <>
      <p>
        <a href="/etkinlikler">← Etkinliklere dön</a>
      </p>
      <h1>Etkinlik</h1>
      <EmptyState title="Bu etkinliğin ayrıntıları henüz yayımlanmadı">
        <p>
          <code>{id}</code> adresindeki etkinlik hazırlanıyor.
        </p>
      </EmptyState>
    </>
  );
}
