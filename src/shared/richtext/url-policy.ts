/**
 * The one link and image policy of the site. The admin editor (Lexical, in the browser) and the
 * server (Workers) both import this file, so what an editor lets through is exactly what a page
 * renders. It uses only the WHATWG URL parser, which both runtimes share: no DOM, no Node APIs.
 */

/** Protocols a stored link may use. Anything else (javascript:, data:, vbscript:, file:…) is blanked. */
export const ALLOWED_LINK_PROTOCOLS = ["http:", "https:", "mailto:", "tel:"] as const;

/** What a refused link becomes: a harmless address that goes nowhere. */
export const BLANK_URL = "about:blank";

/**
 * Relative references are resolved against this base. Its `.invalid` host can never be a real one,
 * so a result still carrying this origin proves that the reference stayed on our own site.
 */
const DUMMY_BASE = "https://relative.invalid/";
const DUMMY_ORIGIN = "https://relative.invalid";

/**
 * Control characters (C0, DEL). The URL parser silently strips them ("java\tscript:" parses as
 * "javascript:"), so a URL holding one would not be the string we checked; no real link has them.
 */
const CONTROL_CHARS = /[\u0000-\u001F\u007F]/;

/** An explicit scheme ("https:", "mailto:"), as opposed to a relative reference. */
const SCHEME = /^[a-zA-Z][a-zA-Z0-9+.-]*:/;

const allowedProtocols: ReadonlySet<string> = new Set(ALLOWED_LINK_PROTOCOLS);

/** Parses without throwing: malformed input is simply no URL. */
function tryParse(url: string, base: string): URL | null {
  try {
    return new URL(url, base);
  } catch {
    return null;
  }
}

/**
 * A reference to a page of this site: "/path" (but not "//host" or "/\host", which browsers treat
 * as another host), "#anchor" or "?query".
 */
function looksSiteRelative(url: string): boolean {
  if (url.startsWith("#") || url.startsWith("?")) return true;
  return url.startsWith("/") && url[1] !== "/" && url[1] !== "\\";
}

/**
 * Returns the trimmed URL when it is safe to put in an `href`, otherwise "about:blank".
 *
 * Safe means: an absolute URL whose protocol is in {@link ALLOWED_LINK_PROTOCOLS}, or a reference
 * to this site ("/path", "#anchor", "?query") that still resolves to this site. Protocol-relative
 * ("//evil.example"), backslash tricks ("/\evil.example"), bare relative paths and anything the URL
 * parser rejects are refused.
 */
export function sanitizeUrl(url: string): string {
  if (typeof url !== "string") return BLANK_URL;
  const trimmed = url.trim();
  if (trimmed === "" || CONTROL_CHARS.test(trimmed)) return BLANK_URL;
  const parsed = tryParse(trimmed, DUMMY_BASE);
  if (parsed === null) return BLANK_URL;
  if (looksSiteRelative(trimmed)) return parsed.origin === DUMMY_ORIGIN ? trimmed : BLANK_URL;
  // Without a scheme of its own the reference is relative ("foo", "//host"), which we refuse.
  if (!SCHEME.test(trimmed)) return BLANK_URL;
  return allowedProtocols.has(parsed.protocol) ? trimmed : BLANK_URL;
}

/** True for absolute http(s) links: those open in a new tab and get `rel="noopener noreferrer"`. */
export function isExternalHttpUrl(url: string): boolean {
  return /^https?:/i.test(url);
}

/** The path images are served from (R2 through our media route). */
export const MEDIA_PATH_PREFIX = "/media/";

/**
 * Characters and sequences an image path of ours never holds: whitespace and control characters,
 * backslashes, "//", ".." and their percent-encoded forms, which could climb out of /media/ after
 * decoding somewhere further down the line.
 */
const SUSPICIOUS_IMAGE_PATH = /[\s\u0000-\u001F\u007F\\]|\/\/|\.\.|%2e|%2f|%5c/i;

/** Longest image address we accept; ours are short generated names. */
const MAX_IMAGE_SRC_LENGTH = 2048;

/**
 * True when `src` is an image of our own media store: a relative URL starting with "/media/" whose
 * resolved path still starts with "/media/". External hosts, data: and blob: URLs, protocol-relative
 * addresses and path traversal are all refused.
 */
export function isAllowedImageSrc(src: string): boolean {
  if (typeof src !== "string" || src.length > MAX_IMAGE_SRC_LENGTH) return false;
  if (!src.startsWith(MEDIA_PATH_PREFIX) || SUSPICIOUS_IMAGE_PATH.test(src)) return false;
  const parsed = tryParse(src, DUMMY_BASE);
  return parsed !== null && parsed.origin === DUMMY_ORIGIN && parsed.pathname.startsWith(MEDIA_PATH_PREFIX);
}

/** The message for a refused {@link isButtonLink}, in the admin form and from the API alike. */
export const BUTTON_LINK_ERROR = "Geçerli bir bağlantı yazın: sitedeki bir sayfa (/etkinlikler) ya da https:// ile başlayan tam adres.";

/**
 * A link an editor types for a button: a page of this site ("/etkinlikler") or an absolute http(s)
 * address. The same rule as links in texts, without mailto:, tel: or bare anchors.
 */
export function isButtonLink(value: string): boolean {
  const safe = sanitizeUrl(value);
  if (safe === BLANK_URL) return false;
  return (safe.startsWith("/") && looksSiteRelative(safe)) || /^https?:\/\/[^/]/i.test(safe);
}

/** The message for a refused {@link isMapLink}. */
export const MAP_LINK_ERROR = "Harita bağlantısı https:// ile başlayan tam bir adres olmalı.";

/** A map link: an absolute https address (every map service answers on https). */
export function isMapLink(value: string): boolean {
  const safe = sanitizeUrl(value);
  return safe !== BLANK_URL && /^https:\/\/[^/]/i.test(safe) && tryParse(safe, DUMMY_BASE)?.hostname !== "";
}
