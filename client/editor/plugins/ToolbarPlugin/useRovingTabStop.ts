import { type KeyboardEvent, useRef, useState } from "react";

/** The index the key moves to among `count` buttons, or null for a key the toolbar leaves alone. */
function nextIndex(key: string, index: number, count: number): number | null {
  switch (key) {
    case "ArrowRight":
    case "ArrowDown":
      return (index + 1) % count;
    case "ArrowLeft":
    case "ArrowUp":
      return (index - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}

/**
 * The toolbar's one Tab stop (roving tabindex): the last button used, or the first usable one when
 * that one is disabled; arrow keys, Home and End move between the usable buttons.
 */
export function useRovingTabStop(enabledKeys: readonly string[], initialKey: string) {
  const [activeKey, setActiveKey] = useState(initialKey);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const tabStop = enabledKeys.includes(activeKey) ? activeKey : enabledKeys[0];

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const key = (event.target as HTMLElement).dataset?.rteKey;
    if (key === undefined || enabledKeys.length === 0) return;
    const next = nextIndex(event.key, enabledKeys.indexOf(key), enabledKeys.length);
    if (next === null) return;
    event.preventDefault();
    const target = enabledKeys[next]!;
    setActiveKey(target);
    buttons.current.get(target)?.focus();
  };

  /** The ref callback of the button with `key`. */
  const register = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };

  return { tabStop, onKeyDown, register, setActiveKey };
}
