import { EmptyState } from "./empty-state";

export function IletisimPage() {
  return (
    <>
      <h1>İletişim</h1>
      <p className="lead">Sorularınız, önerileriniz ve gönüllülük başvurularınız için bize ulaşın.</p>
      <EmptyState title="İletişim bilgileri henüz eklenmedi">
        <p>Adres, telefon ve e-posta bilgilerimiz yakında burada olacak.</p>
      </EmptyState>
    </>
  );
}
