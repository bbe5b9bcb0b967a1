import type { Identity } from "../../shared/identity";

/** The demo association's identity, seeded into the settings like an administrator would enter it. */
export const DEMO_IDENTITY: Identity = {
  name: "Çamlıca Kültür ve Dayanışma Derneği",
  shortName: "Çamlıca Derneği",
  foundedYear: 1994,
  purpose: "1994'ten bu yana Üsküdar'da kültür, doğa ve dayanışma için bir araya gelen komşular.",
  city: "İstanbul",
  district: "Üsküdar",
  address: "Kısıklı Mah. Çamlıca Cad. No: 27, 34692 Üsküdar/İstanbul",
  phone: "+90 216 555 00 00",
  email: "iletisim@camlicadernegi.org.tr",
  registryNumber: "34-123-456",
  social: { facebook: "", instagram: "", x: "", youtube: "" },
  logo: null,
};

/**
 * The demo association's board, elected at the ordinary assembly of June 2026: one list for every
 * place the story names it (the about page, the news of its first meeting, the assembly's result,
 * the decision book's attendees, the treasurer of the cash book), so they never disagree.
 */
export const DEMO_BOARD = [
  { name: "Selin Aksoy", role: "Yönetim Kurulu Başkanı" },
  { name: "Orhan Polat", role: "Başkan Yardımcısı" },
  { name: "Leyla Erdem", role: "Genel Sekreter" },
  { name: "Nermin Tekin", role: "Sayman" },
  { name: "Barış Uçar", role: "Kültür, Etkinlik ve Dayanışma Sorumlusu" },
] as const;

/** The board's substitutes, and the audit board, as the assembly elected them. */
export const DEMO_BOARD_SUBSTITUTES = ["Ali Çelik", "Deniz Koç"] as const;
export const DEMO_AUDIT_BOARD = { members: ["Ayten Şahin", "Burak Öztürk", "Cem Aydın"], substitutes: ["Derya Polat"] } as const;

/** The board's treasurer, who keeps the cash book and answers questions about dues. */
export const DEMO_TREASURER = DEMO_BOARD.find((member) => member.role === "Sayman")!.name;
