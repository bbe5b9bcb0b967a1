/**
 * The node classes the editor registers: exactly the whitelist of src/shared/richtext/schema.ts (root,
 * paragraph, text, linebreak and tab come with Lexical itself; tabs are turned into spaces by the
 * content policy). Quotes, code blocks, tables… are not registered, so pasted ones arrive as text.
 */
import { AutoLinkNode, LinkNode } from "@lexical/link";
import { ListItemNode, ListNode } from "@lexical/list";
import { HeadingNode } from "@lexical/rich-text";
import type { Klass, LexicalNode } from "lexical";
import { ImageNode } from "./ImageNode";

export const EDITOR_NODES: ReadonlyArray<Klass<LexicalNode>> = [
  HeadingNode,
  ListNode,
  ListItemNode,
  LinkNode,
  AutoLinkNode,
  ImageNode,
];

export { $createImageNode, $isImageNode, ImageNode, type ImagePayload, type SerializedImageNode } from "./ImageNode";
