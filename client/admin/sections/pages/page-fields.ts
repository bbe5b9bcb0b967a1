/** The fields of each fixed page beyond its title, summary and text (the server's schemas judge them). */
import type { PageKey } from "../../../../src/shared/admin-contract";

/** One field: its key in `fields`, its label, how it is typed. */
export interface PageFieldSpec {
  name: string;
  label: string;
  kind: "text" | "textarea" | "tel" | "email" | "url" | "link";
  hint?: string;
}

/** Each page's own fields, in the order the form shows them. */
export const PAGE_FIELDS: Record<PageKey, readonly PageFieldSpec[]> = {
  home: [
    { name: "heroTitle", label: "Karşılama başlığı", kind: "text" },
    { name: "heroText", label: "Karşılama metni", kind: "textarea" },
    { name: "ctaLabel", label: "Düğme yazısı", kind: "text", hint: "Örneğin “Etkinliklere göz atın”." },
    { name: "ctaHref", label: "Düğme bağlantısı", kind: "link", hint: "Sitedeki bir sayfa (/etkinlikler) ya da tam adres (https://…)." },
  ],
  about: [],
  contact: [
    { name: "address", label: "Adres", kind: "textarea" },
    { name: "phone", label: "Telefon", kind: "tel" },
    { name: "email", label: "E-posta", kind: "email" },
    { name: "mapUrl", label: "Harita bağlantısı", kind: "url", hint: "Haritada konumun adresi (https://…)." },
    { name: "officeHours", label: "Çalışma saatleri", kind: "textarea" },
  ],
  kvkk: [],
};
