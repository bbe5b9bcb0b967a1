import { ABOUT_PATH, CONTACT_PATH, EVENTS_PATH, GALLERY_PATH, HOME_PATH, LOGIN_PATH, NEWS_PATH, REGISTER_PATH } from "./paths";

/**
 * The association's own name, year and purpose are data (src/shared/identity.ts, edited under
 * Ayarlar → Dernek bilgileri); this module holds only what every association's site shares.
 *
 * The pictures that stand for the association until it uploads its logo (files in public/images/,
 * drawn by client/site-images.mjs, neutral: no name on them): the logo for structured data and
 * mails, and the social card every page without a cover of its own shares (Open Graph asks for 1200×630).
 */
export const siteImages = {
  logo: { path: "/images/logo.png", width: 512, height: 512, alt: "Açık yeşil bir çam ağacı simgesi" },
  social: { path: "/images/paylasim.png", width: 1200, height: 630, alt: "Koyu yeşil zemin üzerinde çam ağaçları, tepeler ve “Gönüllülerle kültür ve dayanışma” yazısı" },
} as const;

export interface NavItem {
  href: string;
  label: string;
}

/** Public pages in the order the header shows them. */
export const mainNav: readonly NavItem[] = [
  { href: HOME_PATH, label: "Ana sayfa" },
  { href: NEWS_PATH, label: "Gündem" },
  { href: EVENTS_PATH, label: "Etkinlikler" },
  { href: GALLERY_PATH, label: "Galeri" },
  { href: ABOUT_PATH, label: "Hakkımızda" },
  { href: CONTACT_PATH, label: "İletişim" },
];

/** Account links shown beside the main navigation. */
export const accountNav: readonly NavItem[] = [
  { href: LOGIN_PATH, label: "Giriş yap" },
  { href: REGISTER_PATH, label: "Üyelik başvurusu" },
];
