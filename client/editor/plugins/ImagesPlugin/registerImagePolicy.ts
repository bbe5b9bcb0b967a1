/**
 * The image policy as a node transform: an image whose address is not one of our own /media/ files
 * (a data: or blob: URL, another host, a path that climbs out of /media/) is removed as soon as it
 * enters the editor, e.g. from Lexical JSON pasted from elsewhere. Uploaded images always pass. The
 * public renderer drops such images anyway (isAllowedImageSrc); this keeps the editor honest.
 */
import type { LexicalEditor } from "lexical";
import { isAllowedImageSrc } from "../../../../src/shared/richtext/url-policy";
import { ImageNode } from "../../nodes/ImageNode";

export function registerImagePolicy(editor: LexicalEditor): () => void {
  return editor.registerNodeTransform(ImageNode, (image) => {
    if (!isAllowedImageSrc(image.getSrc())) image.remove();
  });
}
