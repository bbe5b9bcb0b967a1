import { EmptyState } from "./empty-state";

export function EtkinliklerPage() {
  return (
    <>
      <h1>Etkinlikler</h1>
      <p className="lead">Söyleşiler, atölyeler, geziler ve dayanışma buluşmaları.</p>
      <EmptyState title="Henüz etkinlik yok">
        <p>Yaklaşan etkinlikler duyurulduğunda burada listelenecek.</p>
      </EmptyState>
    </>
  );
}
