import { $insertNodes, type LexicalEditor, type NodeKey } from "lexical";
import { $createImageNode } from "../../nodes/ImageNode";
import type { UploadedImage } from "./types";

/** Inserts an uploaded (or chosen) image at the selection, at once; returns its node's key. */
export function insertImage(editor: LexicalEditor, image: UploadedImage): NodeKey | null {
  let key: NodeKey | null = null;
  editor.update(
    () => {
      const node = $createImageNode({ src: image.url, altText: image.alt ?? "", width: image.width, height: image.height });
      $insertNodes([node]);
      key = node.getKey();
    },
    { discrete: true },
  );
  return key;
}
