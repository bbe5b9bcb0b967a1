import { MAX_NODES } from "../../shared/richtext/schema";

/**
 * A stored rich text without the image nodes that show `src` (a /media/ address), and whether any
 * were removed: what a text becomes when the editor confirms deleting an image it shows, so no page
 * is left with a broken picture. Walks at most MAX_NODES nodes, like the renderer.
 */
export function withoutImage(value: unknown, src: string): { value: unknown; removed: boolean } {
  let removed = false;
  let budget = MAX_NODES;
  const walk = (node: unknown): unknown => {
    if (budget-- <= 0 || typeof node !== "object" || node === null) return node;
    const { children } = node as { children?: unknown };
    if (!Array.isArray(children)) return node;
    const kept = children.filter((child) => {
      const shows = typeof child === "object" && child !== null && (child as { type?: unknown }).type === "image" && (child as { src?: unknown }).src === src;
      if (shows) removed = true;
      return !shows;
    });
    return { ...node, children: kept.map(walk) };
  };
  if (typeof value !== "object" || value === null) return { value, removed };
  const root = (value as { root?: unknown }).root;
  const next = root === undefined ? walk(value) : { ...value, root: walk(root) };
  return { value: next, removed };
}
