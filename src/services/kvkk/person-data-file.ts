// The format of the personal-data file (KVKK art. 11): a type alone, so the admin app can name it
// without bringing the queries that fill it into the browser's build.

/** Everything the site holds about one person (src/services/kvkk/person-data.ts), as the JSON file they (or the association) receive. */
export interface PersonDataDto {
  /** When the file was made (ISO 8601, UTC). */
  hazirlanma: string;
  veriSorumlusu: string;
  hesap: {
    id: number;
    ad: string;
    eposta: string;
    /** When the owner proved the address theirs (null: not yet). */
    epostaOnayi: string | null;
    /** The new address of a change waiting for its link to be opened. */
    bekleyenYeniEposta: string | null;
    /** From the membership application (null for accounts made before it asked). */
    telefon: string | null;
    mahalle: string | null;
    basvuruNedeni: string | null;
    /** "yönetici", "editör", "üye". */
    rol: string;
    /** "onay bekliyor", "etkin", "devre dışı". */
    durum: string;
    olusturulma: string;
    guncelleme: string;
  } | null;
  oturumlar: Array<{ baslangic: string; sonKullanim: string; bitis: string }>;
  yazdigiIcerik: Array<{ tur: "gündem" | "etkinlik" | "görsel"; id: number; baslik: string; olusturulma: string }>;
  denetimKayitlari: Array<{ zaman: string; islem: string; hedef: string; ozet: string }>;
  iletisimMesajlari: Array<{ id: number; ad: string; eposta: string; konu: string; mesaj: string; gonderilme: string; okundu: boolean }>;
  /** `durum`: "kesin kayıt", "yedek liste", "iptal edildi". */
  etkinlikKayitlari: Array<{ etkinlik: string; ad: string; eposta: string; telefon: string | null; durum: string; kayit: string; iptal: string | null; katildi: boolean }>;
  /** `durum`: "onay bekliyor", "etkin". */
  bulten: { eposta: string; durum: string; onay: string | null; kayit: string } | null;
  /**
   * The person's entry in the member register (docs/registers.md), kept under a legal obligation
   * even after an erasure; the identity number masked (in full on /hesabim, audited). Dates `YYYY-MM-DD`.
   */
  uyeKaydi: {
    siraNo: number;
    adiSoyadi: string;
    kimlikNo: string;
    tabiiyeti: string;
    anneAdi: string;
    babaAdi: string | null;
    cinsiyeti: string;
    meslegi: string | null;
    ogrenimDurumu: string | null;
    yerlesimYeri: string | null;
    eposta: string | null;
    girisTarihi: string;
    girisKararNo: string;
    cikisTarihi: string | null;
    cikisSekli: string | null;
    cikisKararNo: string | null;
    cikisNedeni: string | null;
    saklama: string;
  } | null;
}
