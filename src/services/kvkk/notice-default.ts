import { doc, h, li, link, p, text, ul } from "../../shared/richtext/build";
import type { RichTextDocument } from "../../shared/richtext/schema";
import { ACCOUNT_PATH } from "../../shared/paths";

/**
 * The privacy notice (aydınlatma metni) the site shows until an administrator edits it, written to
 * KVKK article 10 and the Aydınlatma Yükümlülüğü Tebliği: who the controller is, what is processed,
 * why and on which legal ground, to whom it is transferred (Cloudflare, abroad), how it is
 * collected, the rights of article 11 and how to use them. The parts that are facts of the running
 * site (the controller's contact details, the current retention periods, the cookies) are not in
 * this text: the page renders them from the data, so they can never disagree with what the site does.
 */
export const NOTICE_TITLE = "Kişisel Verilerin Korunması Aydınlatma Metni";

export const NOTICE_SUMMARY =
  "6698 sayılı Kişisel Verilerin Korunması Kanunu uyarınca, internet sitemiz aracılığıyla işlenen kişisel verileriniz hakkında sizi bilgilendiriyoruz.";

const b = (value: string) => text(value, { bold: true });

/** Who the controller is. */
const controller = () => [
  h(2, "1. Veri sorumlusu"),
  p(
    "6698 sayılı Kişisel Verilerin Korunması Kanunu (“KVKK”) uyarınca kişisel verileriniz, veri sorumlusu sıfatıyla ",
    b("Derneğimiz"),
    " (“Dernek”; adı, bu sayfanın sonundaki “Veri sorumlusu ve başvuru adresi” bölümünde yazar) tarafından bu metinde açıklanan kapsamda işlenmektedir. Derneğin iletişim bilgileri bu sayfanın sonundaki “Veri sorumlusu ve başvuru adresi” bölümünde yer almaktadır.",
  ),
];

/** What is processed, form by form. */
const processedData = () => [
  h(2, "2. İşlenen kişisel veriler"),
  ul(
    li(b("İletişim formu: "), "adınız soyadınız, e-posta adresiniz, mesajınızın konusu ve içeriği ile gönderim zamanı."),
    li(
      b("Üyelik başvurusu ve hesap: "),
      "adınız soyadınız, e-posta adresiniz, telefon numaranız, mahalleniz, üye olmak isteme nedeniniz, şifrenizin geri döndürülemez biçimde özetlenmiş (hash) hâli, e-posta adresinizi onayladığınız an, hesabınızın rolü ve durumu, başvuru ve güncelleme tarihleri. Şifrenizin kendisi hiçbir zaman saklanmaz.",
    ),
    li(
      b("Etkinlik kaydı: "),
      "adınız soyadınız, e-posta adresiniz, isteğe bağlı olarak telefon numaranız, kaydınızın durumu (kesin kayıt, yedek liste, iptal), kayıt ve iptal zamanı ile etkinliğe katılıp katılmadığınız.",
    ),
    li(b("E-bülten aboneliği: "), "e-posta adresiniz, onay kutusunu işaretlediğiniz ve aboneliğinizi e-postadaki bağlantıyla onayladığınız an."),
    li(b("Oturum bilgileri: "), "giriş yaptığınızda oturumunuzun başlangıç, son kullanım ve bitiş zamanları. Oturum anahtarının kendisi değil, yalnızca özeti saklanır."),
    li(
      b("İşlem kayıtları: "),
      "yönetim panelini kullanan editör ve yöneticilerin sitede yaptığı değişikliklerin kaydı (kimin, ne zaman, hangi işlemi yaptığı) ile editör ve yöneticilerin hazırladığı içeriklerin yazar bilgisi.",
    ),
    li(
      b("IP adresi: "),
      "IP adresiniz açık hâliyle saklanmaz. İstenmeyen iletileri ve yetkisiz giriş denemelerini önlemek için yalnızca gizli bir anahtarla özetlenmiş (anahtarlı hash) hâli kullanılır; bu özetten IP adresiniz geri elde edilemez.",
    ),
  ),
  p("Her formun topladığı veriler, işlenme amacı, hukuki sebebi ve saklama süresi bu sayfanın sonundaki “Formlarla toplanan kişisel veriler” bölümünde ayrıca yer alır."),
];

