import { MAX_NODES } from "../../shared/richtext/schema";

/** An image node of a stored rich text, as the walk below hands it to its test. */
export interface ImageNode {
  src: string;
  altText: string;
}

/**
 * A stored rich text without the image nodes `drops` picks, and those it took out (in the text's
 * order). Walks at most MAX_NODES nodes, like the renderer; anything malformed is left as it is.
 */
export function withoutImagesWhere(value: unknown, drops: (node: ImageNode) => boolean): { value: unknown; removed: ImageNode[] } {
  const removed: ImageNode[] = [];
  let budget = MAX_NODES;
  const walk = (node: unknown): unknown => {
    if (budget-- <= 0 || typeof node !== "object" || node === null) return node;
    const { children } = node as { children?: unknown };
    if (!Array.isArray(children)) return node;
    const kept = children.filter((child) => {
      const { type, src, altText } = (typeof child === "object" && child !== null ? child : {}) as { type?: unknown; src?: unknown; altText?: unknown };
      if (type !== "image" || typeof src !== "string") return true;
      const image = { src, altText: typeof altText === "string" ? altText : "" };
      if (!drops(image)) return true;
      removed.push(image);
      return false;
    });
    return { ...node, children: kept.map(walk) };
  };
  if (typeof value !== "object" || value === null) return { value, removed };
  const root = (value as { root?: unknown }).root;
  const next = root === undefined ? walk(value) : { ...value, root: walk(root) };
  return { value: next, removed };
}

/**
 * A stored rich text without the image nodes that show `src` (a /media/ address), and whether any
 * were removed: what a text becomes when the editor confirms deleting an image it shows, so no page
 * is left with a broken picture.
 */
export function withoutImage(value: unknown, src: string): { value: unknown; removed: boolean } {
  const edit = withoutImagesWhere(value, (node) => node.src === src);
  return { value: edit.value, removed: edit.removed.length > 0 };
}
