/**
 * Keeps the document inside the server's whitelist (src/shared/richtext/schema.ts) while it is edited. The
 * link and image rules live with their plugins (LinkPlugin, ImagesPlugin); this one handles what has
 * no plugin of its own: tabs, and heading levels the toolbar does not offer.
 */
import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { mergeRegister } from "lexical";
import { useEffect } from "react";
import { registerHeadingPolicy } from "./registerHeadingPolicy";
import { registerTabPolicy } from "./registerTabPolicy";

export function ContentPolicyPlugin(): null {
  const [editor] = useLexicalComposerContext();
  useEffect(() => mergeRegister(registerTabPolicy(editor), registerHeadingPolicy(editor)), [editor]);
  return null;
}

export { registerHeadingPolicy, registerTabPolicy };
