/**
 * When a lazily loaded chunk (the editor) fails to load — typically because a deploy replaced the
 * fingerprinted files this page refers to — reload the page once. A second failure within 10 s
 * does not reload again (that would loop); the user sees a Turkish message instead.
 */
export const CHUNK_RELOAD_KEY = "admin:chunk-reload-at";
export const CHUNK_RELOAD_WINDOW_MS = 10_000;
export const CHUNK_ERROR_MESSAGE = "Uygulamanın bir parçası yüklenemedi. Lütfen sayfayı yenileyin.";

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The error a failed chunk turns into when the page will not reload (shown by the editor slot). */
export class ChunkLoadError extends Error {
  constructor(cause?: unknown) {
    super(CHUNK_ERROR_MESSAGE, { cause });
    this.name = "ChunkLoadError";
  }
}

/**
 * Whether to reload after a chunk failure, remembering the reload: false when the last one was less
 * than 10 s ago. Without usable storage there is no guard, so no reload either (no loop possible).
 */
export function claimChunkReload(storage: StorageLike | null, now: number): boolean {
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(CHUNK_RELOAD_KEY));
    if (Number.isFinite(last) && last > 0 && now - last >= 0 && now - last < CHUNK_RELOAD_WINDOW_MS) return false;
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}

export interface ChunkReloadDeps {
  storage: () => StorageLike | null;
  now: () => number;
  reload: () => void;
  warn?: (...args: unknown[]) => void;
}

/**
 * Wraps a dynamic import: on failure, reload once (the promise then stays pending until the page
 * goes away) or, within the 10 s window, reject with a ChunkLoadError carrying the Turkish message.
 */
export function withChunkReload<T>(load: () => Promise<T>, deps: ChunkReloadDeps): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      deps.warn?.("[admin] Parça yüklenemedi:", error);
      if (claimChunkReload(deps.storage(), deps.now())) {
        deps.reload();
        return new Promise<T>(() => {});
      }
      throw new ChunkLoadError(error);
    });
}

/** The browser's own storage, clock and reload. */
const globals = () => globalThis as unknown as { sessionStorage?: StorageLike; location: { reload(): void } };

export const browserChunkReloadDeps: ChunkReloadDeps = {
  storage: () => {
    try {
      return globals().sessionStorage ?? null;
    } catch {
      return null;
    }
  },
  now: () => Date.now(),
  reload: () => globals().location.reload(),
  warn: (...args) => console.warn(...args),
};
