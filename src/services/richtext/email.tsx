/**
 * Stored rich text as e-mail: the same walk, whitelist and URL policy as the public pages
 * (render.tsx, schema.ts), aimed at mail programs instead. They ignore stylesheets and resolve
 * nothing against the site, so every element carries its style inline, every link and image is an
 * absolute address on the site's canonical origin, and each picture is one plain <img> of a
 * WebP copy wide enough for the mail's 560 px column on a sharp screen. The plain-text part comes
 * from the same document: links keep their addresses, list items their bullets.
 */
import type { CSSProperties } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { mediaPath } from "../../shared/paths";
import { variantWidths, webpKey, type VariantSet } from "../../shared/media-variants";
import { RichText, type RenderTarget } from "../../shared/richtext/render";
import { parseRichText, plainText } from "../../shared/richtext/schema";
import { BLANK_URL, sanitizeUrl } from "../../shared/richtext/url-policy";

/** The mail's text column in CSS pixels (the frame in src/services/email/messages.ts is 36rem wide). */
export const MAIL_COLUMN = 560;

/** The WebP copy a mail shows: the first at least twice the column (sharp on phones), else the largest. */
export function mailImageWidth(set: VariantSet): number {
  const widths = variantWidths(set.width);
  return widths.find((width) => width >= MAIL_COLUMN * 2) ?? widths.at(-1)!;
}

/** An address of this site ("/gundem/x", "#a") made absolute on `origin`; others are left as they are. */
export function absoluteOn(origin: string, url: string): string {
  if (url === BLANK_URL) return url;
  return url.startsWith("/") || url.startsWith("#") || url.startsWith("?") ? new URL(url, origin + "/").toString() : url;
}

const text: CSSProperties = { margin: "0 0 1em", fontSize: "16px", lineHeight: "1.5" };
const heading = (fontSize: string): CSSProperties => ({ margin: "1.25em 0 0.5em", fontSize, lineHeight: "1.3", color: "#1b1b1b" });

const MAIL_STYLES: Record<string, CSSProperties> = {
  p: text,
  h2: heading("22px"),
  h3: heading("19px"),
  h4: heading("17px"),
  ul: { margin: "0 0 1em", paddingLeft: "1.5em" },
  ol: { margin: "0 0 1em", paddingLeft: "1.5em" },
  li: { margin: "0 0 0.25em" },
  a: { color: "#1b5e20", textDecoration: "underline" },
  code: { fontFamily: "Consolas, Menlo, monospace", fontSize: "15px", background: "#f2f2f2" },
};

/** The render target of a mail whose links point at `origin` (the site's canonical origin). */
export function mailTarget(origin: string): RenderTarget {
  return {
    href: (url) => absoluteOn(origin, url),
    image(src, variants, size) {
      const style: CSSProperties = { display: "block", maxWidth: "100%", height: "auto", margin: "0 0 1em", border: 0 };
      if (!variants) {
        const width = size.width && Math.min(size.width, MAIL_COLUMN);
        const height = width && size.width && size.height ? Math.round((size.height * width) / size.width) : undefined;
        return { src: absoluteOn(origin, src), width, height, style };
      }
      const shown = Math.min(variants.width, MAIL_COLUMN);
      return {
        src: absoluteOn(origin, mediaPath(webpKey(variants.folder, mailImageWidth(variants)))),
        width: shown,
        height: Math.round((variants.height * shown) / variants.width),
        style,
      };
    },
    styles: MAIL_STYLES,
  };
}

const WRAPPER = '<div class="rich-text">';

/** The document's HTML for a mail body (no frame: src/services/email/messages.ts puts it in one). */
export function richTextMailHtml(value: unknown, origin: string): string {
  const html = renderToStaticMarkup(<RichText value={value} target={mailTarget(origin)} />);
  // Only what is inside the page's wrapper: React puts image preload <link>s before it, which mean
  // nothing in a mail, and the wrapper's class has no stylesheet there.
  const start = html.indexOf(WRAPPER);
  return start < 0 ? "" : html.slice(start + WRAPPER.length).replace(/<\/div>$/, "");
}

/** The document's plain-text part: links as "label (address)", pictures by their alt text. */
export function richTextMailText(value: unknown, origin: string): string {
  const parsed = parseRichText(value);
  if (!parsed.ok) return "";
  return plainText(parsed.value, {
    linkUrl: (url) => {
      const safe = sanitizeUrl(url);
      return safe === BLANK_URL ? null : absoluteOn(origin, safe);
    },
    image: (alt) => (alt ? `[Görsel: ${alt}]` : ""),
    bullets: true,
  });
}