/** Why it is processed. */
const purposes = () => [
  h(2, "3. Kişisel verilerin işlenme amaçları"),
  ul(
    "İletişim formuyla ilettiğiniz soru, öneri ve taleplere yanıt vermek,",
    "Üyelik başvurunuzu değerlendirmek, hesabınızı oluşturmak ve sitenin üyelere ve görevlilere ayrılmış bölümlerine güvenli erişiminizi sağlamak,",
    "Etkinliklere kaydınızı almak, yerinizi ayırmak, kaydınızın onayını ve etkinlikteki değişiklikleri size bildirmek,",
    "Açık rızanızla, Derneğin duyurularını ve etkinliklerini bildiren e-bülteni size göndermek,",
    "Sitede yayımlanan içeriklerin kim tarafından ve ne zaman değiştirildiğini izleyebilmek (hesap verebilirlik),",
    "Sitenin ve kişisel verilerin güvenliğini sağlamak, istenmeyen iletileri ve yetkisiz giriş denemelerini önlemek,",
    "Hukuki yükümlülüklerimizi yerine getirmek ve yetkili kamu kurum ve kuruluşlarının usulüne uygun taleplerini karşılamak.",
  ),
];

/** On which legal ground (KVKK art. 5), and where consent is asked. */
const legalGrounds = () => [
  h(2, "4. Hukuki sebepler ve açık rıza"),
  p("Kişisel verileriniz, KVKK’nın 5. maddesinin 2. fıkrasında sayılan aşağıdaki hukuki sebeplere dayanılarak işlenir:"),
  ul(
    li(b("İletişim formu: "), "ilgili kişinin temel hak ve özgürlüklerine zarar vermemek kaydıyla, veri sorumlusunun meşru menfaatleri için veri işlenmesinin zorunlu olması (md. 5/2-f); size yanıt verebilmemiz bu işlemeyi gerektirir."),
    li(
      b("Üyelik başvurusu ve hesap: "),
      "bir sözleşmenin kurulması veya ifasıyla doğrudan doğruya ilgili olması kaydıyla, sözleşmenin taraflarına ait kişisel verilerin işlenmesinin gerekli olması (md. 5/2-c).",
    ),
    li(
      b("Etkinlik kaydı: "),
      "bir sözleşmenin kurulması veya ifasıyla doğrudan doğruya ilgili olması kaydıyla, sözleşmenin taraflarına ait kişisel verilerin işlenmesinin gerekli olması (md. 5/2-c); kaydınız etkinliğe katılımınız için yapılır.",
    ),
    li(b("E-bülten aboneliği: "), "açık rızanız (md. 5/1)."),
    li(
      b("Oturum bilgileri, işlem kayıtları ve IP adresi özetleri: "),
      "veri sorumlusunun hukuki yükümlülüğünü yerine getirebilmesi için zorunlu olması (md. 5/2-ç; KVKK md. 12 uyarınca veri güvenliğinin sağlanması) ve veri sorumlusunun meşru menfaatleri (md. 5/2-f).",
    ),
    li(b("Yetkili makamların talepleri: "), "kanunlarda açıkça öngörülmesi ve hukuki yükümlülüğün yerine getirilmesi (md. 5/2-a ve 5/2-ç)."),
  ),
  p(
    "E-bülten dışındaki işlemler için açık rızanız aranmaz; bu aydınlatma metniyle bilgilendirilmeniz yeterlidir. Bu nedenle iletişim, üyelik ve etkinlik kayıt formlarında onay kutusu bulunmaz.",
  ),
  p(
    b("Açık rıza gerektiren işlemler: "),
    "Derneğin duyurularını ve etkinliklerini bildiren e-bülten yalnızca açık rızanızla gönderilir. Rızanız, bülten formunda işaretlenmemiş bir onay kutusuyla istenir ve e-posta adresinize gönderilen bağlantıyı onaylamanızla doğrulanır. Rıza vermemeniz sitedeki diğer hizmetlerden yararlanmanızı engellemez; verdiğiniz rızayı her bültendeki bağlantıyla ya da “Hesabım” sayfasından dilediğiniz zaman geri alabilirsiniz.",
  ),
];

/** To whom it is transferred, abroad included. */
const transfers = () => [
  h(2, "5. Kişisel verilerin aktarılması"),
  p("Kişisel verileriniz satılmaz; reklam veya pazarlama amacıyla üçüncü kişilerle paylaşılmaz."),
  p(
    "Sitemiz, Cloudflare, Inc. (Amerika Birleşik Devletleri) tarafından sağlanan bulut altyapısında çalışır. Sitenin sunulması, veritabanı ve dosya depolama hizmetleri Cloudflare tarafından, Dernek adına ve Derneğin talimatları doğrultusunda ",
    b("veri işleyen"),
    " sıfatıyla yürütülür. Bu hizmetlerin sunucuları yurt dışında bulunabildiğinden kişisel verileriniz KVKK’nın 9. maddesi kapsamında yurt dışına aktarılmaktadır. Bu aktarım, aynı maddede öngörülen uygun güvencelerden biri olan ve Kişisel Verileri Koruma Kurulu tarafından ilan edilen standart sözleşmeye dayanılarak yapılır.",
  ),
  p("Kişisel verileriniz ayrıca, talep edilmesi hâlinde ve yalnızca hukuki yükümlülüklerimizin gerektirdiği ölçüde yetkili kamu kurum ve kuruluşlarına aktarılabilir."),
];

