/**
 * Unsaved form contents kept in the browser (localStorage), one entry per item, so a reload, a
 * crash or a refused save never loses what was typed. Storage can be full, off or private: then
 * nothing is kept and the form works as before.
 */

export interface LocalCopy<F> {
  form: F;
  /** The item's version the edits started from (null: an item not yet created). */
  baseVersion: number | null;
  /** When it was written (ms). */
  at: number;
}

interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const PREFIX = "admin:yerel-kopya:";

function storage(): StorageLike | null {
  try {
    return (globalThis as unknown as { localStorage?: StorageLike }).localStorage ?? null;
  } catch {
    // Some privacy settings throw on the mere access.
    return null;
  }
}

/** "news:12", "events:yeni"; `aside` for the editor's own version kept after taking the other one. */
export const localCopyKey = (kind: string, id: number | string | null, aside = false) => `${PREFIX}${aside ? "kenara:" : ""}${kind}:${id ?? "yeni"}`;

export function readLocalCopy<F>(key: string): LocalCopy<F> | null {
  try {
    const raw = storage()?.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as LocalCopy<F>;
    return parsed && typeof parsed === "object" && "form" in parsed ? parsed : null;
  } catch {
    return null;
  }
}

export function writeLocalCopy<F>(key: string, copy: LocalCopy<F>): void {
  try {
    storage()?.setItem(key, JSON.stringify(copy));
  } catch {
    // Quota exceeded: the form still holds the text.
  }
}

export function dropLocalCopy(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to do.
  }
}
