import { type RefObject, useEffect, useLayoutEffect } from "react";
import type { AnchorRect } from "./selection";

/** Keeps the dialog inside its container horizontally. */
const EDGE_GAP = 8;

/**
 * Places the dialog under the selection: coordinates are set through the CSSOM (never a style
 * attribute in server markup; the dialog only ever renders in the browser).
 */
export function useDialogPlacement(dialogRef: RefObject<HTMLElement | null>, anchorRect: AnchorRect | null): void {
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    const container = dialog?.offsetParent;
    if (!dialog || !(container instanceof HTMLElement)) return;
    if (anchorRect === null) {
      dialog.style.removeProperty("top");
      dialog.style.removeProperty("left");
      return;
    }
    const box = container.getBoundingClientRect();
    const maxLeft = Math.max(EDGE_GAP, box.width - dialog.offsetWidth - EDGE_GAP);
    const left = Math.min(Math.max(EDGE_GAP, anchorRect.left - box.left), maxLeft);
    const top = Math.max(EDGE_GAP, anchorRect.bottom - box.top + EDGE_GAP);
    dialog.style.top = `${Math.round(top)}px`;
    dialog.style.left = `${Math.round(left)}px`;
  }, [dialogRef, anchorRect]);
}

/**
 * The address field takes the focus once the key that opened the dialog is over: focused at once,
 * it would also receive that key's Enter (implicit submission) when the toolbar button was pressed
 * with Enter.
 */
export function useFocusWhenOpened(inputRef: RefObject<HTMLInputElement | null>, dialogRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const timer = setTimeout(() => {
      const input = inputRef.current;
      if (!input) return;
      input.focus({ preventScroll: true });
      input.select();
      dialogRef.current?.scrollIntoView?.({ block: "nearest" });
    }, 0);
    return () => clearTimeout(timer);
  }, [inputRef, dialogRef]);
}
