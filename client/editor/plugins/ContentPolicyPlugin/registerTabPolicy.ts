/**
 * Tabs: Lexical turns a pasted "\t" into a TabNode (type "tab"), which the server's whitelist does not
 * know. The Tab key itself moves the focus (there is no tab indentation), so a tab can only come from
 * a paste; it becomes a plain space with the same formats.
 */
import { $createTextNode, type LexicalEditor, TabNode } from "lexical";

export function registerTabPolicy(editor: LexicalEditor): () => void {
  return editor.registerNodeTransform(TabNode, (tab) => {
    const space = $createTextNode(" ");
    space.setFormat(tab.getFormat());
    tab.replace(space);
  });
}
