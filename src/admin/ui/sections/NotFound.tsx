import { Link } from "../router";

export function NotFound() {
  return (
    <section className="admin-section error-page" data-variant="not-found" aria-labelledby="bolum-basligi">
      <p className="error-code">404</p>
      <h1 id="bolum-basligi">Sayfa Bulunamadı</h1>
      <p>Yönetim panelinde bu adreste bir bölüm yok. Adresi kontrol edin ya da menüden bir bölüm seçin.</p>
      <p>
        <Link className="button" href="/admin">
          Panoya dön
        </Link>
      </p>
    </section>
  );
}

/** An editor opened an administrators' section by its address. */
export function Forbidden() {
  return (
    <section className="admin-section error-page" aria-labelledby="bolum-basligi">
      <p className="error-code">403</p>
      <h1 id="bolum-basligi">Bu bölüm yalnızca yöneticilere açık</h1>
      <p>Bu bölümü görmek için yönetici yetkisi gerekir.</p>
      <p>
        <Link className="button" href="/admin">
          Panoya dön
        </Link>
      </p>
    </section>
  );
}
