/**
 * The texts an editable page shows until an administrator first saves it: written for an
 * association that has just started, neutral (no name, no place, no date), so a new site reads
 * well from its first day. The admin marks them as examples to replace; the public page shows them
 * as they are. The privacy notice's default is long and lives apart (src/services/kvkk/notice-default.ts).
 * Each page's declaration (./page.ts) names its default.
 */
import { doc, h, li, link, p, ul } from "../richtext/build";
import type { RichTextDocument } from "../richtext/schema";
import { ABOUT_PATH, CONTACT_PATH, EVENTS_PATH, NEWS_PATH, REGISTER_PATH } from "../paths";

/** A page's default: what its first save replaces. */
export interface PageDefault {
  title: string;
  summary: string;
  body: RichTextDocument;
  fields: Record<string, string>;
}

export const homeDefault: PageDefault = {
  title: "Ana sayfa",
  summary: "",
  body: doc(p("Derneğimizin çalışmalarını, etkinliklerini ve duyurularını bu sitede bulabilirsiniz.")),
  fields: {
    heroTitle: "Derneğimize hoş geldiniz",
    heroText: "Gönüllülerle birlikte kültür, dayanışma ve paylaşım için bir araya geliyoruz. Etkinliklerimize katılabilir, bize yazabilir ya da üye olabilirsiniz.",
    ctaLabel: "Hakkımızda",
    ctaHref: ABOUT_PATH,
  },
};

export const aboutDefault: PageDefault = {
  title: "Hakkımızda",
  summary: "Derneğimiz, üyelerinin gönüllü emeğiyle çalışan, kâr amacı gütmeyen bir sivil toplum kuruluşudur.",
  body: doc(
    h(2, "Amacımız"),
    p("Üyelerimiz ve çevremizle birlikte kültür, dayanışma ve paylaşım için bir araya gelmek; etkinlikler düzenlemek ve birbirimize destek olmak."),
    h(2, "Nasıl çalışırız"),
    ul(
      li("Dernek, genel kurulun seçtiği yönetim kurulunca yönetilir ve denetim kurulunca denetlenir."),
      li("Etkinliklerimiz herkese açıktır; duyurularımız ", link(NEWS_PATH, "Gündem"), " ve ", link(EVENTS_PATH, "Etkinlikler"), " sayfalarında yayımlanır."),
      li("Üye olmak isteyenler ", link(REGISTER_PATH, "üyelik başvurusu"), " yapabilir."),
    ),
    p("Sorularınız için ", link(CONTACT_PATH, "İletişim"), " sayfasından bize yazabilirsiniz."),
  ),
  fields: {},
};

export const contactDefault: PageDefault = {
  title: "İletişim",
  summary: "Sorularınız, önerileriniz ve gönüllü olmak için bize yazabilirsiniz.",
  body: doc(p("Aşağıdaki formla bize yazabilirsiniz; mesajınızı en kısa sürede yanıtlarız.")),
  // The contact details are the association's own (its settings) until the page says otherwise.
  fields: { address: "", phone: "", email: "", mapUrl: "", officeHours: "" },
};
