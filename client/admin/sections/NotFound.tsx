import type { ReactNode } from "react";
import { Link } from "../router";

/** A status page inside the panel: the code, a heading, a sentence and the way back to the dashboard. */
function ErrorPage({ code, title, variant, children }: { code: number; title: string; variant?: string; children: ReactNode }) {
  return (
    <section className="admin-section error-page" data-variant={variant} aria-labelledby="bolum-basligi">
      <p className="error-code">{code}</p>
      <h1 id="bolum-basligi">{title}</h1>
      <p>{children}</p>
      <p>
        <Link className="button" href="/admin">
          Panoya dön
        </Link>
      </p>
    </section>
  );
}

export function NotFound() {
  return (
    <ErrorPage code={404} title="Sayfa bulunamadı" variant="not-found">
      Yönetim panelinde bu adreste bir bölüm yok. Adresi kontrol edin ya da menüden bir bölüm seçin.
    </ErrorPage>
  );
}

/** An editor opened an administrators' section by its address. */
export function Forbidden() {
  return (
    <ErrorPage code={403} title="Bu bölüm yalnızca yöneticilere açık">
      Bu bölümü görmek için yönetici yetkisi gerekir.
    </ErrorPage>
  );
}
