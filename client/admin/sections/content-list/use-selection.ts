/** The rows chosen for a bulk action, each with the version the list shows (the server checks it). */
import { useState } from "react";

/** Something a list can choose: its id and the version it was shown at. */
export interface Selectable {
  id: number;
  version: number;
}

/** The chosen rows (id → version), and how to change them. */
export function useSelection() {
  const [selected, setSelected] = useState<ReadonlyMap<number, number>>(new Map());

  /** Chooses or drops each of `items`. */
  const toggle = (items: readonly Selectable[], on: boolean) =>
    setSelected((previous) => {
      const next = new Map(previous);
      for (const item of items) {
        if (on) next.set(item.id, item.version);
        else next.delete(item.id);
      }
      return next;
    });

  return {
    selected,
    toggle,
    clear: () => setSelected(new Map()),
    /** The chosen rows as the bulk request takes them. */
    items: () => [...selected].map(([id, version]) => ({ id, version })),
  };
}

/** What useSelection gives. */
export type Selection = ReturnType<typeof useSelection>;
