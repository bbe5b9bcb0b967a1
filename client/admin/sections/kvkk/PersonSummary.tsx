/** What is held about one address, in short. */
import type { PersonDataDto } from "../../../../src/shared/admin-contract";
import { showDateTime } from "../../time";

/** The account, sessions, content, audit entries and contact messages found for the address. */
export function PersonSummary({ person }: { person: PersonDataDto }) {
  return (
    <dl className="kvkk-summary">
      <dt>Hesap</dt>
      <dd>{person.hesap ? `${person.hesap.ad} (${person.hesap.eposta}), ${showDateTime(person.hesap.olusturulma)} tarihinde açıldı` : "Bu adresle açılmış hesap yok."}</dd>
      <dt>Oturumlar</dt>
      <dd>{person.oturumlar.length}</dd>
      <dt>Hazırladığı içerikler</dt>
      <dd>{person.yazdigiIcerik.length ? person.yazdigiIcerik.map((item) => `${item.baslik} (${item.tur})`).join(", ") : "Yok"}</dd>
      {person.uyeKaydi ? (
        <>
          <dt>Üye kayıt defteri</dt>
          <dd>{`${person.uyeKaydi.siraNo} sıra numaralı kayıt (${person.uyeKaydi.adiSoyadi}). Silinmez: dernek bu defteri kanunen tutar; silme işleminde yalnızca kayıttaki e-posta adresi kaldırılır.`}</dd>
        </>
      ) : null}
      <dt>Denetim kayıtları</dt>
      <dd>{person.denetimKayitlari.length}</dd>
      <dt>İletişim mesajları</dt>
      <dd>
        {person.iletisimMesajlari.length ? (
          <ul>
            {person.iletisimMesajlari.map((message) => (
              <li key={message.id}>
                {message.konu} · <time dateTime={message.gonderilme}>{showDateTime(message.gonderilme)}</time>
              </li>
            ))}
          </ul>
        ) : (
          "Yok"
        )}
      </dd>
    </dl>
  );
}
