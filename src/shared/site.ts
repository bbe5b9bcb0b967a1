import { ABOUT_PATH, CONTACT_PATH, EVENTS_PATH, GALLERY_PATH, HOME_PATH, LOGIN_PATH, NEWS_PATH, REGISTER_PATH } from "./paths";

/** The organisation's identity and the public navigation, in one place. */
export const site = {
  name: "Çamlıca Kültür ve Dayanışma Derneği",
  shortName: "Çamlıca Derneği",
  description:
    "Çamlıca Kültür ve Dayanışma Derneği: mahallemizde kültür, sanat ve dayanışma etkinlikleri, gündem ve duyurular.",
  foundedYear: 1994,
  /** One sentence of purpose, under the name in the footer and on the social card. */
  purpose: "1994'ten bu yana Üsküdar'da kültür, doğa ve dayanışma için bir araya gelen komşular.",
} as const;

/**
 * Pictures that stand for the association itself (files in public/images/, drawn by
 * scripts/site-images.mjs): the logo for structured data, and the social card every page without
 * a cover of its own shares (Open Graph asks for 1200×630).
 */
export const siteImages = {
  logo: { path: "/images/logo.png", width: 512, height: 512, alt: "Çamlıca Kültür ve Dayanışma Derneği logosu: açık yeşil bir çam" },
  social: {
    path: "/images/paylasim.png",
    width: 1200,
    height: 630,
    alt: "Koyu yeşil zemin üzerinde çam ağacı, Çamlıca tepeleri ve “Çamlıca Kültür ve Dayanışma Derneği” yazısı",
  },
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
