/**
 * The browser's copies of one item's edits (client/admin/local-copy.ts) as a hook: unsaved edits
 * are written a moment after typing stops, and the editor's own version set aside after taking
 * someone else's stays there, and on screen, until it is brought back or dismissed.
 */
import { useCallback, useEffect, useState } from "react";
import { useLatest } from "./hooks";
import { dropLocalCopy, readLocalCopy, writeLocalCopy, type LocalCopy } from "./local-copy";

/** Edits reach this browser's storage this soon after typing stops. */
const LOCAL_COPY_DELAY_MS = 400;

export interface LocalCopyOptions<F> {
  /** Nothing is written to this browser until the item has loaded. */
  ready: boolean;
  dirty: boolean;
  /** The form: each change restarts the wait before writing. */
  form: F;
  /** Where and what to write when the wait is over (read then, so it is current). */
  current(): { key: string; copy: LocalCopy<F> };
}

export function useLocalCopy<F>({ ready, dirty, form, current }: LocalCopyOptions<F>) {
  const currentRef = useLatest(current);
  const [keptAside, setKeptAside] = useState<LocalCopy<F> | null>(null);

  // Every edit is also kept in this browser until it is saved.
  useEffect(() => {
    if (!dirty || !ready) return;
    const timer = setTimeout(() => {
      const { key, copy } = currentRef.current();
      writeLocalCopy(key, copy);
    }, LOCAL_COPY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [form, dirty, ready, currentRef]);

  /** Shows the version set aside under `key` (null: there is none to show). */
  const showAside = useCallback((key: string | null) => setKeptAside(key === null ? null : readLocalCopy<F>(key)), []);

  /** Sets the editor's own version aside under `key`. */
  const keepAside = useCallback((key: string, copy: LocalCopy<F>) => {
    writeLocalCopy(key, copy);
    setKeptAside(copy);
  }, []);

  /** Forgets the version set aside (kept under `key`, when known). */
  const dropAside = useCallback((key: string | null) => {
    if (key !== null) dropLocalCopy(key);
    setKeptAside(null);
  }, []);

  return { keptAside, showAside, keepAside, dropAside };
}
