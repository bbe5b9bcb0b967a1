/**
 * The link policy as node transforms: whenever a link is created or changed, by the dialog, by a
 * paste (HTML <a>, Lexical JSON from another editor) or by undo, a link whose address the site's
 * sanitizeUrl refuses (javascript:, data:…) becomes plain text, and `onRefused` hears of it so the
 * author is told; an allowed URL is kept in its normalised form, and anything but text and line
 * breaks is moved out of the link. So every link in the editor, and in the JSON it saves, is safe.
 */
import { AutoLinkNode, LinkNode } from "@lexical/link";
import { type LexicalEditor, mergeRegister } from "lexical";
import { $keepLinkContentInline, $sanitizeLinkNode, $unlinkIfRefused } from "../../utils/links";

export function registerLinkPolicy(editor: LexicalEditor, onRefused: (url: string) => void = () => {}): () => void {
  const $applyLinkPolicy = (link: LinkNode): void => {
    const refused = $unlinkIfRefused(link);
    if (refused !== null) {
      // Told after the update: the callback may set React state.
      queueMicrotask(() => onRefused(refused));
      return;
    }
    $sanitizeLinkNode(link);
    if (link.isAttached()) $keepLinkContentInline(link);
  };
  return mergeRegister(
    editor.registerNodeTransform(LinkNode, $applyLinkPolicy),
    // Transforms are per node type: automatic links need their own registration.
    editor.hasNode(AutoLinkNode) ? editor.registerNodeTransform(AutoLinkNode, $applyLinkPolicy) : () => {},
  );
}
