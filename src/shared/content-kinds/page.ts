/**
 * The editable pages (Sayfalar), declared once: each page's key, public address, Turkish name, the
 * text it shows until first saved, and its structured fields with their labels, form controls and
 * rules. The admin's list and form, the save's checks, the public routes' addresses, image usage,
 * revisions' comparison labels, search results' links and the setup checklist read this object; a new
 * page with an admin-edited text is its entry here, its public component and its route
 * (docs/architecture.md, "Where to change what").
 */
import * as z from "zod";
import { ABOUT_PATH, CONTACT_PATH, HOME_PATH, KVKK_PATH } from "../paths";
import { BUTTON_LINK_ERROR, isButtonLink, isMapLink, MAP_LINK_ERROR } from "../richtext/url-policy";
import { aboutDefault, contactDefault, homeDefault, type PageDefault } from "./page-defaults";

/** One structured field of a page: its form control and its rule (the save's and the public page's reading alike). */
export interface PageFieldDeclaration {
  label: string;
  kind: "text" | "textarea" | "tel" | "email" | "url" | "link";
  hint?: string;
  schema: z.ZodType<string>;
}

/** One editable page. `defaultText` is "privacy notice" for the notice, whose default the build writes from a file. */
export interface PageDeclaration {
  name: string;
  /** What the admin's list of pages says the page holds. */
  description: string;
  path: string;
  defaultText: PageDefault | "privacy notice";
  /** The fieldset's legend in the admin form, for a page with fields. */
  fieldsLegend?: string;
  fields: Readonly<Record<string, PageFieldDeclaration>>;
}

/** The editable pages, in the order the admin lists them. */
export const EDITABLE_PAGES = {
  home: {
    name: "Ana sayfa",
    description: "Karşılama alanı, düğme ve giriş metni.",
    path: HOME_PATH,
    defaultText: homeDefault,
    fieldsLegend: "Karşılama alanı",
    fields: {
      heroTitle: { label: "Karşılama başlığı", kind: "text", schema: z.string().min(1).max(120) },
      heroText: { label: "Karşılama metni", kind: "textarea", schema: z.string().max(400) },
      ctaLabel: { label: "Düğme yazısı", kind: "text", hint: "Örneğin “Etkinliklere göz atın”.", schema: z.string().min(1).max(40) },
      ctaHref: {
        label: "Düğme bağlantısı",
        kind: "link",
        hint: "Sitedeki bir sayfa (/etkinlikler) ya da tam adres (https://…).",
        schema: z.string().trim().max(300).refine(isButtonLink, BUTTON_LINK_ERROR),
      },
    },
  },
  about: { name: "Hakkımızda", description: "Derneğin tanıtımı.", path: ABOUT_PATH, defaultText: aboutDefault, fields: {} },
  contact: {
    name: "İletişim",
    description: "Adres, telefon, e-posta, harita ve çalışma saatleri.",
    path: CONTACT_PATH,
    defaultText: contactDefault,
    fieldsLegend: "İletişim bilgileri",
    fields: {
      address: { label: "Adres", kind: "textarea", schema: z.string().max(300) },
      phone: { label: "Telefon", kind: "tel", schema: z.string().max(40) },
      email: { label: "E-posta", kind: "email", schema: z.email("Geçerli bir e-posta adresi yazın (ör. ad@ornek.com).") },
      mapUrl: {
        label: "Harita bağlantısı",
        kind: "url",
        hint: "Haritada konumun adresi (https://…).",
        schema: z.literal("").or(z.string().trim().max(1000).refine(isMapLink, MAP_LINK_ERROR)),
      },
      officeHours: { label: "Çalışma saatleri", kind: "textarea", schema: z.string().max(300) },
    },
  },
  kvkk: {
    name: "KVKK Aydınlatma Metni",
    description:
      "Kişisel verilerin işlenmesine ilişkin aydınlatma metni. Saklama süreleri, çerezler ve veri sorumlusunun iletişim bilgileri sayfaya kendiliğinden eklenir.",
    path: KVKK_PATH,
    defaultText: "privacy notice",
    fields: {},
  },
} as const satisfies Record<string, PageDeclaration>;

export type PageKey = keyof typeof EDITABLE_PAGES;

/** The editable pages' keys, as zod's and drizzle's enums take them. */
export const PAGE_KEYS = Object.keys(EDITABLE_PAGES) as [PageKey, ...PageKey[]];

/** A page's structured fields as stored: each declared field, a string. */
export type PageFields<K extends PageKey> = { [F in keyof (typeof EDITABLE_PAGES)[K]["fields"]]: string };

/** One value per page, made from its key. */
export function byPage<T>(value: (key: PageKey) => T): Record<PageKey, T> {
  const all = {} as Record<PageKey, T>;
  for (const key of PAGE_KEYS) all[key] = value(key);
  return all;
}

/** A page's declared fields, seen as the common shape. */
const fieldsOf = (key: PageKey): Readonly<Record<string, PageFieldDeclaration>> => EDITABLE_PAGES[key].fields;

/** Each page's fields' schema, built once from the declaration: written and read through the same rules. */
export const PAGE_FIELD_SCHEMAS = byPage((key) =>
  z.object(Object.fromEntries(Object.entries(fieldsOf(key)).map(([name, field]) => [name, field.schema]))),
);

/** The pages' names, in the admin app and the audit log. */
export const PAGE_NAMES = byPage((key) => EDITABLE_PAGES[key].name);

/** The pages' public addresses. */
export const PAGE_PATHS = byPage((key) => EDITABLE_PAGES[key].path);

/** One field as the admin form shows it, in declaration order. */
export type PageFieldSpec = Omit<PageFieldDeclaration, "schema"> & { name: string };

/** A page's fields for its form, in the order declared. */
export const pageFieldSpecs = (key: PageKey): PageFieldSpec[] =>
  Object.entries(fieldsOf(key)).map(([name, { label, kind, hint }]) => ({ name, label, kind, hint }));

/** The comparison's names of the pages' structured fields (saved under `fields`). */
export const PAGE_FIELD_LABELS: Readonly<Record<string, string>> = Object.fromEntries(
  PAGE_KEYS.flatMap((key) => pageFieldSpecs(key).map((spec) => [`fields.${spec.name}`, spec.label])),
);

/** Whether a page is a known editable page (an address's segment, an image use's id). */
export const isPageKey = (key: string): key is PageKey => Object.hasOwn(EDITABLE_PAGES, key);
