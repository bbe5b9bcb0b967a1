/** The organisation's identity and the public navigation, in one place. */
export const site = {
  name: "Çamlıca Kültür ve Dayanışma Derneği",
  shortName: "Çamlıca Derneği",
  description:
    "Çamlıca Kültür ve Dayanışma Derneği: mahallemizde kültür, sanat ve dayanışma etkinlikleri, gündem ve duyurular.",
  foundedYear: 1994,
} as const;

export interface NavItem {
  href: string;
  label: string;
}

/** Public pages in the order the header shows them. */
export const mainNav: readonly NavItem[] = [
  { href: "/", label: "Ana Sayfa" },
  { href: "/gundem", label: "Gündem" },
  { href: "/etkinlikler", label: "Etkinlikler" },
  { href: "/galeri", label: "Galeri" },
  { href: "/hakkimizda", label: "Hakkımızda" },
  { href: "/iletisim", label: "İletişim" },
];

/** Account links shown beside the main navigation. */
export const accountNav: readonly NavItem[] = [
  { href: "/login", label: "Giriş yap" },
  { href: "/register", label: "Üye ol" },
];
