import { describe, expect, it, vi } from "vitest";
import {
  CHECK_INTERVAL_MS,
  RELOAD_GUARD_MS,
  RELOAD_STORAGE_KEY,
  START_DELAY_MS,
  claimReload,
  connectionAllowsChecks,
  createBuildWatcher,
  createReloadDecider,
  isNewBuild,
  latestBuildUrl,
  type BuildWatcherDeps,
  type ConnectionInfo,
  type StorageLike,
} from "../../../client/admin/build-updates";

class MemoryStorage implements StorageLike {
  readonly values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
}

/** A hand-driven clock with timeouts and intervals. */
function fakeClock(start = 1_000_000) {
  let now = start;
  let nextId = 1;
  const timers = new Map<number, { at: number; every: number | null; callback: () => void }>();
  return {
    now: () => now,
    setTimeout: (callback: () => void, ms: number) => {
      const id = nextId++;
      timers.set(id, { at: now + ms, every: null, callback });
      return id;
    },
    setInterval: (callback: () => void, ms: number) => {
      const id = nextId++;
      timers.set(id, { at: now + ms, every: ms, callback });
      return id;
    },
    clear: (id: unknown) => void timers.delete(id as number),
    pending: () => timers.size,
    async advance(ms: number) {
      const end = now + ms;
      for (;;) {
        const due = [...timers.entries()].filter(([, timer]) => timer.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        const [id, timer] = due;
        now = timer.at;
        if (timer.every === null) timers.delete(id);
        else timer.at += timer.every;
        timer.callback();
        await Promise.resolve();
        await Promise.resolve();
        await Promise.resolve();
      }
      now = end;
    },
  };
}

function setup(options: { latestId?: string; connection?: ConnectionInfo | null; fail?: boolean } = {}) {
  const clock = fakeClock();
  const fetched: string[] = [];
  const warn = vi.fn();
  const onUpdate = vi.fn();
  let latestId = options.latestId ?? "build-a";
  let connection = options.connection ?? null;
  const deps: BuildWatcherDeps = {
    buildId: "build-a",
    fetch: async (url) => {
      fetched.push(url);
      if (options.fail) throw new TypeError("Failed to fetch");
      return { ok: true, status: 200, json: async () => ({ id: latestId, timestamp: 1 }) };
    },
    setTimeout: clock.setTimeout,
    clearTimeout: clock.clear,
    setInterval: clock.setInterval,
    clearInterval: clock.clear,
    now: clock.now,
    connection: () => connection,
    warn,
    onUpdate,
  };
  const watcher = createBuildWatcher(deps);
  return {
    clock,
    fetched,
    warn,
    onUpdate,
    watcher,
    setLatest: (id: string) => (latestId = id),
    setConnection: (next: ConnectionInfo | null) => (connection = next),
  };
}

describe("build updates: when to check", () => {
  it("first checks about 1 s after start, then every 5 minutes", async () => {
    const { clock, fetched, watcher } = setup();
    watcher.start();
    await clock.advance(START_DELAY_MS - 1);
    expect(fetched).toHaveLength(0);
    await clock.advance(1);
    expect(fetched).toHaveLength(1);
    await clock.advance(CHECK_INTERVAL_MS - 1);
    expect(fetched).toHaveLength(1);
    await clock.advance(1);
    expect(fetched).toHaveLength(2);
    await clock.advance(CHECK_INTERVAL_MS * 2);
    expect(fetched).toHaveLength(4);
  });

  it("asks for latest.json with a cache-defeating timestamp", async () => {
    const { clock, fetched, watcher } = setup();
    watcher.start();
    await clock.advance(START_DELAY_MS);
    expect(fetched[0]).toBe(`/_app/builds/latest.json?${clock.now()}`);
    expect(latestBuildUrl(42)).toBe("/_app/builds/latest.json?42");
  });

  it("does not check when the user saves data or the connection is 2g / slow-2g", async () => {
    expect(connectionAllowsChecks({ saveData: true, effectiveType: "4g" })).toBe(false);
    expect(connectionAllowsChecks({ effectiveType: "2g" })).toBe(false);
    expect(connectionAllowsChecks({ effectiveType: "slow-2g" })).toBe(false);
    expect(connectionAllowsChecks({ effectiveType: "3g" })).toBe(true);
    expect(connectionAllowsChecks({ saveData: false, effectiveType: "4g" })).toBe(true);
    expect(connectionAllowsChecks(undefined)).toBe(true);

    const { clock, fetched, watcher, setConnection } = setup({ connection: { saveData: true } });
    watcher.start();
    await clock.advance(START_DELAY_MS + CHECK_INTERVAL_MS);
    expect(fetched).toHaveLength(0);
    setConnection({ effectiveType: "4g" });
    await clock.advance(CHECK_INTERVAL_MS);
    expect(fetched).toHaveLength(1);
  });
});

describe("build updates: comparing ids", () => {
  it("marks an update only when the id differs", async () => {
    expect(isNewBuild("a", { id: "a" })).toBe(false);
    expect(isNewBuild("a", { id: "b", timestamp: 1 })).toBe(true);
    expect(isNewBuild("a", { id: "" })).toBe(false);
    expect(isNewBuild("a", null)).toBe(false);
    expect(isNewBuild("a", "b")).toBe(false);

    const { clock, watcher, setLatest, onUpdate, fetched } = setup();
    watcher.start();
    await clock.advance(START_DELAY_MS);
    expect(watcher.updateAvailable).toBe(false);
    setLatest("build-b");
    await clock.advance(CHECK_INTERVAL_MS);
    expect(watcher.updateAvailable).toBe(true);
    expect(onUpdate).toHaveBeenCalledWith("build-b");
    // Once known, polling stops.
    await clock.advance(CHECK_INTERVAL_MS * 3);
    expect(fetched).toHaveLength(2);
    expect(clock.pending()).toBe(0);
  });

  it("only logs failures", async () => {
    const { clock, watcher, warn } = setup({ fail: true });
    watcher.start();
    await clock.advance(START_DELAY_MS);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(watcher.updateAvailable).toBe(false);
  });

  it("logs a non-2xx answer without marking an update", async () => {
    const warn = vi.fn();
    const watcher = createBuildWatcher({
      buildId: "a",
      fetch: async () => ({ ok: false, status: 503, json: async () => ({ id: "b" }) }),
      setTimeout: () => 0,
      clearTimeout: () => {},
      setInterval: () => 0,
      clearInterval: () => {},
      now: () => 1,
      connection: () => null,
      warn,
    });
    await watcher.check();
    expect(watcher.updateAvailable).toBe(false);
    expect(warn).toHaveBeenCalled();
  });
});

describe("build updates: full page loads", () => {
  it("reloads a path at most once per 10 s", () => {
    const storage = new MemoryStorage();
    expect(claimReload("/admin/gundem", storage, 100_000)).toBe(true);
    expect(claimReload("/admin/gundem", storage, 100_000 + RELOAD_GUARD_MS - 1)).toBe(false);
    // Another path is its own.
    expect(claimReload("/admin/galeri", storage, 100_000 + 5_000)).toBe(true);
    expect(claimReload("/admin/gundem", storage, 100_000 + RELOAD_GUARD_MS)).toBe(true);
    expect(JSON.parse(storage.getItem(RELOAD_STORAGE_KEY)!)).toMatchObject({ "/admin/gundem": 110_000 });
  });

  it("tolerates broken or missing storage", () => {
    const storage = new MemoryStorage();
    storage.setItem(RELOAD_STORAGE_KEY, "not json");
    expect(claimReload("/admin", storage, 1)).toBe(true);
    expect(claimReload("/admin", null, 1)).toBe(true);
  });

  it("asks for a full load only once a newer build is known", () => {
    const storage = new MemoryStorage();
    let update = false;
    let now = 50_000;
    const shouldReloadFor = createReloadDecider({ updateAvailable: () => update, storage: () => storage, now: () => now });
    expect(shouldReloadFor("/admin/gundem")).toBe(false);
    update = true;
    expect(shouldReloadFor("/admin/gundem")).toBe(true);
    now += 3_000;
    expect(shouldReloadFor("/admin/gundem")).toBe(false);
    now += RELOAD_GUARD_MS;
    expect(shouldReloadFor("/admin/gundem")).toBe(true);
  });
});
