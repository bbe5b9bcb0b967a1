import { site } from "../site";
import { EmptyState } from "./empty-state";

export function HakkimizdaPage() {
  return (
    <>
      <h1>Hakkımızda</h1>
      <p className="lead">
        {site.name}, {site.foundedYear} yılından bu yana gönüllülerle çalışan bir sivil toplum kuruluşudur.
      </p>
      <EmptyState title="Tanıtım metni henüz eklenmedi">
        <p>Derneğimizin tarihçesi ve çalışmaları yakında burada olacak.</p>
      </EmptyState>
    </>
  );
}
