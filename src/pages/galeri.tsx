import { EmptyState } from "./empty-state";

export function GaleriPage() {
  return (
    <>
      <h1>Galeri</h1>
      <p className="lead">Etkinliklerimizden ve çalışmalarımızdan kareler.</p>
      <EmptyState title="Henüz fotoğraf yok">
        <p>Albümler eklendiğinde burada görünecek.</p>
      </EmptyState>
    </>
  );
}
