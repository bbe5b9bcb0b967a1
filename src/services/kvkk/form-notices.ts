import { UNCONFIRMED_KEEP_DAYS } from "../auth/addresses";
import { SESSION_ABSOLUTE_MS } from "../auth/session";
import { CONTACT_PATH, EVENTS_PATH, FORGOT_PASSWORD_PATH, LOGIN_PATH, NEWSLETTER_PATH, PASSWORD_RESET_PATH, REGISTER_PATH } from "../../shared/paths";
import type { RetentionSettings } from "./retention-settings";

/**
 * What one public form collects, as the notice (/kvkk) says it (KVKK art. 10): the data, why, on
 * which legal ground of art. 5, and for how long. A fact of the running site like the retention
 * periods and the cookies, so it is rendered from here whatever the editable text says.
 */
export interface FormNotice {
  title: string;
  /** The paths the form posts to (`:id` for any event): how a test finds the form on a page. */
  actions: readonly string[];
  /** Every input the form sends, by its `name`, as the notice names it. */
  fields: Readonly<Record<string, string>>;
  purpose: string;
  legalBasis: string;
  retention: (periods: RetentionSettings) => string;
}

const days = (ms: number) => Math.round(ms / (24 * 60 * 60 * 1000));

/** Inputs of public forms the site never keeps, with why they are there. */
export const UNKEPT_FIELDS: Readonly<Record<string, string>> = {
  website: "İstenmeyen iletileri ayıklamak için görünmez bir tuzak alan; insanlar boş bırakır, içeriği saklanmaz.",
  setupCode: "Siteyi kuran kişinin tek kullanımlık kodu; yalnızca doğrulanır, saklanmaz.",
};

/** Every public form that collects personal data, in the order the notice lists them. */
export const FORM_NOTICES: readonly FormNotice[] = [
  {
    title: "İletişim formu",
    actions: [CONTACT_PATH],
    fields: { name: "adınız soyadınız", email: "e-posta adresiniz", subject: "mesajınızın konusu", message: "mesajınızın içeriği" },
    purpose: "İlettiğiniz soru, öneri ve taleplere yanıt vermek.",
    legalBasis: "Veri sorumlusunun meşru menfaati (KVKK md. 5/2-f): size yanıt verebilmemiz bu verileri gerektirir.",
    retention: (periods) => `Gönderildikten ${periods.contactMessagesMonths} ay sonra, anahtarlı IP özetiyle birlikte silinir.`,
  },
  {
    title: "Üyelik başvurusu",
    actions: [REGISTER_PATH],
    fields: {
      name: "adınız soyadınız",
      email: "e-posta adresiniz",
      phone: "telefon numaranız",
      neighbourhood: "mahalleniz",
      reason: "üye olmak isteme nedeniniz",
      password: "şifreniz (yalnızca geri döndürülemez özeti saklanır)",
      passwordConfirm: "şifrenizin tekrarı (saklanmaz)",
    },
    purpose: "Üyelik başvurunuzu değerlendirmek, sizinle iletişime geçmek, hesabınızı oluşturmak ve sitenin üyelere ayrılmış bölümlerine güvenli erişiminizi sağlamak.",
    legalBasis: "Bir sözleşmenin kurulması veya ifasıyla doğrudan ilgili olması (KVKK md. 5/2-c): üyelik, sizinle Dernek arasındaki bir ilişkidir.",
    retention: (periods) =>
      `Başvurudan ${periods.pendingAccountsDays} gün sonra, onaylanmamışsa silinir; e-posta adresi onaylanmayan başvurular ${UNCONFIRMED_KEEP_DAYS} gün sonra, reddedilen başvurular hemen silinir. Onaylanan başvurunun bilgileri hesabınız silinene kadar saklanır.`,
  },
  {
    title: "Etkinlik kaydı",
    actions: [`${EVENTS_PATH}/:id`],
    fields: { name: "adınız soyadınız", email: "e-posta adresiniz", phone: "telefon numaranız (isteğe bağlı)" },
    purpose: "Etkinlikte yerinizi ayırmak, kaydınızın onayını ve iptal bağlantısını göndermek, etkinlikteki değişiklikleri size bildirmek ve katılımı izlemek.",
    legalBasis: "Bir sözleşmenin kurulması veya ifasıyla doğrudan ilgili olması (KVKK md. 5/2-c): kaydınız, etkinliğe katılımınız için yapılır.",
    retention: (periods) =>
      `Etkinlik bittikten ${periods.eventRegistrationsMonths} ay sonra silinir. Kaydınızı etkinlikten önce e-postadaki bağlantıyla ya da “Hesabım” sayfasından iptal edebilirsiniz.`,
  },
  {
    title: "E-bülten aboneliği",
    actions: [NEWSLETTER_PATH],
    fields: { email: "e-posta adresiniz", consent: "onay kutusu (açık rızanızı verdiğiniz an kaydedilir)" },
    purpose: "Derneğin duyurularını ve etkinliklerini bildiren e-bülteni size göndermek.",
    legalBasis:
      "Açık rızanız (KVKK md. 5/1): işaretlenmemiş bir onay kutusuyla istenir ve adresinize gönderilen bağlantıyla doğrulanır. Rızanızı her bültendeki bağlantıyla ya da “Hesabım” sayfasından dilediğiniz zaman geri alabilirsiniz.",
    retention: () => "Aboneliğinizi onaylamazsanız adresiniz bir hafta içinde silinir. Abonelikten çıktığınızda adresiniz hemen silinir.",
  },
  {
    title: "Giriş ve şifre yenileme",
    actions: [LOGIN_PATH, FORGOT_PASSWORD_PATH, PASSWORD_RESET_PATH],
    fields: { email: "e-posta adresiniz", password: "şifreniz (saklanmaz, yalnızca özetiyle karşılaştırılır)", passwordConfirm: "yeni şifrenizin tekrarı (saklanmaz)" },
    purpose: "Hesabınıza yalnızca sizin girebilmenizi sağlamak, unuttuğunuz şifreyi yenilemek ve yetkisiz giriş denemelerini önlemek.",
    legalBasis:
      "Bir sözleşmenin ifasıyla doğrudan ilgili olması (KVKK md. 5/2-c) ve veri güvenliğini sağlama yükümlülüğü (KVKK md. 5/2-ç ile md. 12).",
    retention: () =>
      `Oturum bilgileri oturum sona erdiğinde, en geç ${days(SESSION_ABSOLUTE_MS)} gün sonra silinir. Hatalı deneme sayaçları yalnızca anahtarlı özetle tutulur ve süreleri dolunca silinir.`,
  },
];
