/**
 * Links: Lexical's link commands (and wrapping a selection in a link when an address is pasted over
 * it), the link policy transforms, Ctrl/Cmd+K and the link dialog.
 */
import { LinkPlugin as LexicalLinkPlugin } from "@lexical/react/LexicalLinkPlugin";
import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import type { JSX } from "react";
import { isPastableUrl } from "../../utils/links";
import { LinkDialog } from "./LinkDialog";
import { RefusedLinkNotice } from "./RefusedLinkNotice";
import { registerLinkPolicy } from "./registerLinkPolicy";
import { useLinkDialog } from "./useLinkDialog";

/** Links carry no rel/target of their own: the renderer adds them for external addresses. */
const LINK_ATTRIBUTES = { rel: null, target: null };

export function LinkPlugin(): JSX.Element {
  const [editor] = useLexicalComposerContext();
  const { dialog, close, save, remove } = useLinkDialog(editor);
  return (
    <>
      <LexicalLinkPlugin validateUrl={isPastableUrl} attributes={LINK_ATTRIBUTES} />
      <RefusedLinkNotice editor={editor} />
      {dialog !== null && (
        <LinkDialog key={dialog.serial} initialUrl={dialog.initialUrl} editing={dialog.editing} anchorRect={dialog.anchorRect} onSave={save} onRemove={remove} onClose={close} />
      )}
    </>
  );
}

export { registerLinkPolicy };
