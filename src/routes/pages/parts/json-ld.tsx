import { formatPhone } from "../../../shared/i18n/phone";
import type { PageFields } from "../../../db/pages";
import { site, siteImages } from "../../../shared/site";
import { SEARCH_PATH } from "../../../shared/paths";

/** JSON for a <script> element: "<" is escaped so stored text can never close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * Structured data inside the page body: where the data arrives with the streamed content (the
 * home page's contact details) rather than with the head. A data block, never executed, so it
 * needs no CSP nonce.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />;
}

/**
 * A size in pixels as schema.org types an ImageObject's width and height: a QuantitativeValue
 * (UN/CEFACT unit E37, pixel). A bare number is what the Distance/QuantitativeValue range refuses
 * in strict validators.
 */
export const pixels = (value: number) => ({ "@type": "QuantitativeValue", value, unitCode: "E37" }) as const;

/** The association's logo as an ImageObject: the Organization's `logo` and an article's `publisher.logo`. */
export const logoJsonLd = (origin: string) => ({
  "@type": "ImageObject",
  url: origin + siteImages.logo.path,
  width: pixels(siteImages.logo.width),
  height: pixels(siteImages.logo.height),
});

/**
 * "Kısıklı Mah. Çamlıca Cad. No: 27, 34692 Üsküdar/İstanbul" as a schema.org PostalAddress; an
 * address written another way is kept whole as the street address.
 */
export function postalAddress(address: string) {
  const parts = /^(.+),\s*(\d{5})\s+([^/,]+)\/([^/,]+)$/.exec(address.trim());
  return parts
    ? {
        "@type": "PostalAddress",
        streetAddress: parts[1],
        postalCode: parts[2],
        addressLocality: parts[3]!.trim(),
        addressRegion: parts[4]!.trim(),
        addressCountry: "TR",
      }
    : { "@type": "PostalAddress", streetAddress: address.trim(), addressCountry: "TR" };
}

/** schema.org WebSite for the home page, with its search (a SearchAction on /ara) for search engines. */
export function websiteJsonLd(origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: site.name,
    url: `${origin}/`,
    inLanguage: "tr",
    potentialAction: { "@type": "SearchAction", target: { "@type": "EntryPoint", urlTemplate: `${origin}${SEARCH_PATH}?q={search_term_string}` }, "query-input": "required name=search_term_string" },
  };
}

/** schema.org Organization for the home page: name, logo, address and how to reach the association. */
export function organizationJsonLd(origin: string, contact: PageFields<"contact"> | null) {
  const phone = contact?.phone ? formatPhone(contact.phone) : undefined;
  return {
    "@context": "https://schema.org",
    "@type": "NGO",
    "@id": `${origin}/#dernek`,
    name: site.name,
    alternateName: site.shortName,
    description: site.description,
    url: `${origin}/`,
    logo: logoJsonLd(origin),
    image: origin + siteImages.social.path,
    foundingDate: String(site.foundedYear),
    address: contact?.address ? postalAddress(contact.address) : undefined,
    email: contact?.email,
    telephone: phone,
    contactPoint: contact
      ? { "@type": "ContactPoint", contactType: "customer support", email: contact.email, telephone: phone, availableLanguage: "Turkish", url: `${origin}/iletisim` }
      : undefined,
  };
}
