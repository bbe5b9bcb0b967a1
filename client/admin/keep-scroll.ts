/** Keeps the page where the editor was looking across a change that rebuilds the form. */
import { useLayoutEffect, useState } from "react";
import { browser } from "./browser";

/**
 * Returns `keep(change)`: runs `change` and puts the page back at the scroll position it had. Loading
 * another version into the form remounts the rich-text editor, which is empty for a moment; the page
 * shortens, the browser scrolls up to fit, and the clicked button is gone, so scroll anchoring has
 * nothing to hold on to. Put back once React has committed, and again after the next frame, when the
 * editor's pictures have their boxes.
 */
export function useKeepScroll(): (change: () => void) => void {
  const [position, setPosition] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (position === null) return;
    const window = browser();
    window.scrollTo(0, position);
    window.requestAnimationFrame(() => window.scrollTo(0, position));
    setPosition(null);
  }, [position]);
  return (change) => {
    const before = browser().scrollY;
    change();
    setPosition(before);
  };
}
