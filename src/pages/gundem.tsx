import { EmptyState } from "./empty-state";

export function GundemPage() {
  return (
    <>
      <h1>Gündem</h1>
      <p className="lead">Derneğimizden haberler, duyurular ve açıklamalar.</p>
      <EmptyState title="Henüz gündem kaydı yok">
        <p>Yeni bir duyuru yayımlandığında burada göreceksiniz.</p>
      </EmptyState>
    </>
  );
}