/** How it is collected. */
const collection = () => [
  h(2, "6. Kişisel verilerin toplanma yöntemi"),
  p(
    "Kişisel verileriniz, internet sitemizdeki iletişim, üyelik başvurusu, etkinlik kaydı ve e-bülten formlarını doldurmanız, hesabınıza giriş yapmanız ve siteyi kullanmanız sırasında elektronik ortamda, otomatik yollarla toplanır.",
  ),
];

/** How long it is kept (the current periods are rendered from the data). */
const retention = () => [
  h(2, "7. Saklama süreleri"),
  p(
    "Kişisel verileriniz, işlendikleri amaç için gerekli olan süre kadar saklanır. Süresi dolan veriler sitemiz tarafından her gün otomatik olarak silinir veya anonim hâle getirilir. Güncel saklama süreleri bu sayfanın sonundaki “Saklama süreleri” bölümünde yer almaktadır.",
  ),
];

/** The rights of KVKK art. 11. */
const rights = () => [
  h(2, "8. KVKK’nın 11. maddesi kapsamındaki haklarınız"),
  p("Kişisel veri sahibi olarak Derneğe başvurarak:"),
  ul(
    "kişisel verilerinizin işlenip işlenmediğini öğrenme,",
    "kişisel verileriniz işlenmişse buna ilişkin bilgi talep etme,",
    "kişisel verilerinizin işlenme amacını ve bunların amacına uygun kullanılıp kullanılmadığını öğrenme,",
    "yurt içinde veya yurt dışında kişisel verilerinizin aktarıldığı üçüncü kişileri bilme,",
    "kişisel verilerinizin eksik veya yanlış işlenmiş olması hâlinde bunların düzeltilmesini isteme,",
    "KVKK’nın 7. maddesinde öngörülen şartlar çerçevesinde kişisel verilerinizin silinmesini veya yok edilmesini isteme,",
    "düzeltme, silme ve yok etme işlemlerinin, kişisel verilerinizin aktarıldığı üçüncü kişilere bildirilmesini isteme,",
    "işlenen verilerin münhasıran otomatik sistemler vasıtasıyla analiz edilmesi suretiyle aleyhinize bir sonucun ortaya çıkmasına itiraz etme,",
    "kişisel verilerinizin kanuna aykırı olarak işlenmesi sebebiyle zarara uğramanız hâlinde zararın giderilmesini talep etme",
  ),
  p("haklarına sahipsiniz."),
];

/** How to apply. */
const application = () => [
  h(2, "9. Başvuru yolu"),
  p(
    "Bu haklara ilişkin taleplerinizi, Veri Sorumlusuna Başvuru Usul ve Esasları Hakkında Tebliğ uyarınca yazılı olarak Derneğin adresine ya da kayıtlı elektronik posta (KEP) adresi, güvenli elektronik imza, mobil imza veya Derneğe daha önce bildirdiğiniz ve Derneğin sisteminde kayıtlı bulunan e-posta adresinizi kullanarak Derneğin e-posta adresine iletebilirsiniz. Başvurunuzda adınız soyadınız, yazılı başvurularda imzanız, Türkiye Cumhuriyeti vatandaşları için T.C. kimlik numaranız (yabancılar için uyruğunuz ve pasaport ya da kimlik numaranız), tebligata esas yerleşim yeri veya iş yeri adresiniz, varsa bildirime esas e-posta adresiniz, telefon numaranız ve talebinizin konusu bulunmalıdır.",
  ),
  p(
    "Talebiniz, niteliğine göre en kısa sürede ve en geç otuz gün içinde ücretsiz olarak sonuçlandırılır; işlemin ayrıca bir maliyet gerektirmesi hâlinde Kişisel Verileri Koruma Kurulunca belirlenen tarifedeki ücret alınabilir. Başvurunuzun reddedilmesi, verilen cevabın yetersiz bulunması veya süresinde cevap verilmemesi hâllerinde; cevabı öğrendiğiniz tarihten itibaren otuz ve her hâlde başvuru tarihinden itibaren altmış gün içinde Kişisel Verileri Koruma Kuruluna şikâyette bulunabilirsiniz.",
  ),
  p(
    "Sitemizde hesabı olanlar, hesaplarına ilişkin verilerin bir kopyasını ",
    link(ACCOUNT_PATH, "Hesabım"),
    " sayfasındaki “Verilerimi indir” düğmesiyle alabilir ve hesaplarını aynı sayfadaki “Hesabımı sil” bölümünden silebilir.",
  ),
];

/** The notice's default text, section by section (demo text, see the module's comment). */
export function defaultNoticeBody(): RichTextDocument {
  return doc(...controller(), ...processedData(), ...purposes(), ...legalGrounds(), ...transfers(), ...collection(), ...retention(), ...rights(), ...application());
}
