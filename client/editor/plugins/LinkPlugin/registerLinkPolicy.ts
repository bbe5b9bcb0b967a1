/**
 * The link policy as node transforms: whenever a link is created or changed, by the dialog, by a
 * paste (HTML <a>, Lexical JSON from another editor) or by undo, its URL is rewritten through the
 * site's sanitizeUrl (javascript:, data:… become "about:blank") and anything but text and line
 * breaks is moved out of it. So every link in the editor, and in the JSON it saves, is safe.
 */
import { AutoLinkNode, LinkNode } from "@lexical/link";
import { type LexicalEditor, mergeRegister } from "lexical";
import { $keepLinkContentInline, $sanitizeLinkNode } from "../../utils/links";

function $applyLinkPolicy(link: LinkNode): void {
  $sanitizeLinkNode(link);
  if (link.isAttached()) $keepLinkContentInline(link);
}

export function registerLinkPolicy(editor: LexicalEditor): () => void {
  return mergeRegister(
    editor.registerNodeTransform(LinkNode, $applyLinkPolicy),
    // Transforms are per node type: automatic links need their own registration.
    editor.hasNode(AutoLinkNode) ? editor.registerNodeTransform(AutoLinkNode, $applyLinkPolicy) : () => {},
  );
}
