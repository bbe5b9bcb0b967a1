import { site } from "../site";
import { EmptyState } from "./empty-state";

export function HomePage() {
  return (
    <>
      <section className="hero" aria-labelledby="karsilama">
        <h1 id="karsilama">{site.name}</h1>
        <p>
          Mahallemizde kültür, sanat ve dayanışmayı birlikte büyütüyoruz. Etkinliklerimize katılın, gönüllü
          olun, gündemimizi takip edin.
        </p>
        <p>
          <a className="button" href="/etkinlikler">
            Etkinlikleri gör
          </a>
        </p>
      </section>
      <section className="section" aria-labelledby="yaklasan">
        <h2 id="yaklasan">Yaklaşan etkinlikler</h2>
        <EmptyState title="Yaklaşan etkinlik yok">
          <p>Yeni etkinlikler eklendiğinde burada görünecek.</p>
        </EmptyState>
      </section>
      <section className="section" aria-labelledby="son-gundem">
        <h2 id="son-gundem">Son gündem</h2>
        <EmptyState title="Henüz gündem kaydı yok">
          <p>Duyurular ve haberler yayımlandığında burada listelenecek.</p>
        </EmptyState>
      </section>
    </>
  );
}
