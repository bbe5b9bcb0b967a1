/**
 * What an ImageNode shows inside the editor: the image itself. A click selects it (a node
 * selection); Backspace/Delete then remove it (Lexical's rich-text plugin), and the images plugin
 * offers the field for its alternative text.
 */
import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { useLexicalNodeSelection } from "@lexical/react/useLexicalNodeSelection";
import { CLICK_COMMAND, COMMAND_PRIORITY_LOW, type NodeKey } from "lexical";
import { type JSX, useEffect, useRef } from "react";
import { isAllowedImageSrc } from "../../../src/shared/richtext/url-policy";

export interface ImageComponentProps {
  nodeKey: NodeKey;
  src: string;
  altText: string;
  width: number | undefined;
  height: number | undefined;
}

export function ImageComponent({ nodeKey, src, altText, width, height }: ImageComponentProps): JSX.Element | null {
  const [editor] = useLexicalComposerContext();
  const [isSelected, setSelected, clearSelection] = useLexicalNodeSelection(nodeKey);
  const imageRef = useRef<HTMLImageElement>(null);

  useEffect(() => {
    return editor.registerCommand(
      CLICK_COMMAND,
      (event: MouseEvent) => {
        if (event.target !== imageRef.current) return false;
        if (!event.shiftKey) clearSelection();
        setSelected(true);
        return true;
      },
      COMMAND_PRIORITY_LOW,
    );
  }, [editor, clearSelection, setSelected]);

  // An address that is not ours (the image policy is about to remove the node) is never loaded.
  if (!isAllowedImageSrc(src)) return null;

  return (
    <img
      ref={imageRef}
      className={isSelected ? "rte-image-img rte-image-img--selected" : "rte-image-img"}
      src={src}
      alt={altText}
      width={width}
      height={height}
      draggable={false}
    />
  );
}
