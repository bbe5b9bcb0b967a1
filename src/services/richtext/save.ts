import { parseRichText, type RichTextDocument } from "../../shared/richtext/schema";
import { isAllowedImageSrc, sanitizeUrl } from "../../shared/richtext/url-policy";

export type SaveCheck = { ok: true; value: RichTextDocument } | { ok: false; error: string };

/**
 * The server's last word on rich text being saved: the same whitelist as the public renderer
 * (anything else is refused with a Turkish message), every link address passed through the shared
 * link policy once more (anything but http, https, mailto and tel becomes about:blank, as in the
 * editor), and images only from our own media path.
 */
export function checkRichTextForSave(json: unknown): SaveCheck {
  const parsed = parseRichText(json);
  if (!parsed.ok) return parsed;
  let badImage = false;
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== "object") return node;
    const record = { ...(node as Record<string, unknown>) };
    if ((record.type === "link" || record.type === "autolink") && typeof record.url === "string") record.url = sanitizeUrl(record.url);
    if (record.type === "image" && !(typeof record.src === "string" && isAllowedImageSrc(record.src))) badImage = true;
    if (Array.isArray(record.children)) record.children = record.children.map(walk);
    if (record.root) record.root = walk(record.root);
    return record;
  };
  const value = walk(parsed.value) as RichTextDocument;
  if (badImage) return { ok: false, error: "Görseller yalnızca sitenin kendi medya arşivinden eklenebilir." };
  return { ok: true, value };
}
