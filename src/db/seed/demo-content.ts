/**
 * Demo content for the Çamlıca Kültür ve Dayanışma Derneği website.
 *
 * Plain data (its one import is the association's identity and board, so the pages, the books and
 * the assembly name the same people and address): the seed step turns these records into news,
 * events, albums and pages. Day offsets are relative to the moment the demo content is installed.
 */
import { DEMO_BOARD, DEMO_IDENTITY, DEMO_TREASURER } from "./demo-identity";

/** An Istanbul weekday: 0 = pazar, 1 = pazartesi … 6 = cumartesi (as Date.getUTCDay counts). */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** A block of rich text: a paragraph (plain string, may contain **bold**, *italic* and [label](https://url) markup), a heading, or a list. */
export type DemoBlock = string | { heading: string } | { bullets: string[] } | { numbered: string[] };

export interface DemoNews {
  title: string;
  summary: string; // 1–2 sentences, max 250 characters
  body: DemoBlock[]; // 3–7 blocks
  /** Days relative to the moment the demo content is installed: negative = in the past. */
  publishInDays: number;
  publishTime: string; // "HH:MM" Istanbul time
  /** The text names the day it was published ("Pazar sabahı…"): the date moves forward to that weekday. */
  publishWeekday?: Weekday;
  status: "published" | "draft";
  cover: string | null; // one of the cover file names, or null
}

export interface DemoEvent {
  title: string;
  summary: string; // max 250 characters
  body: DemoBlock[];
  startsInDays: number; // relative to installation; negative = past
  /** The event keeps a weekday ("her cumartesi" story hour): the start moves forward to that weekday. */
  weekday?: Weekday;
  startTime: string; // "HH:MM" Istanbul time ("00:00" for all-day)
  durationMinutes: number | null; // null = no end time given
  allDay: boolean;
  allDayLastDayOffset?: number; // for multi-day all-day events: extra days after the first (e.g. 2 → three days)
  locationName: string | null;
  locationAddress: string | null;
  /** "Konum notu": how to find the room once there. */
  locationNote?: string;
  onlineUrl: string | null; // https URL for online events, else null
  /** Registration opened on the site: places (null = no limit), who may register. */
  registration?: { capacity: number | null; audience: "members" | "anyone" };
  status: "published" | "draft";
  publishInDays: number; // when the event page itself becomes public; negative = already public
  cover: string | null;
}

const CENTRE_NAME = "Dernek Merkezi";
const CENTRE_ADDRESS = DEMO_IDENTITY.address;
const CENTRE_NOTE = "Kapıdan girince sağdaki salon";

// ---------------------------------------------------------------------------
// Haberler ve duyurular
// ---------------------------------------------------------------------------

export const demoNews: readonly DemoNews[] = [
  {
    title: "Çamlıca Tepesi'nde 85 Gönüllüyle Çevre Temizliği Yaptık",
    summary:
      "Pazar sabahı Büyük Çamlıca Korusu ve tepe çevresinde buluşan 85 gönüllümüz, üç saatte 64 çuval atık topladı. Emeği geçen herkese teşekkür ederiz.",
    body: [
      "Her yıl düzenlediğimiz çevre temizliği için bu kez Büyük Çamlıca Korusu'nun girişinde buluştuk. Kısıklı'dan, Bulgurlu'dan, Ferah Mahallesi'nden gelen komşularımız, ellerinde eldiven ve çuvallarla yürüyüş yollarını, piknik alanlarını ve seyir terasının çevresini adım adım temizledi.",
      {
        bullets: [
          "85 gönüllü, bunların 23'ü çocuk ve genç",
          "64 çuval atık; bunların 27'si plastik ve cam olarak ayrıştırıldı",
          "En çok karşılaştığımız atıklar: pet şişe, sigara izmariti ve tek kullanımlık plastik tabaklar",
        ],
      },
      "Toplanan atıkları teslim alan [Üsküdar Belediyesi](https://www.uskudar.bel.tr) temizlik işleri ekibine ve etkinlik sonunda gönüllülerimize sıcak çay ikram eden Kısıklı esnafına gönülden teşekkür ederiz.",
      "Koruyu birlikte temiz tutmak hepimizin elinde. Piknik yaptığınız yere çöpünüzü bırakmamanızı, gördüğünüz atığı en yakın çöp kutusuna atmanızı rica ediyoruz.",
    ],
    publishInDays: -296,
    publishTime: "18:15",
    publishWeekday: 0,
    status: "published",
    cover: "doga-yuruyusu-cam-ormani.jpg",
  },
  {
    title: "Dayanışma Kolisi Kampanyamız Yeniden Başladı",
    summary:
      "İhtiyaç sahibi komşularımıza yeniden gıda kolisi ulaştırıyoruz. Kuru gıda bağışlarınızı hafta içi ve cumartesi günleri dernek merkezimize bırakabilirsiniz.",
    body: [
      "Geçen yılki kampanyamızda gönüllülerimizin emeği ve bağışçılarımızın desteğiyle Üsküdar'da **420 aileye** gıda kolisi ulaştırdık. Bu yıl hedefimiz 500 aileye ulaşmak. Kolilerin dağıtımını, muhtarlıklarla birlikte belirlediğimiz listeler üzerinden ve ailelerin mahremiyetine özen göstererek yapıyoruz.",
      { heading: "Bir kolide neler var?" },
      {
        bullets: [
          "Un, şeker, pirinç ve bulgur",
          "Kırmızı mercimek, nohut ve kuru fasulye",
          "Ayçiçek yağı, domates salçası ve makarna",
          "Çay, reçel ve kahvaltılık zeytin",
        ],
      },
      "Ürünlerin son kullanma tarihinin en az altı ay sonrası olmasına dikkat etmenizi rica ediyoruz. Açılmış ya da ambalajı zarar görmüş ürünleri maalesef kabul edemiyoruz.",
      "Nakdi bağış yapmak isteyen dostlarımız için: *IBAN bilgisi için derneğimizle iletişime geçin.* Bize [+90 216 555 00 00](tel:+902165550000) numarasından ya da e-postayla ulaşabilirsiniz.",
    ],
    publishInDays: -243,
    publishTime: "09:00",
    status: "published",
    cover: "kapak-gonullu-masasi.jpg",
  },
  {
    title: "Çocuk Kütüphanesi Köşemize 640 Yeni Kitap Bağışlandı",
    summary:
      "Acıbadem ve Altunizade'deki okulların velileri ile komşularımızın katkısıyla çocuk kütüphanesi köşemiz 640 yeni kitapla zenginleşti.",
    body: [
      "Birkaç raftan ibaret olan çocuk kütüphanesi köşemiz artık gerçek bir okuma odasına dönüşüyor. Son bir ayda gelen bağışlarla raflarımıza **640 yeni kitap** eklendi.",
      {
        numbered: [
          "Resimli kitaplar ve masallar (0–6 yaş): 210 kitap",
          "İlk okuma kitapları (6–9 yaş): 185 kitap",
          "Çocuk romanları ve öyküler (9–12 yaş): 160 kitap",
          "Bilim, doğa ve ansiklopedi kitapları: 85 kitap",
        ],
      },
      "Kitapların her biri gönüllülerimiz tarafından tek tek kontrol edildi, kaplandı ve kayda geçirildi. Yıpranmış olanlar onarıldı; yaş grubuna uygun olmayan birkaç kitap ise lise kütüphanelerine yönlendirildi.",
      "Çocuk kütüphanesi köşemiz hafta içi 15:00–18:00, cumartesi 10:00–14:00 saatleri arasında açık. Kitaplar iki haftalığına ödünç alınabiliyor; üyelik ücretsiz. Her cumartesi 11:00'deki masal saatine de tüm minik okurlarımızı bekliyoruz.",
    ],
    publishInDays: -214,
    publishTime: "11:00",
    status: "published",
    cover: "atolye-kitap-kulubu.jpg",
  },
  {
    title: "Koromuzun Konserini Dolduran Dinleyicilerimize Teşekkürler",
    summary:
      "Çamlıca Korosu'nun Üsküdar Kültür Merkezi'ndeki konseri salonu tamamen doldurdu. Bilet gelirinin tamamı dayanışma fonumuza aktarıldı.",
    body: [
      "Şef **Levent Aydın** yönetimindeki 34 kişilik koromuz, Üsküdar Kültür Merkezi'nde verdiği konserde Itrî'den Hacı Arif Bey'e, Münir Nurettin Selçuk'tan Anadolu türkülerine uzanan bir repertuvar seslendirdi.",
      "Salonu dolduran, son şarkıda koroya eşlik eden ve bizi ayakta alkışlayan bütün dinleyicilerimize teşekkür ederiz. Konserden elde edilen bilet gelirinin tamamı, dayanışma kolisi kampanyamız için dayanışma fonumuza aktarıldı.",
      { heading: "Koromuza katılmak ister misiniz?" },
      "Koro çalışmalarımız her salı 19:30–21:30 saatleri arasında dernek merkezimizde yapılıyor. Nota bilmek şart değil; şefimiz yeni katılımcılarla kısa bir ses dinlemesi yapıyor. Bilgi için bizi arayabilirsiniz: [+90 216 555 00 00](tel:+902165550000).",
    ],
    publishInDays: -182,
    publishTime: "20:00",
    status: "published",
    cover: "atolye-baglama-ve-ritim.jpg",
  },
  {
    title: "Olağan Genel Kurul Toplantımıza Davetlisiniz",
    summary:
      "Derneğimizin olağan genel kurul toplantısı üç hafta sonra, pazar günü saat 14:00'te dernek merkezimizde yapılacak. Tüm üyelerimizin katılımını rica ederiz.",
    body: [
      "Çamlıca Kültür ve Dayanışma Derneğinin olağan genel kurul toplantısı, bu duyurudan üç hafta sonra, pazar günü saat **14:00**'te Kısıklı Mah. Çamlıca Cad. No: 27 adresindeki dernek merkezimizde yapılacaktır.",
      "Çoğunluk sağlanamaması hâlinde toplantı, bir hafta sonra aynı yer ve saatte çoğunluk aranmaksızın yapılacaktır. Aidat borcu bulunmayan üyelerimiz oy kullanabilir.",
      { heading: "Gündem" },
      {
        numbered: [
          "Açılış, yoklama ve divan kurulunun seçimi",
          "Saygı duruşu ve İstiklal Marşı",
          "Yönetim kurulu faaliyet raporunun okunması ve görüşülmesi",
          "Denetim kurulu raporunun okunması ve görüşülmesi",
          "Gelir-gider tablosunun görüşülmesi ve yönetim kurulunun ibrası",
          "Yeni dönem tahmini bütçesinin görüşülmesi ve yıllık aidat tutarının belirlenmesi",
          "Yönetim ve denetim kurulu asil ve yedek üyelerinin seçimi",
          "Dilek ve temenniler, kapanış",
        ],
      },
      "Faaliyet raporu ve mali tablolar, toplantıdan bir hafta önce dernek merkezimizde üyelerimizin incelemesine sunulacaktır. Aday olmak isteyen üyelerimizin yönetim kuruluna yazılı olarak başvurmasını rica ederiz.",
    ],
    // A Sunday, so "üç hafta sonra, pazar günü" is the 21st day; the board's news comes after the meeting.
    publishInDays: -158,
    publishTime: "09:30",
    publishWeekday: 0,
    status: "published",
    cover: "kapak-toplanti-salonu.jpg",
  },
  {
    title: "Yeni Yönetim Kurulumuz Görev Dağılımını Yaptı",
    summary:
      `Genel kurulda seçilen yeni yönetim kurulumuz ilk toplantısında görev dağılımını yaptı. ${DEMO_BOARD[0].name} yeniden başkanlığa seçildi.`,
    body: [
      "Yoğun katılımla gerçekleşen olağan genel kurulumuzun ardından yeni yönetim kurulumuz ilk toplantısını yaptı ve görev dağılımını belirledi:",
      {
        bullets: DEMO_BOARD.map((member) => `**${member.name}** — ${member.role}`),
      },
      "Görev süresi dolan yönetim kurulu üyelerimize, özellikle altı yıl boyunca saymanlık görevini özenle yürüten **Sevim Doğan** hanımefendiye emekleri için teşekkür ederiz.",
      "Yeni dönemde önceliklerimiz; çocuk kütüphanesi köşemizi genişletmek, gençlere yönelik atölyeleri artırmak ve dayanışma çalışmalarımızı daha fazla mahalleye ulaştırmak olacak.",
    ],
    publishInDays: -124,
    publishTime: "14:00",
    status: "published",
    cover: null,
  },
  {
    title: "Üsküdar Belediyesi ile Birlikte 150 Fidan Diktik",
    summary:
      "Üsküdar Belediyesi ile ortaklaşa düzenlediğimiz fidan dikimi etkinliğinde Bulgurlu'daki mahalle parkına ve iki okul bahçesine 150 fidan diktik.",
    body: [
      "Cumartesi sabahı [Üsküdar Belediyesi](https://www.uskudar.bel.tr) Park ve Bahçeler Müdürlüğü ekipleriyle birlikte Bulgurlu'daki mahalle parkında buluştuk. Belediyenin uzmanları önce fidanların nasıl dikileceğini ve can suyunun neden önemli olduğunu anlattı, ardından hep birlikte kürekleri elimize aldık.",
      {
        bullets: [
          "60 ıhlamur ve 40 akçaağaç fidanı mahalle parkına",
          "50 erguvan fidanı iki ilkokulun bahçesine",
          "Her fidana onu diken çocuğun adını taşıyan küçük bir tabela",
        ],
      },
      "Fidanların ilk yılında düzenli sulanması için mahalle sakinlerinden ve okul aile birliklerinden oluşan bir *sulama gönüllüleri* grubu kurduk. Gruba katılmak isteyen komşularımız dernek merkezimize adını bırakabilir.",
    ],
    publishInDays: -99,
    publishTime: "16:45",
    publishWeekday: 6,
    status: "published",
    cover: "doga-yuruyusu-tepe-patikasi.jpg",
  },
  {
    title: "Komşu Sofrasında 300 Komşumuzla Buluştuk",
    summary:
      "Geleneksel komşu soframızda, dernek merkezimizde kurulan uzun masada 300 komşumuzla aynı akşam yemeğini paylaştık. Yemekleri gönüllü aşçılarımız hazırladı.",
    body: [
      "Yılın en güzel akşamlarından birini, dernek merkezimize kurduğumuz uzun sofrada 300 komşumuzla birlikte geçirdik. Mercimek çorbası, etli nohut, pilav, cacık ve güllaçtan oluşan menüyü, sabahın erken saatlerinden beri mutfakta olan on iki gönüllü aşçımız hazırladı.",
      "Sofrada Kısıklı'nın eski sakinleri ile mahalleye yeni taşınan aileler, öğrenciler ile yalnız yaşayan yaşlı komşularımız yan yana oturdu. Yemeğe gelemeyen 40 yaşlı ve hasta komşumuza ise yemek paketleri gönüllülerimiz tarafından evlerine ulaştırıldı.",
      "Bu güzel akşamı mümkün kılan herkese yürekten teşekkür ederiz:",
      {
        bullets: [
          "Ekmekleri bağışlayan Çamlıca Caddesi'ndeki mahalle fırınımız",
          "Masa ve sandalyeleri ödünç veren Kısıklı Muhtarlığı",
          "Sofrayı kuran, servis yapan ve bulaşığı yıkayan bütün gönüllülerimiz",
        ],
      },
      "*Paylaştıkça çoğalan bu sofrayı gelecek yıl da birlikte kurmak dileğiyle.*",
    ],
    publishInDays: -76,
    publishTime: "22:30",
    status: "published",
    cover: "yaz-senligi-fener-aksami.jpg",
  },
  {
    title: "Aidat ve Bağış Ödemeleri Hakkında Bilgilendirme",
    summary:
      "Yıllık üyelik aidatı genel kurul kararıyla 600 TL olarak belirlendi. Aidat ve bağışlarınızı dernek merkezimizde ya da banka havalesiyle ödeyebilirsiniz.",
    body: [
      "Genel kurulumuzun kararıyla yıllık üyelik aidatı **600 TL** olarak belirlendi. Öğrenci ve 65 yaş üstü üyelerimiz için aidat **300 TL**'dir. Aidatlar tek seferde ya da iki eşit taksitte ödenebilir.",
      { heading: "Nasıl ödeyebilirim?" },
      {
        numbered: [
          "Dernek merkezimizde, çalışma saatlerimiz içinde nakit ya da banka kartıyla; ödemeniz karşılığında alındı belgesi verilir.",
          "Banka havalesi veya EFT ile. *IBAN bilgisi için derneğimizle iletişime geçin.*",
          "Havale açıklamasına adınızı, soyadınızı ve “aidat” ya da “bağış” ibaresini yazmayı unutmayın.",
        ],
      },
      "Derneğimiz yalnızca üyelerimizin aidatları ve gönüllü bağışlarla ayakta duruyor; kamu kaynağı ya da siyasi bir yapıdan destek almıyoruz. Her katkı, çocuk kütüphanemize, atölyelerimize ve dayanışma kolilerimize doğrudan yansıyor.",
      `Sorularınız için [iletisim@camlicadernegi.org.tr](mailto:iletisim@camlicadernegi.org.tr) adresine yazabilir ya da [+90 216 555 00 00](tel:+902165550000) numaralı telefondan saymanımız ${DEMO_TREASURER}'e ulaşabilirsiniz.`,
    ],
    publishInDays: -53,
    publishTime: "10:00",
    status: "published",
    cover: null,
  },
  {
    title: "Çiğdem Işık Ödülü Sahibini Buldu",
    summary:
      "Bu yılki Çiğdem Işık Gönüllülük Ödülü, çocuk kütüphanesi köşemizi yıllardır özenle yürüten emekli kitapçı Şükrü Demirtaş'a verildi.",
    body: [
      "Derneğimizin kurucularından, koromuzun ilk şefi müzik öğretmeni **Çiğdem Işık**'ın anısını yaşatmak için her yıl verdiğimiz gönüllülük ödülünün bu yılki sahibi **Şükrü Demirtaş** oldu.",
      "Kırk yıl boyunca Üsküdar Çarşısı'nda kitapçılık yapan Şükrü Bey, emekli olduktan sonra çocuk kütüphanesi köşemizin sorumluluğunu üstlendi. Her cumartesi sabahı kapıyı ilk o açıyor; kitapları kaplıyor, ödünç defterini tutuyor ve okumaya yeni başlayan çocuklara sabırla eşlik ediyor.",
      "Ödül, dernek merkezimizde düzenlenen küçük bir törenle Çiğdem Hanım'ın kızı Ayten Işık tarafından takdim edildi. Şükrü Bey konuşmasında, *“Bir çocuğun eline doğru kitabı vermek, onun önüne yeni bir yol açmaktır”* sözleriyle hepimizi duygulandırdı.",
      "Gelecek yılın ödülü için aday önerilerinizi yıl boyunca yönetim kuruluna iletebilirsiniz. Ödül; derneğimizde en az üç yıl gönüllü olarak çalışmış ve mahallemize kalıcı bir katkı sunmuş bir gönüllüye veriliyor.",
    ],
    publishInDays: -31,
    publishTime: "19:00",
    status: "published",
    cover: null,
  },
  {
    title: "Gönüllü Çağrısı: Şenliğe ve Atölyelere El Verin",
    summary:
      "Çamlıca Şenliği, çocuk kütüphanesi ve dayanışma çalışmalarımız için yeni gönüllüler arıyoruz. Haftada birkaç saatiniz bile mahallemizde fark yaratabilir.",
    body: [
      "Derneğimizin bütün çalışmaları gönüllülerin emeğiyle yürüyor. Şenlik yaklaşırken farklı alanlarda bize destek olacak yeni arkadaşlar arıyoruz. Özel bir deneyim gerekmiyor; isteğiniz ve biraz zamanınız yeterli.",
      { heading: "Hangi alanlarda gönüllü olabilirsiniz?" },
      {
        bullets: [
          "**Çocuk kütüphanesi:** ödünç verme, kitap düzenleme ve masal saati",
          "**Dayanışma:** koli hazırlama, dağıtım ve yaşlı komşularımızı ziyaret",
          "**Etkinlikler:** şenlik, konser ve söyleşilerde karşılama ve düzenleme",
          "**İletişim:** fotoğraf çekimi, sosyal medya ve web sitemiz için haber yazımı",
          "**Doğa ve çevre:** yürüyüş rehberliği, fidan sulama ve temizlik çalışmaları",
        ],
      },
      "Gönüllü olmak için dernek merkezimize uğrayıp kısa bir form doldurabilir ya da adınızı, telefonunuzu ve ilgilendiğiniz alanı [iletisim@camlicadernegi.org.tr](mailto:iletisim@camlicadernegi.org.tr) adresine yazabilirsiniz. Yeni gönüllülerimizle her ayın ilk çarşamba akşamı tanışma toplantısı yapıyoruz.",
    ],
    publishInDays: -13,
    publishTime: "12:00",
    status: "published",
    cover: "atolye-dokuma-ve-orgu.png",
  },
  {
    title: "Çamlıca Şenliği Hazırlıklarımız Tüm Hızıyla Sürüyor",
    summary:
      "Üç gün sürecek Çamlıca Şenliği ve kermesimiz için hazırlıklar başladı. Program konser, çocuk oyunları, el emeği tezgâhları ve ev yemekleriyle dolu.",
    body: [
      "Dernek merkezimizde üç gün boyunca sürecek şenliğimize ve kermesimize sayılı günler kaldı. Gönüllülerimiz bir yandan tezgâhları hazırlarken bir yandan da program son şeklini alıyor.",
      { heading: "Şenlikte sizi neler bekliyor?" },
      {
        bullets: [
          "Çamlıca Korosu'nun konseri",
          "Çocuklar için yüz boyama, masal köşesi ve geleneksel sokak oyunları",
          "Seramik ve el işi atölyelerimizin ürünlerinden oluşan satış tezgâhları",
          "Komşularımızın hazırladığı börekler, sarmalar, tatlılar ve ev yapımı reçeller",
        ],
      },
      "Kermese ürün bağışlamak ya da tezgâh sorumluluğu üstlenmek isteyen komşularımızın en geç şenlikten bir hafta önce dernek merkezimize haber vermesini rica ediyoruz. Kermesten elde edilecek gelirin tamamı çocuk kütüphanemize ve dayanışma fonumuza aktarılacak.",
    ],
    publishInDays: -2,
    publishTime: "09:45",
    status: "published",
    cover: "yaz-senligi-cocuk-etkinlikleri.jpg",
  },
  {
    title: "Olağanüstü Genel Kurul Toplantımıza Çağrı: Tüzük Değişikliği",
    summary:
      "Tüzüğümüzün aidat ve üyelik maddelerinin değiştirilmesi önerisini görüşmek üzere üyelerimizi olağanüstü genel kurul toplantımıza çağırıyoruz.",
    body: [
      "Yönetim kurulumuz, tüzüğümüzün aidat ve üyelik maddelerinin değiştirilmesi önerisini görüşmek üzere olağanüstü genel kurul toplantısı yapılmasına karar verdi. Toplantının günü, saati ve yeri üyelerimize gönderilen çağrıda ve dernek merkezimizin ilan panosunda yer alıyor.",
      { heading: "Gündem" },
      {
        numbered: ["Açılış ve divan kurulu seçimi", "Tüzüğün aidat ve üyelik maddelerinin değiştirilmesi önerisinin görüşülmesi", "Dilek ve temenniler, kapanış"],
      },
      "Değişiklik önerisinin tam metni toplantıdan önce dernek merkezimizde üyelerimizin incelemesine açık. Toplantıda çoğunluk sağlanamazsa ikinci toplantı çağrıda yazılı gün ve saatte, aynı yerde yapılacak. Bütün üyelerimizi katılmaya davet ediyoruz.",
    ],
    // The day the planned assembly's notice is due (src/db/seed/demo-assembly.ts): a call, not its results.
    publishInDays: 10,
    publishTime: "10:00",
    status: "published",
    cover: null,
  },
  {
    title: "Seramik Atölyemizin Yeni Dönem Kayıtları Başlıyor",
    summary:
      "Seramik sanatçısı Deniz Yalçın'ın yürüttüğü sekiz haftalık yeni dönem atölyemiz için kayıtlar yakında başlıyor. Kontenjan 12 kişiyle sınırlı, malzemeler derneğimizden.",
    body: [
      "Geçen dönem büyük ilgi gören seramik atölyemiz, yeni katılımcılarıyla yeniden çamura dokunmaya hazırlanıyor. Atölyeyi bu dönem de seramik sanatçısı **Deniz Yalçın** yürütecek.",
      { heading: "Atölyede neler yapacağız?" },
      {
        bullets: [
          "Çamuru tanıma, yoğurma ve elde şekillendirme teknikleri",
          "Plaka ve fitil yöntemiyle kâse, tabak ve vazo yapımı",
          "Astar, sır ve desenlendirme uygulamaları",
          "Dönem sonunda fırından çıkan eserlerle küçük bir sergi",
        ],
      },
      "Atölye sekiz hafta boyunca her cumartesi 14:00–16:30 saatleri arasında dernek merkezimizin bahçe katındaki atölye odasında yapılacak. Çamur, sır ve fırınlama giderleri derneğimiz tarafından karşılanıyor; katılımcılardan yalnızca sembolik bir katkı payı alınıyor.",
      "Kayıtlar başladığında yerinizi atölyenin etkinlik sayfasındaki formdan ayırtabilirsiniz; onay e-postası takvim dosyasıyla birlikte gelir. *Kontenjan dolduğunda kayıtlar yedek listeye alınır; bir yer açılınca sıradaki kişiye e-posta ile haber verilir.*",
    ],
    publishInDays: 0,
    publishTime: "10:30",
    status: "draft",
    cover: null,
  },
];

// ---------------------------------------------------------------------------
// Etkinlikler
// ---------------------------------------------------------------------------

export const demoEvents: readonly DemoEvent[] = [
  {
    title: "Çamlıca Korosu Konseri",
    summary:
      "Şef Levent Aydın yönetimindeki koromuz, klasik Türk müziğinin sevilen eserlerini ve Anadolu türkülerini seslendiriyor. Bilet geliri dayanışma fonumuza aktarılacak.",
    body: [
      "Bir yıllık çalışmanın ardından koromuz, Üsküdar Kültür Merkezi sahnesinde dinleyicileriyle buluşuyor. Konserin ilk bölümünde Itrî, Dede Efendi ve Hacı Arif Bey'in eserleri; ikinci bölümde ise Anadolu'nun dört bir yanından türküler yer alacak.",
      "Biletler dernek merkezimizde ve konser günü salon girişinde satışta. Bilet gelirinin tamamı dayanışma kolisi kampanyamıza aktarılacak.",
    ],
    startsInDays: -184,
    startTime: "19:30",
    durationMinutes: 120,
    allDay: false,
    locationName: "Üsküdar Kültür Merkezi",
    locationAddress: "Mimar Sinan Mah., 34664 Üsküdar/İstanbul",
    onlineUrl: null,
    status: "published",
    publishInDays: -210,
    cover: null,
  },
  {
    title: "Temel İlk Yardım Eğitimi",
    summary:
      "Gönüllü sağlık çalışanlarının vereceği uygulamalı eğitimde kalp masajı, boğulma durumunda müdahale, kanama kontrolü ve yanık ilk yardımını öğreniyoruz.",
    body: [
      "Evde, sokakta ya da işte karşılaşabileceğimiz acil durumlarda doğru müdahale hayat kurtarır. Acil tıp teknisyeni gönüllülerimizin vereceği bu eğitim, maketler üzerinde uygulamalı olarak yapılacak.",
      { heading: "Eğitim içeriği" },
      {
        bullets: [
          "Olay yerinin güvenliği ve 112'nin doğru aranması",
          "Yetişkinlerde ve çocuklarda temel yaşam desteği",
          "Hava yolu tıkanmasında Heimlich manevrası",
          "Kanama, kırık ve yanıklarda ilk müdahale",
        ],
      },
      "Katılım ücretsizdir ancak kontenjan 20 kişiyle sınırlıdır. Rahat kıyafetlerle gelmenizi öneririz.",
    ],
    startsInDays: -96,
    startTime: "10:00",
    durationMinutes: 300,
    allDay: false,
    locationName: CENTRE_NAME,
    locationAddress: CENTRE_ADDRESS,
    locationNote: CENTRE_NOTE,
    onlineUrl: null,
    status: "published",
    publishInDays: -115,
    cover: null,
  },
  {
    title: "Film Gecesi: “Babam ve Oğlum”",
    summary:
      "Dernek salonumuzda film gösterimi. Film sonrası isteyenlerle birlikte sohbet edeceğiz. Çay ve mısır bizden.",
    body: [
      "Çağan Irmak'ın üç kuşağı bir araya getiren unutulmaz filmi *Babam ve Oğlum*'u dernek salonumuzda, büyük perdede izliyoruz.",
      "Sandalye sayımız sınırlı olduğu için erken gelmenizi öneririz. Film bittiğinde isteyenlerle çay eşliğinde sohbet edeceğiz.",
      "Giriş ücretsizdir. Film, 13 yaş ve üzeri izleyicilere önerilir.",
    ],
    startsInDays: -41,
    startTime: "20:30",
    durationMinutes: null,
    allDay: false,
    locationName: CENTRE_NAME,
    locationAddress: CENTRE_ADDRESS,
    locationNote: CENTRE_NOTE,
    onlineUrl: null,
    status: "published",
    publishInDays: -55,
    cover: null,
  },
  {
    title: "Büyük Çamlıca Korusu Doğa Yürüyüşü",
    summary:
      "Büyük Çamlıca Korusu'nda kolay seviyeli bir sabah yürüyüşü. Rehber gönüllümüz eşliğinde koru bitkilerini ve kuşlarını tanıyacak, manzaraya karşı çay molası vereceğiz.",
    body: [
      "Yürüyüşümüz koru girişinde başlayacak, gölgeli patikalardan tepeye uzanıp yaklaşık 6 kilometrelik bir turla yine girişte sona erecek. Güzergâh her yaştan yürüyüşçü için uygundur.",
      {
        bullets: [
          "Rahat ayakkabı ve mevsime uygun kıyafet",
          "Su matarası (tek kullanımlık şişe getirmemenizi rica ediyoruz)",
          "Varsa dürbün ve kuş rehberi",
        ],
      },
      "Katılım ücretsizdir. Yağışlı havada yürüyüş ertelenecek; değişiklikleri web sitemizden duyuracağız.",
    ],
    startsInDays: -11,
    startTime: "08:30",
    durationMinutes: 180,
    allDay: false,
    locationName: "Büyük Çamlıca Korusu",
    locationAddress: "Kısıklı Mah., Üsküdar/İstanbul",
    locationNote: "Ana girişteki çay bahçesinin önünde buluşuyoruz",
    onlineUrl: null,
    status: "published",
    publishInDays: -25,
    cover: "doga-yuruyusu-bogaz-manzarasi.jpg",
  },
  {
    title: "Çocuklar İçin Masal Saati: Nasreddin Hoca'nın Kazanı",
    summary:
      "4–8 yaş arası çocuklarımızı, çocuk kütüphanesi köşemizde masal saatine bekliyoruz. Masalın ardından birlikte resim yapacağız.",
    body: [
      "Bu haftaki masal saatimizde gönüllü anlatıcımız **Fatma Yücel**, Nasreddin Hoca'nın komşusundan ödünç aldığı kazanın hikâyesini anlatacak.",
      "Masalın ardından çocuklarımız kendi kazanlarını ve Hoca'nın eşeğini resmedecek; resimler kütüphane köşemizin duvarında sergilenecek. Boya ve kâğıtlar bizden.",
      "Katılım ücretsizdir; kütüphane köşemiz 20 çocuk alabildiği için lütfen bu sayfadan kayıt yaptırın. Ebeveynler masal süresince kütüphane köşesinin yanındaki çay ocağında bekleyebilir.",
    ],
    // "Her cumartesi 11:00'deki masal saati", as the library's news says: always a Saturday.
    startsInDays: 4,
    weekday: 6,
    startTime: "11:00",
    durationMinutes: 60,
    allDay: false,
    locationName: CENTRE_NAME,
    locationAddress: CENTRE_ADDRESS,
    locationNote: CENTRE_NOTE,
    onlineUrl: null,
    registration: { capacity: 20, audience: "anyone" },
    status: "published",
    publishInDays: -6,
    cover: "atolye-resim.jpg",
  },
  {
    title: "Çevrim İçi Söyleşi: Bağlardan Apartmanlara Çamlıca",
    summary:
      "Tarihçi Dr. Selim Akgün ile Çamlıca'nın köşklerle, bağlarla ve kır kahveleriyle dolu geçmişini konuşuyoruz. Söyleşi çevrim içi ve herkese açık.",
    body: [
      "Bir zamanlar İstanbulluların mesire yeri olan Çamlıca'nın bağları, köşkleri ve meşhur su kaynakları nasıl bugünkü mahallelere dönüştü? Üsküdar tarihi üzerine çalışmalarıyla tanınan **Dr. Selim Akgün**, eski fotoğraflar ve haritalar eşliğinde anlatacak.",
      "Söyleşinin sonunda soru-cevap bölümü olacak. Çamlıca'ya dair eski fotoğraflarınız ya da anılarınız varsa bizimle paylaşmanızdan mutluluk duyarız.",
      "Bağlantıya etkinlik saatinde bu sayfadaki adresten katılabilirsiniz; kayıt gerekmiyor.",
    ],
    startsInDays: 9,
    startTime: "20:30",
    durationMinutes: 90,
    allDay: false,
    // No venue: the page and the calendar say "Çevrim içi" and give the link; structured data marks it online.
    locationName: null,
    locationAddress: null,
    onlineUrl: "https://meet.jit.si/CamlicaDernegiSoylesi",
    status: "published",
    publishInDays: -4,
    cover: null,
  },
  {
    title: "Mahalle Buluşması: Çamlıca'nın Yeşil Alanları",
    summary:
      "Korular, parklar ve bostanlar için neler yapabileceğimizi birlikte konuşuyoruz. Dernek merkezinde yüz yüze ya da evinizden çevrim içi katılabilirsiniz.",
    body: [
      "Mahallemizin yeşil alanlarını korumak ve daha çok kişinin kullanabilmesi için derneğimizin önümüzdeki dönemde neler yapabileceğini konuşmak üzere buluşuyoruz. Gündemde fidan dikimi, korularda temizlik günleri ve okul bahçelerinde bostan çalışmaları var.",
      "Toplantıya dernek merkezinde yüz yüze katılabileceğiniz gibi, gelemeyecek komşularımız için görüntülü bağlantı da açılacak. Çevrim içi katılanlar da söz alıp önerilerini paylaşabilecek.",
    ],
    startsInDays: 19,
    startTime: "19:30",
    durationMinutes: 120,
    allDay: false,
    // Both at the centre and online: the page and the calendar give the venue and the join address.
    locationName: CENTRE_NAME,
    locationAddress: CENTRE_ADDRESS,
    locationNote: CENTRE_NOTE,
    onlineUrl: "https://meet.jit.si/CamlicaDernegiMahalleBulusmasi",
    status: "published",
    publishInDays: -2,
    cover: null,
  },
  {
    title: "Seramik Atölyesi: Elde Şekillendirme ile Kâse Yapımı",
    summary:
      "Seramik sanatçısı Deniz Yalçın eşliğinde, çamura ilk kez dokunacaklar için tek günlük bir atölye. Kendi kâsenizi yapıp sırlanmış hâlini iki hafta sonra teslim alacaksınız.",
    body: [
      "Daha önce hiç seramik yapmamış olanlar için tasarlanan bu atölyede çamuru yoğurmayı, plaka ve çimdikleme yöntemleriyle kâse şekillendirmeyi ve basit desenlendirme tekniklerini öğreneceğiz.",
      "Eserleriniz kurutulup fırınlandıktan sonra sırlanacak ve yaklaşık iki hafta içinde teslim edilecek. Tüm malzemeler derneğimiz tarafından sağlanır; kirlenebilecek kıyafetlerle gelmenizi öneririz.",
      "Kontenjan 12 kişidir. Kaydınızı bu sayfadaki formdan yapabilirsiniz; yer kalmazsa yedek listeye alınır, bir yer açıldığında e-posta ile haber alırsınız.",
    ],
    startsInDays: 16,
    startTime: "14:00",
    durationMinutes: 150,
    allDay: false,
    locationName: CENTRE_NAME,
    locationAddress: CENTRE_ADDRESS,
    locationNote: CENTRE_NOTE,
    onlineUrl: null,
    registration: { capacity: 12, audience: "anyone" },
    status: "published",
    publishInDays: 2,
    cover: "atolye-seramik.jpg",
  },
  {
    title: "Nakkaştepe'de Kitap ve Tohum Takas Günü",
    summary:
      "Okuduğunuz kitapları ve fazla tohumlarınızı getirin, başkalarınınkiyle değiştirin. Gün boyu Nakkaştepe Millet Bahçesi'ndeki standımızda sizi bekliyoruz.",
    body: [
      "Kitaplığınızda tozlanan romanlar, çocuğunuzun büyüyüp okumadığı masal kitapları ya da balkonunuzda çoğalan domates ve fesleğen tohumları başka bir evde yeni bir hayata başlayabilir.",
      {
        bullets: [
          "Getirdiğiniz her kitap ya da tohum paketi için standımızdan bir tane seçebilirsiniz.",
          "Takas dışında kalan çocuk kitapları, kütüphane köşemize kazandırılacak.",
          "Tohumlarınızı türünü ve toplandığı yılı yazdığınız zarflarla getirmenizi rica ederiz.",
        ],
      },
      "Standımız gün boyunca millet bahçesinin çocuk oyun alanı yakınında kurulu olacak.",
    ],
    startsInDays: 24,
    startTime: "00:00",
    durationMinutes: null,
    allDay: true,
    locationName: "Nakkaştepe Millet Bahçesi",
    locationAddress: "Kuzguncuk Mah., Üsküdar/İstanbul",
    onlineUrl: null,
    status: "published",
    publishInDays: -3,
    cover: null,
  },
  {
    title: "Çamlıca Şenliği ve Dayanışma Kermesi",
    summary:
      "Üç gün boyunca dernek merkezimizde konserler, çocuk oyunları, el emeği tezgâhları ve ev yemekleri. Kermes gelirinin tamamı çocuk kütüphanemize ve dayanışma fonumuza.",
    body: [
      "Yılın en kalabalık buluşması olan Çamlıca Şenliği bu yıl üç gün sürüyor. Bahçemiz her gün sabahtan akşama kadar açık olacak.",
      { heading: "Program" },
      {
        numbered: [
          "Birinci gün: Açılış, el emeği tezgâhları ve akşam Çamlıca Korosu'nun konseri",
          "İkinci gün: Çocuk şenliği — yüz boyama, masal köşesi, seksek, mendil kapmaca ve çuval yarışı",
          "Üçüncü gün: Ev yemekleri günü, atölyelerimizin el emeği sergisi ve kapanış çekilişi",
        ],
      },
      "Börek, sarma, kurabiye ya da reçel gibi ev yapımı ürünlerinizi kermese bağışlamak isterseniz lütfen şenlikten önce dernek merkezimize haber verin.",
    ],
    startsInDays: 12,
    startTime: "00:00",
    durationMinutes: null,
    allDay: true,
    allDayLastDayOffset: 2,
    locationName: CENTRE_NAME,
    locationAddress: CENTRE_ADDRESS,
    locationNote: CENTRE_NOTE,
    onlineUrl: null,
    status: "published",
    publishInDays: -2,
    cover: "yaz-senligi-stantlar.png",
  },
  {
    title: "Küçük Çamlıca'dan Kuzguncuk'a Doğa ve Tarih Yürüyüşü",
    summary:
      "Küçük Çamlıca Korusu'ndan başlayıp Fethi Paşa Korusu üzerinden Kuzguncuk sahiline inen orta seviyeli bir yürüyüş. Güzergâh ve saatler henüz kesinleşmedi.",
    body: [
      "Küçük Çamlıca Korusu'nda buluşup mahalle aralarından ve Fethi Paşa Korusu'nun patikalarından geçerek Kuzguncuk'a ineceğiz. Yol boyunca Üsküdar'ın eski köşklerini ve çeşmelerini tanıyacağız.",
      "Yaklaşık 8 kilometrelik güzergâhın bir bölümü dik yokuşlardan oluşuyor; rahat yürüyüş ayakkabısı şart. Dönüşte Kuzguncuk'tan Üsküdar'a otobüsle ya da sahil boyunca yürüyerek dönülebilir.",
    ],
    startsInDays: 58,
    startTime: "09:00",
    durationMinutes: 240,
    allDay: false,
    locationName: "Küçük Çamlıca Korusu",
    locationAddress: "Ferah Mah., Üsküdar/İstanbul",
    onlineUrl: null,
    status: "draft",
    publishInDays: 0,
    cover: null,
  },
];

// ---------------------------------------------------------------------------
// Galeri albümleri
// ---------------------------------------------------------------------------

export const demoAlbums: readonly { slug: "yaz-senligi" | "doga-yuruyusleri" | "atolyeler"; title: string; description: string }[] = [
  {
    slug: "yaz-senligi",
    title: "Çamlıca Şenliği'nden Kareler",
    description: "Üç gün süren Çamlıca Şenliği'nden konser, kermes ve çocuk oyunlarıyla dolu kareler.",
  },
  {
    slug: "doga-yuruyusleri",
    title: "Doğa Yürüyüşleri",
    description: "Büyük ve Küçük Çamlıca korularında, Nakkaştepe'de ve Boğaz kıyısında birlikte attığımız adımlardan fotoğraflar.",
  },
  {
    slug: "atolyeler",
    title: "Atölyeler ve Kurslar",
    description: "Seramikten ilk yardıma, masal saatinden koro çalışmalarına kadar atölyelerimizde üretirken ve öğrenirken çekilen fotoğraflar.",
  },
];

// ---------------------------------------------------------------------------
// Sayfalar
// ---------------------------------------------------------------------------

export const demoPages: {
  home: { title: string; summary: string; body: DemoBlock[]; heroTitle: string; heroText: string; ctaLabel: string; ctaHref: string };
  about: { title: string; summary: string; body: DemoBlock[] };
  contact: {
    title: string;
    summary: string;
    body: DemoBlock[];
    address: string;
    phone: string;
    email: string;
    mapUrl: string;
    officeHours: string;
  };
} = {
  home: {
    title: "Ana sayfa",
    summary:
      "Çamlıca Kültür ve Dayanışma Derneği, 1994'ten bu yana Üsküdar'da kültür, doğa ve dayanışma etkinlikleriyle komşuları bir araya getiriyor.",
    heroTitle: "Birlikte Daha Güçlüyüz",
    heroText:
      "1994'ten bu yana Çamlıca'da konserler, atölyeler, doğa yürüyüşleri ve dayanışma kampanyalarıyla komşularımızı bir araya getiriyoruz. Siz de aramıza katılın.",
    ctaLabel: "Gönüllü Ol",
    ctaHref: "/iletisim",
    body: [
      "Çamlıca Kültür ve Dayanışma Derneği, Kısıklı'daki küçük merkezinden bütün Üsküdar'a uzanan bir komşuluk ağıdır. Çalışmalarımızın tamamını gönüllülerimiz yürütüyor; kapımız mahallemizde yaşayan, çalışan ya da kendini buraya ait hisseden herkese açık.",
      { heading: "Neler yapıyoruz?" },
      {
        bullets: [
          "Konserler, söyleşiler, film gösterimleri ve her yıl coşkuyla kutladığımız Çamlıca Şenliği",
          "Seramik, el sanatları ve ilk yardım gibi atölye ve kurslar",
          "Büyük ve Küçük Çamlıca korularında doğa yürüyüşleri ve çevre temizliği",
          "Çocuk kütüphanesi köşemiz ve her cumartesi masal saati",
          "Dayanışma kolileri ve yaşlı komşularımıza ziyaretler",
          "Her salı prova yapan Çamlıca Korosu",
        ],
      },
      "Yaklaşan etkinliklerimizi takvimimizden takip edebilir, haberler bölümünden derneğimizden son gelişmeleri okuyabilirsiniz. Bir fikriniz ya da öneriniz varsa bize yazmanız yeterli: [iletisim@camlicadernegi.org.tr](mailto:iletisim@camlicadernegi.org.tr)",
    ],
  },
  about: {
    title: "Hakkımızda",
    summary:
      "1994'te bir grup Kısıklılı komşunun girişimiyle kurulan derneğimiz, otuz yılı aşkın süredir Üsküdar'da kültür, doğa ve dayanışma alanlarında gönüllü çalışmalar yürütüyor.",
    body: [
      { heading: "Hikâyemiz" },
      "Derneğimiz 1994 yılında, Kısıklı'da bir apartman dairesinin salonunda bir araya gelen on iki komşunun girişimiyle kuruldu. Müzik öğretmeni Çiğdem Işık'ın kurduğu küçük bir koro ve mahalledeki yaşlılara yapılan ziyaretlerle başlayan çalışmalar, yıllar içinde konserlerden atölyelere, doğa yürüyüşlerinden dayanışma kampanyalarına uzanan geniş bir programa dönüştü.",
      "Bugün Çamlıca Caddesi'ndeki merkezimizde bir çocuk kütüphanesi köşesi, bir atölye odası ve toplantı salonumuz var. Kırk kadar üyemiz ve onlarca gönüllümüzle Üsküdar'ın pek çok mahallesine ulaşıyoruz.",
      { heading: "Amacımız" },
      "Komşuluk ilişkilerini güçlendirmek, kültür ve sanatı herkes için erişilebilir kılmak, Çamlıca'nın doğal ve tarihî mirasına sahip çıkmak ve ihtiyaç sahibi komşularımızın yanında olmak. Derneğimiz herhangi bir siyasi yapıya bağlı değildir ve çalışmalarını yalnızca üye aidatları ile bağışlarla sürdürür.",
      {
        bullets: [
          "**Kültür ve sanat:** konserler, söyleşiler, film gösterimleri, Çamlıca Korosu",
          "**Atölyeler:** seramik, el sanatları, ilk yardım ve dönemsel kurslar",
          "**Doğa:** koru yürüyüşleri, fidan dikimi ve çevre temizliği",
          "**Çocuklar:** çocuk kütüphanesi köşesi, masal saati ve tatil etkinlikleri",
          "**Dayanışma:** gıda kolileri, komşu sofraları ve yaşlı komşu ziyaretleri",
        ],
      },
      { heading: "Yönetim Kurulu" },
      {
        bullets: DEMO_BOARD.map((member) => `${member.name} — ${member.role}`),
      },
      { heading: "Nasıl üye olabilirim?" },
      {
        numbered: [
          "Sitemizdeki [Üyelik başvurusu](/register) formunu doldurun ya da aynı formu dernek merkezimizde kâğıt üzerinde doldurup teslim edin.",
          "Başvurunuz en geç otuz gün içinde yönetim kurulunda görüşülür; sonucu size e-postayla bildirilir.",
          "Başvurunuz onaylandığında üyeliğiniz başlar ve sitede hesabınızla giriş yapabilirsiniz; yıllık aidatınızı merkezimizde ya da banka havalesiyle ödersiniz.",
          "Üye olarak etkinliklere tek tıkla kaydolur, kayıtlarınızı ve bülten aboneliğinizi “Hesabım” sayfasından yönetirsiniz.",
        ],
      },
      "18 yaşını doldurmuş herkes üye olabilir. Üye olmadan da gönüllü olarak çalışmalarımıza katılabilirsiniz; ayrıntılar için [iletisim@camlicadernegi.org.tr](mailto:iletisim@camlicadernegi.org.tr) adresine yazın.",
    ],
  },
  contact: {
    title: "İletişim",
    summary:
      "Dernek merkezimiz Kısıklı'da, Çamlıca Caddesi üzerinde. Hafta içi ve cumartesi günleri kapımız açık; bize telefonla ya da e-postayla da ulaşabilirsiniz.",
    address: CENTRE_ADDRESS,
    phone: "+90 216 555 00 00",
    email: "iletisim@camlicadernegi.org.tr",
    mapUrl: "https://www.openstreetmap.org/?mlat=41.0275&mlon=29.0690#map=17/41.0275/29.0690",
    officeHours: "Hafta içi 10:00–18:00, cumartesi 10:00–14:00",
    body: [
      "Sorularınız, önerileriniz ya da bağış ve gönüllülük talepleriniz için çalışma saatlerimiz içinde merkezimize uğrayabilir, [+90 216 555 00 00](tel:+902165550000) numarasını arayabilir ya da [iletisim@camlicadernegi.org.tr](mailto:iletisim@camlicadernegi.org.tr) adresine yazabilirsiniz.",
      { heading: "Bize nasıl ulaşırsınız?" },
      {
        bullets: [
          "**Marmaray ile:** Üsküdar istasyonunda inip aynı istasyondan M5 Üsküdar–Samandıra metro hattına aktarma yapın.",
          "**Metro ile:** M5 hattında Kısıklı durağında inin; merkezimiz istasyondan yaklaşık 10 dakikalık yürüme mesafesinde.",
          "**Vapur ile:** Eminönü, Karaköy ya da Beşiktaş'tan Üsküdar'a geçip meydandan metroya binebilirsiniz.",
          "**Otobüs ile:** Üsküdar meydanından Kısıklı ve Çamlıca yönüne giden otobüs hatlarıyla Kısıklı durağında inebilirsiniz.",
        ],
      },
      "Güncel otobüs hatları ve sefer saatleri için [İBB](https://www.ibb.istanbul) toplu ulaşım bilgilerine göz atabilirsiniz. Merkezimizin önünde park yeri sınırlı olduğundan toplu ulaşımı tercih etmenizi öneririz.",
      { heading: "Gönüllü olmak ister misiniz?" },
      "Etkinliklerimizde, çocuk kütüphanemizde ya da dayanışma çalışmalarımızda bize destek olmak isterseniz çalışma saatlerimiz içinde merkezimize uğramanız yeterli. Her ayın ilk çarşamba akşamı yeni gönüllülerimizle tanışma toplantısı yapıyoruz.",
    ],
  },
};
