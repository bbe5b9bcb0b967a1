/**
 * The association's identity (Yönetim → Ayarlar → Dernek bilgileri): one settings row, one schema
 * for its form and its handler, read by every page's shell, the structured data, the mails, the
 * printed books and the notices. Until an administrator saves it, a neutral identity stands in, so
 * a new site never shows another association's name.
 */
import * as z from "zod";
import { isTurkishPhone } from "./i18n/phone";
import { noControlCharacters } from "./control-characters";

/** The settings row's key. */
export const IDENTITY_KEY = "identity";

/** The oldest founding year the form accepts (the Ottoman law of associations, 1909, with room for earlier societies). */
export const EARLIEST_FOUNDING_YEAR = 1850;

const optionalText = (max: number, label: string) => z.string().trim().max(max, `${label} en fazla ${max} karakter olabilir.`).check(noControlCharacters);

const socialLink = z
  .string()
  .trim()
  .max(300, "Bağlantı en fazla 300 karakter olabilir.")
  .refine((value) => value === "" || /^https:\/\/[^\s/]+\.[^\s]+$/i.test(value), "Bağlantı https:// ile başlayan tam bir adres olmalı.");

/**
 * The identity's fields. `thisYear` is the year in Istanbul at the time of the check: a founding
 * year after it is refused.
 */
export const identitySchemaFor = (thisYear: number) =>
  z.object({
    name: z.string().trim().min(3, "Derneğin tam adını yazın.").max(160, "Tam ad en fazla 160 karakter olabilir."),
    shortName: z.string().trim().min(2, "Kısa adı yazın (başlıklarda ve sekmelerde görünür).").max(40, "Kısa ad en fazla 40 karakter olabilir."),
    foundedYear: z
      .number({ error: "Kuruluş yılını dört haneli bir sayı olarak yazın." })
      .int("Kuruluş yılını dört haneli bir sayı olarak yazın.")
      .min(EARLIEST_FOUNDING_YEAR, `Kuruluş yılı ${EARLIEST_FOUNDING_YEAR} ile ${thisYear} arasında olmalı.`)
      .max(thisYear, `Kuruluş yılı ${thisYear} yılından sonra olamaz.`)
      .nullable(),
    purpose: optionalText(200, "Amaç cümlesi"),
    city: optionalText(60, "İl"),
    district: optionalText(60, "İlçe"),
    address: optionalText(300, "Adres"),
    phone: z
      .string()
      .trim()
      .max(40, "Telefon en fazla 40 karakter olabilir.")
      .refine((value) => value === "" || isTurkishPhone(value), "Geçerli bir telefon numarası yazın (ör. 0216 555 00 00)."),
    email: z.literal("").or(z.email("Geçerli bir e-posta adresi yazın (ör. bilgi@dernek.org.tr).").trim().max(254)),
    registryNumber: z
      .string()
      .trim()
      .max(20, "Kütük numarası en fazla 20 karakter olabilir.")
      .refine((value) => value === "" || /^[0-9][0-9-]*[0-9]$|^[0-9]$/.test(value), "Dernek kütük numarası yalnızca rakam ve tire içerebilir (ör. 34-123-456)."),
    social: z.object({ facebook: socialLink, instagram: socialLink, x: socialLink, youtube: socialLink }),
    /** The uploaded logo (a media library image's address), or null for the neutral default. */
    logo: z
      .object({ src: z.string().regex(/^\/media\/[A-Za-z0-9/_.-]+$/, "Logo, ortam kitaplığından yüklenmiş bir resim olmalı."), width: z.number().int().positive(), height: z.number().int().positive() })
      .nullable(),
  });

export type Identity = z.infer<ReturnType<typeof identitySchemaFor>>;

/** The social networks the footer links to, in order, with their names. */
export const SOCIAL_NETWORKS = { facebook: "Facebook", instagram: "Instagram", x: "X", youtube: "YouTube" } as const satisfies Record<keyof Identity["social"], string>;

/** What a site shows before its identity is saved: neutral words, no place, no year. */
export const DEFAULT_IDENTITY: Identity = {
  name: "Derneğimiz",
  shortName: "Derneğimiz",
  foundedYear: null,
  purpose: "Gönüllülerin kültür, dayanışma ve paylaşım için bir araya geldiği bir sivil toplum kuruluşu.",
  city: "",
  district: "",
  address: "",
  phone: "",
  email: "",
  registryNumber: "",
  social: { facebook: "", instagram: "", x: "", youtube: "" },
  logo: null,
};

/** The identity with its settings row's version (0: never saved), as a shell is keyed by it. */
export interface IdentityRead {
  identity: Identity;
  version: number;
}

/**
 * The schema a stored identity is read with (the founding year's upper bound was checked when it was
 * saved), built once per isolate: building it took about an eighth of an uncached page's CPU.
 */
let readingSchema: ReturnType<typeof identitySchemaFor> | undefined;

/** The identity a stored value holds, or the default where it is missing or no longer fits. */
export function identityOf(stored: unknown): Identity {
  const parsed = (readingSchema ??= identitySchemaFor(9999)).safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_IDENTITY;
}

/** The one-line description pages fall back to: the name and its purpose. */
export const identityDescription = (identity: Identity): string => (identity.purpose ? `${identity.name}: ${identity.purpose}` : identity.name);
