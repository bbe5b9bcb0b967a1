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
