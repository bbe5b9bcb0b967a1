/**
 * Links in the editor. Every URL goes through the site's one link policy (src/shared/richtext/url-policy.ts),
 * the same function the server renders with, so what the editor shows is what a page will link to.
 * The `$` functions must run inside an editor update or read.
 */
import { $createLinkNode, $isAutoLinkNode, $isLinkNode, $toggleLink, type LinkNode } from "@lexical/link";
import {
  $copyNode,
  $createTextNode,
  $findMatchingParent,
  $isLineBreakNode,
  $isRangeSelection,
  $isTextNode,
  type BaseSelection,
  type LexicalNode,
  type RangeSelection,
} from "lexical";
import { BLANK_URL, sanitizeUrl } from "../../../src/shared/richtext/url-policy";

export { BLANK_URL, sanitizeUrl };

/** An explicit scheme ("https:", "mailto:"). */
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** "ad@alan.org": an e-mail address typed without "mailto:". */
const EMAIL = /^[^\s@/:]+@[^\s@/:]+\.[^\s@/:]+$/;
/** "+90 212 555 00 00", "(0212) 555-0000": a phone number typed without "tel:". */
const PHONE = /^\+?[0-9(][0-9\s().-]{4,}$/;
/** "www.ornek.org/sayfa", "ornek.com.tr": a host name typed without "https://". */
const HOST = /^[^\s/?#@:]+\.[a-z]{2,}(?:[/?#:]\S*)?$/i;

/**
 * Turns what an author typed in the link dialog into the URL to store: "ornek.org" gets "https://",
 * an e-mail address "mailto:", a phone number "tel:"; the result goes through {@link sanitizeUrl}, so
 * anything the policy refuses comes back as "about:blank". An empty input gives "".
 */
export function normalizeLinkInput(input: string): string {
  const trimmed = input.trim();
  if (trimmed === "") return "";
  let url = trimmed;
  if (SCHEME.test(trimmed) || /^[/#?]/.test(trimmed)) url = trimmed;
  else if (EMAIL.test(trimmed)) url = `mailto:${trimmed}`;
  else if (PHONE.test(trimmed)) url = `tel:${trimmed.replace(/[\s().-]/g, "")}`;
  else if (HOST.test(trimmed)) url = `https://${trimmed}`;
  return sanitizeUrl(url);
}

/** True when the policy refuses the URL (it would be stored as "about:blank"). */
export function isRefusedUrl(url: string): boolean {
  return sanitizeUrl(url) === BLANK_URL;
}

/**
 * True for text that, pasted over a selection, should turn it into a link: one absolute http(s),
 * mailto or tel address the policy accepts as it is.
 */
export function isPastableUrl(text: string): boolean {
  const trimmed = text.trim();
  if (trimmed === "" || /\s/.test(trimmed)) return false;
  if (!/^(?:https?:\/\/|mailto:|tel:)/i.test(trimmed)) return false;
  return sanitizeUrl(trimmed) === trimmed;
}

/** The text a link inserted at a caret shows: its address, without "mailto:" or "tel:". */
export function linkLabel(url: string): string {
  return url.replace(/^(?:mailto|tel):/i, "");
}

/** Rewrites a link's URL through the policy; a no-op (no write) when it is already safe. */
export function $sanitizeLinkNode(link: LinkNode): void {
  const url = link.getURL();
  const safe = sanitizeUrl(url);
  if (safe !== url) link.setURL(safe);
}

/**
 * A link whose address the policy refuses (javascript:, data:…, pasted from elsewhere) becomes its
 * plain text: nothing links to "about:blank". Returns the refused address, or null when the link is
 * allowed (and left as it is).
 */
export function $unlinkIfRefused(link: LinkNode): string | null {
  const url = link.getURL();
  if (sanitizeUrl(url) !== BLANK_URL || url === "") return null;
  for (const child of link.getChildren()) link.insertBefore(child);
  link.remove();
  return url;
}

/** What the server's whitelist lets a link hold: text and line breaks. */
function isLinkContent(node: LexicalNode): boolean {
  return $isTextNode(node) || $isLineBreakNode(node);
}

/**
 * Keeps a link's children to text and line breaks, as the server's whitelist demands: anything else
 * (an inline image the author linked together with its text) is moved out beside the link, which is
 * split around it so the text keeps its link.
 */
export function $keepLinkContentInline(link: LinkNode): void {
  const children = link.getChildren();
  if (children.every(isLinkContent)) return;
  let target: LinkNode | null = link;
  let last: LexicalNode = link;
  for (const child of children) {
    if (isLinkContent(child)) {
      if (target === null) {
        target = $copyNode(link);
        last.insertAfter(target);
        last = target;
      }
      if (!target.is(link)) target.append(child);
    } else {
      last.insertAfter(child);
      last = child;
      target = null;
    }
  }
  if (link.isEmpty()) link.remove();
}

/** The link (typed or automatic) a node sits in, if any. */
export function $findLink(node: LexicalNode): LinkNode | null {
  return $findMatchingParent(node, $isLinkNode) as LinkNode | null;
}

/**
 * The link the selection is in: both ends inside the same link (a caret inside a link counts).
 * Null for a selection spanning more than one link or none.
 */
export function $getSelectedLink(selection: BaseSelection | null): LinkNode | null {
  if (!$isRangeSelection(selection)) return null;
  const anchorLink = $findLink(selection.anchor.getNode());
  const focusLink = $findLink(selection.focus.getNode());
  if (anchorLink === null || focusLink === null || !anchorLink.is(focusLink)) return null;
  return anchorLink;
}

/** Whether the selection is in a link or any of its nodes touches one (the toolbar's link button). */
export function $selectionHasLink(selection: RangeSelection): boolean {
  return $getSelectedLink(selection) !== null || selection.getNodes().some((node) => $findLink(node) !== null);
}

/** Replaces a link with its children. */
function $unwrapLink(link: LinkNode): void {
  for (const child of link.getChildren()) link.insertBefore(child);
  link.remove();
}

/**
 * Removes links from the selection. At a caret, the whole link around it goes; for a range, the
 * selected part of each link loses it (Lexical splits the link) and automatic links touching the
 * range are unwrapped whole.
 */
export function $removeLinksInSelection(selection: RangeSelection): void {
  if (selection.isCollapsed()) {
    const link = $findLink(selection.anchor.getNode());
    if (link !== null) $unwrapLink(link);
    return;
  }
  const autoLinks = new Map<string, LinkNode>();
  for (const node of selection.getNodes()) {
    const link = $findLink(node);
    if (link !== null && $isAutoLinkNode(link)) autoLinks.set(link.getKey(), link);
  }
  // $toggleLink(null) splits typed links at the selection edges and leaves automatic ones alone.
  $toggleLink(null);
  for (const link of autoLinks.values()) if (link.isAttached()) $unwrapLink(link);
}

/**
 * Links the selection to `url` (already normalized): a range becomes a link, a caret inside a link
 * changes that link's address, and a bare caret inserts the address itself as a linked text.
 */
export function $applyLink(selection: RangeSelection, url: string): void {
  const safe = sanitizeUrl(url);
  if (selection.isCollapsed() && $findLink(selection.anchor.getNode()) === null) {
    const link = $createLinkNode(safe, { rel: null });
    link.append($createTextNode(linkLabel(safe)));
    selection.insertNodes([link]);
    return;
  }
  const existing = $getSelectedLink(selection);
  if (existing !== null && selection.isCollapsed()) {
    existing.setURL(safe);
    return;
  }
  $toggleLink(safe, { rel: null });
}
