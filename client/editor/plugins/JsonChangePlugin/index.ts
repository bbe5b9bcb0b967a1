/**
 * Reports the document to the page as Lexical JSON (editorState.toJSON()) after every change of
 * content. Selection moves, and the editor loading its initial value, are not changes; neither is
 * an update that leaves the JSON as it was (a transform that found nothing to fix).
 */
import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { useEffect, useRef } from "react";

export interface JsonChangePluginProps {
  onChange: (value: { root: unknown }) => void;
}

export function JsonChangePlugin({ onChange }: JsonChangePluginProps): null {
  const [editor] = useLexicalComposerContext();
  const onChangeRef = useRef(onChange);

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    // What the page already has: the initial value as the editor loaded it.
    let last = JSON.stringify(editor.getEditorState().toJSON());
    return editor.registerUpdateListener(({ editorState, prevEditorState, dirtyElements, dirtyLeaves }) => {
      if (dirtyElements.size === 0 && dirtyLeaves.size === 0) return;
      const json = editorState.toJSON();
      const serialized = JSON.stringify(json);
      if (serialized === last) return;
      last = serialized;
      // The first state (the empty paragraph of a new document) is where the page starts from.
      if (prevEditorState.isEmpty()) return;
      onChangeRef.current(json as { root: unknown });
    });
  }, [editor]);

  return null;
}
