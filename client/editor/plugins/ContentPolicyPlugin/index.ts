/**
 * Keeps the document inside the server's whitelist (src/richtext/schema.ts) while it is edited. The
 * link and image rules live with their plugins (LinkPlugin, ImagesPlugin); this one handles what has
 * no plugin of its own: tabs.
 */
import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { useEffect } from "react";
import { registerTabPolicy } from "./registerTabPolicy";

export function ContentPolicyPlugin(): null {
  const [editor] = useLexicalComposerContext();
  useEffect(() => registerTabPolicy(editor), [editor]);
  return null;
}

export { registerTabPolicy };
