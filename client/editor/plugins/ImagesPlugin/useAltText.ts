import { $getNodeByKey, $getSelection, $isNodeSelection, type LexicalEditor, type NodeKey } from "lexical";
import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { $isImageNode } from "../../nodes/ImageNode";
import type { AltTarget, SaveAltText, UploadedImage } from "./types";

export const ALT_NOT_STORED_MESSAGE = "Alternatif metin metne eklendi, ama görselin kendi alternatif metni olarak kaydedilemedi.";

/** The image selected on its own, as a target for its alternative text (read inside the editor state). */
function $selectedImage(): AltTarget | null {
  const selection = $getSelection();
  if (!$isNodeSelection(selection)) return null;
  const nodes = selection.getNodes();
  const node = nodes.length === 1 ? nodes[0] : null;
  return $isImageNode(node) ? { nodeKey: node.getKey(), src: node.getSrc(), altText: node.getAltText(), reason: "selected" } : null;
}

/**
 * The alternative text of images: asked once after an image is inserted, offered for editing when
 * an image is selected (a click on it); saved in the text and, best effort, as the image's own.
 */
export function useAltText(editor: LexicalEditor, saveAltText: RefObject<SaveAltText | undefined>, mounted: RefObject<boolean>, setStatus: (status: string) => void) {
  const [prompt, setPrompt] = useState<AltTarget | null>(null);
  const [selectedImage, setSelectedImage] = useState<AltTarget | null>(null);
  const focusPrompt = useRef(false);

  useEffect(
    () =>
      editor.registerUpdateListener(({ editorState }) => {
        const target = editorState.read($selectedImage);
        setSelectedImage((previous) => (previous?.nodeKey === target?.nodeKey && previous?.altText === target?.altText ? previous : target));
      }),
    [editor],
  );

  /** Asks for the text of an image just inserted; `focus`: the field takes the focus at once. */
  const ask = useCallback((nodeKey: NodeKey, image: UploadedImage, focus: boolean) => {
    focusPrompt.current = focus;
    setPrompt({ nodeKey, src: image.url, altText: typeof image.alt === "string" ? image.alt : "", reason: "upload" });
  }, []);

  const save = useCallback(
    (target: AltTarget, altText: string) => {
      editor.update(() => {
        const node = $getNodeByKey(target.nodeKey);
        if ($isImageNode(node) && node.getAltText() !== altText) node.setAltText(altText);
      });
      if (target.reason === "upload") setPrompt(null);
      setStatus("Alternatif metin kaydedildi.");
      editor.focus();
      // The image's own alt text too (the library, covers and albums show it): an empty one stays the text's choice.
      const store = saveAltText.current;
      if (store && altText) store(target.src, altText).catch(() => mounted.current && setStatus(ALT_NOT_STORED_MESSAGE));
    },
    [editor, mounted, saveAltText, setStatus],
  );

  const dismiss = useCallback(
    (target: AltTarget) => {
      if (target.reason === "upload") setPrompt(null);
      else setSelectedImage(null);
      editor.focus();
    },
    [editor],
  );

  const target = prompt ?? selectedImage;
  return { target, autoFocus: target?.reason === "upload" && focusPrompt.current, ask, save, dismiss };
}
