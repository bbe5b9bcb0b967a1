import { formatPhone } from "../../../shared/i18n/phone";
import type { PageFields } from "../../../shared/content-kinds/page";
import { siteImages } from "../../../shared/site";
import { identityDescription, type Identity } from "../../../shared/identity";
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
export const logoJsonLd = (origin: string, identity: Identity) => {
  const logo = identity.logo ?? { src: siteImages.logo.path, width: siteImages.logo.width, height: siteImages.logo.height };
  return { "@type": "ImageObject", url: origin + logo.src, width: pixels(logo.width), height: pixels(logo.height) };
};

/**
 * "Sakarya Mah. Deniz Sok. No: 3, 10400 Ayvalık/Balıkesir" as a schema.org PostalAddress; an
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
export function websiteJsonLd(origin: string, identity: Identity) {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: identity.name,
    url: `${origin}/`,
    inLanguage: "tr",
    potentialAction: { "@type": "SearchAction", target: { "@type": "EntryPoint", urlTemplate: `${origin}${SEARCH_PATH}?q={search_term_string}` }, "query-input": "required name=search_term_string" },
  };
}

/** schema.org Organization for the home page: name, logo, address and how to reach the association. */
export function organizationJsonLd(origin: string, contact: PageFields<"contact"> | null, site: Identity) {
  const phone = contact?.phone ? formatPhone(contact.phone) : undefined;
  const social = Object.values(site.social).filter(Boolean);
  return {
    "@context": "https://schema.org",
    "@type": "NGO",
    "@id": `${origin}/#dernek`,
    name: site.name,
    alternateName: site.shortName,
    description: identityDescription(site),
    url: `${origin}/`,
    logo: logoJsonLd(origin, site),
    image: origin + (site.logo?.src ?? siteImages.social.path),
    foundingDate: site.foundedYear ? String(site.foundedYear) : undefined,
    sameAs: social.length ? social : undefined,
    address: contact?.address ? postalAddress(contact.address) : undefined,
    email: contact?.email,
    telephone: phone,
    contactPoint: contact
      ? { "@type": "ContactPoint", contactType: "customer support", email: contact.email, telephone: phone, availableLanguage: "Turkish", url: `${origin}/iletisim` }
      : undefined,
  };
}
