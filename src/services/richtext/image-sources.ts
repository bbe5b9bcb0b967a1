import { MAX_NODES } from "../../shared/richtext/schema";
import { MEDIA_PATH_PREFIX } from "../../shared/richtext/url-policy";

/** The R2 key of a /media/ address, or null for another address (or a malformed escape, which the renderer shows nothing for either). */
export function mediaKeyOf(src: string): string | null {
  if (!src.startsWith(MEDIA_PATH_PREFIX)) return null;
  try {
    return decodeURIComponent(src.slice(MEDIA_PATH_PREFIX.length));
  } catch {
    return null;
  }
}

/**
 * The R2 keys of the images a stored rich text shows (its image nodes' /media/ addresses), so the
 * page can carry their cache tags and a replaced or deleted image purges exactly the texts that
 * showed it. Walks at most MAX_NODES nodes, like the renderer; anything malformed is skipped.
 */
export function richTextImageKeys(value: unknown): string[] {
  const keys = new Set<string>();
  let budget = MAX_NODES;
  const root = typeof value === "object" && value !== null ? ((value as { root?: unknown }).root ?? value) : null;
  const stack: unknown[] = [root];
  while (stack.length && budget-- > 0) {
    const node = stack.pop();
    if (typeof node !== "object" || node === null) continue;
    const { type, src, children } = node as { type?: unknown; src?: unknown; children?: unknown };
    const key = type === "image" && typeof src === "string" ? mediaKeyOf(src) : null;
    if (key !== null) keys.add(key);
    if (Array.isArray(children)) stack.push(...children);
  }
  return [...keys];
}
