/**
 * Kurulum: the first administrator's steps on a new site, in order (docs/deployment.md, "The first
 * day"), each a link to where it is done. Whether a step is done is read from the data it leaves
 * (src/db/setup-status.ts), never ticked by hand.
 */
export const SETUP_STEPS = [
  { key: "identity", label: "Derneğin adını ve bilgilerini girin", href: "/admin/ayarlar" },
  { key: "logo", label: "Logoyu yükleyin", href: "/admin/ayarlar" },
  { key: "pages", label: "Ana sayfa, Hakkımızda, İletişim ve KVKK metinlerini yazıp kaydedin", href: "/admin/sayfalar" },
  { key: "mail", label: "Kendinize bir deneme e-postası gönderin (ör. kendi hesabınız için şifre yenileme)", href: "/sifremi-unuttum" },
  { key: "duties", label: "Yönetim kurulu ve sayman görevlerini verin", href: "/admin/kullanicilar" },
  { key: "register", label: "Üye kayıt defterini aktarın ya da ilk kaydı girin", href: "/admin/uye-kayit/ice-aktar" },
  { key: "tariff", label: "Aidat tarifesini girin", href: "/admin/aidat/tarife" },
  { key: "openings", label: "Kasa ve banka devrini girin", href: "/admin/aidat/defter" },
  { key: "assembly", label: "Genel kurul ayarlarını ve son genel kurulu girin", href: "/admin/genel-kurul" },
  { key: "backup", label: "İlk yedeğin alındığını görün", href: "/admin/sistem" },
] as const;

export type SetupStepKey = (typeof SETUP_STEPS)[number]["key"];

/** GET /api/setup: each step's state, and whether the administrator put the list away. */
export interface SetupDto {
  done: Record<SetupStepKey, boolean>;
  dismissed: boolean;
}

/** The settings row that says the list was put away (it comes back when reopened). */
export const SETUP_DISMISSED_KEY = "setup-dismissed";
