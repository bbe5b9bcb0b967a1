import { MAX_NODES } from "../../shared/richtext/schema";
import { MEDIA_PATH_PREFIX } from "../../shared/richtext/url-policy";

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
    if (type === "image" && typeof src === "string" && src.startsWith(MEDIA_PATH_PREFIX)) {
      try {
        keys.add(decodeURIComponent(src.slice(MEDIA_PATH_PREFIX.length)));
      } catch {
        // A malformed escape: the renderer shows nothing for it either.
      }
    }
    if (Array.isArray(children)) stack.push(...children);
  }
  return [...keys];
}
