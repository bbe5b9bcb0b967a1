import { describe, expect, it, vi } from "vitest";
import {
  CHUNK_ERROR_MESSAGE,
  CHUNK_RELOAD_KEY,
  CHUNK_RELOAD_WINDOW_MS,
  ChunkLoadError,
  claimChunkReload,
  withChunkReload,
  type StorageLike,
} from "../../../client/admin/chunk-reload";

class MemoryStorage implements StorageLike {
  readonly values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
}

describe("chunk reload guard", () => {
  it("reloads once, not again within 10 s, and again after 10 s", () => {
    const storage = new MemoryStorage();
    expect(claimChunkReload(storage, 1_000_000)).toBe(true);
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBe("1000000");
    expect(claimChunkReload(storage, 1_000_000 + CHUNK_RELOAD_WINDOW_MS - 1)).toBe(false);
    expect(claimChunkReload(storage, 1_000_000 + CHUNK_RELOAD_WINDOW_MS)).toBe(true);
  });

  it("never reloads without storage (no guard, so no loop)", () => {
    expect(claimChunkReload(null, 1)).toBe(false);
  });
});

describe("withChunkReload", () => {
  const failing = () => Promise.reject(new TypeError("Failed to fetch dynamically imported module"));

  it("passes a successful import through", async () => {
    const reload = vi.fn();
    const load = withChunkReload(async () => ({ default: "editor" }), { storage: () => new MemoryStorage(), now: () => 1, reload });
    await expect(load()).resolves.toEqual({ default: "editor" });
    expect(reload).not.toHaveBeenCalled();
  });

  it("reloads the page on the first failure and keeps the import pending", async () => {
    const storage = new MemoryStorage();
    const reload = vi.fn();
    const load = withChunkReload(failing, { storage: () => storage, now: () => 5_000_000, reload });
    let settled = false;
    void load().then(
      () => (settled = true),
      () => (settled = true),
    );
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(settled).toBe(false);
  });

  it("shows the Turkish error instead of reloading again within 10 s", async () => {
    const storage = new MemoryStorage();
    let now = 5_000_000;
    const reload = vi.fn();
    const load = withChunkReload(failing, { storage: () => storage, now: () => now, reload });
    void load();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    now += 4_000;
    // The reloaded page fails again.
    const error = await load().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as Error).name).toBe("ChunkLoadError");
    expect((error as Error).message).toBe(CHUNK_ERROR_MESSAGE);
    expect(CHUNK_ERROR_MESSAGE).toBe("Uygulamanın bir parçası yüklenemedi. Lütfen sayfayı yenileyin.");
    expect(reload).toHaveBeenCalledTimes(1);
    now += CHUNK_RELOAD_WINDOW_MS;
    void load();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(2));
  });
});
