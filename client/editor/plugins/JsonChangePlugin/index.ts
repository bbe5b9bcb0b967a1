/**
 * Reports the document to the page as Lexical JSON (editorState.toJSON()) after every change of
 * content. Selection moves, and the editor loading its initial value, are not changes; neither is
 * an update that leaves the JSON as it was (a transform that found nothing to fix), nor one that
 * only fills in an element's `textFormat`/`textStyle` (what new text typed there would look like:
 * Lexical derives them from the first text when it normalises a loaded document, so a page opened
 * and left untouched would otherwise report unsaved changes).
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
    let last = contentKey(editor.getEditorState().toJSON());
    return editor.registerUpdateListener(({ editorState, prevEditorState, dirtyElements, dirtyLeaves }) => {
      if (dirtyElements.size === 0 && dirtyLeaves.size === 0) return;
      const json = editorState.toJSON();
      const serialized = contentKey(json);
      if (serialized === last) return;
      last = serialized;
      // The first state (the empty paragraph of a new document) is where the page starts from.
      if (prevEditorState.isEmpty()) return;
      onChangeRef.current(json as { root: unknown });
    });
  }, [editor]);

  return null;
}

/** The document as text for comparing content: without the derived typing formats of elements. */
export const contentKey = (json: unknown): string => JSON.stringify(json, (key, value: unknown) => (key === "textFormat" || key === "textStyle" ? undefined : value));
