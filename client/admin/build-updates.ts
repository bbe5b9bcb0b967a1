/**
 * The original system's build-update behaviour: poll /_app/builds/latest.json about a second after
 * start and then every five minutes; once the id differs from the page's own build, the router's
 * next in-app navigation becomes a full page load (at most once per 10 s for the same path, so a
 * stale cache cannot cause a reload loop). Failures are only logged.
 *
 * Everything is built from injected pieces (fetch, timers, clock, storage, connection) so the
 * decisions can be tested in Node; `startBuildUpdates` wires in the browser's own.
 */
export const START_DELAY_MS = 1000;
export const CHECK_INTERVAL_MS = 5 * 60 * 1000;
export const RELOAD_GUARD_MS = 10_000;
export const RELOAD_STORAGE_KEY = "admin:build-reload-at";
export const LATEST_BUILD_PATH = "/_app/builds/latest.json";

export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/** No polling for people who asked to save data or are on a very slow connection. */
export function connectionAllowsChecks(connection: ConnectionInfo | null | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return connection.effectiveType !== "slow-2g" && connection.effectiveType !== "2g";
}

/** "/_app/builds/latest.json?1767000000000": the timestamp only defeats caches. */
export const latestBuildUrl = (now: number) => `${LATEST_BUILD_PATH}?${now}`;

/** True when the answer names a build other than ours. Anything malformed is "no news". */
export function isNewBuild(currentId: string, latest: unknown): boolean {
  if (typeof latest !== "object" || latest === null) return false;
  const id = (latest as { id?: unknown }).id;
  return typeof id === "string" && id !== "" && id !== currentId;
}

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function readReloads(storage: StorageLike): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(RELOAD_STORAGE_KEY) ?? "{}");
    if (typeof parsed !== "object" || parsed === null) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, number] => typeof entry[1] === "number"));
  } catch {
    return {};
  }
}

/**
 * Whether to load `path` from the server now, remembering it: true at most once per 10 s per path.
 * Without usable storage the answer is still true (a reload loop needs repeated clicks anyway).
 */
export function claimReload(path: string, storage: StorageLike | null, now: number): boolean {
  if (!storage) return true;
  try {
    const reloads = readReloads(storage);
    const last = reloads[path];
    if (last !== undefined && now - last >= 0 && now - last < RELOAD_GUARD_MS) return false;
    const kept: Record<string, number> = {};
    for (const [key, at] of Object.entries(reloads)) if (now - at >= 0 && now - at < RELOAD_GUARD_MS) kept[key] = at;
    kept[path] = now;
    storage.setItem(RELOAD_STORAGE_KEY, JSON.stringify(kept));
    return true;
  } catch {
    return true;
  }
}

export interface BuildWatcherDeps {
  buildId: string;
  fetch: (url: string) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  setInterval: (callback: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
  now: () => number;
  /** Read at every check: the connection can change while the page is open. */
  connection: () => ConnectionInfo | null | undefined;
  warn: (...args: unknown[]) => void;
  onUpdate?: (latestId: string) => void;
}

export interface BuildWatcher {
  start(): void;
  stop(): void;
  /** One check now (what the timers call). */
  check(): Promise<void>;
  readonly updateAvailable: boolean;
}

export function createBuildWatcher(deps: BuildWatcherDeps): BuildWatcher {
  let updateAvailable = false;
  let startTimer: unknown = null;
  let interval: unknown = null;
  let checking = false;

  const stop = () => {
    if (startTimer !== null) deps.clearTimeout(startTimer);
    if (interval !== null) deps.clearInterval(interval);
    startTimer = null;
    interval = null;
  };

  const check = async () => {
    if (updateAvailable || checking || !connectionAllowsChecks(deps.connection())) return;
    checking = true;
    try {
      const response = await deps.fetch(latestBuildUrl(deps.now()));
      if (!response.ok) {
        deps.warn(`[admin] Sürüm denetimi başarısız: HTTP ${response.status}`);
        return;
      }
      const latest = await response.json();
      if (isNewBuild(deps.buildId, latest)) {
        updateAvailable = true;
        stop();
        deps.onUpdate?.((latest as { id: string }).id);
      }
    } catch (error) {
      deps.warn("[admin] Sürüm denetimi başarısız:", error);
    } finally {
      checking = false;
    }
  };

  return {
    start() {
      if (startTimer !== null || interval !== null || updateAvailable) return;
      startTimer = deps.setTimeout(() => {
        startTimer = null;
        void check();
        if (!updateAvailable) interval = deps.setInterval(() => void check(), CHECK_INTERVAL_MS);
      }, START_DELAY_MS);
    },
    stop,
    check,
    get updateAvailable() {
      return updateAvailable;
    },
  };
}

/** The router's question before each in-app navigation: load this path from the server instead? */
export function createReloadDecider(deps: { updateAvailable: () => boolean; storage: () => StorageLike | null; now: () => number }) {
  return (path: string): boolean => deps.updateAvailable() && claimReload(path, deps.storage(), deps.now());
}

// --- The browser's wiring -----------------------------------------------------------------------

let watcher: BuildWatcher | null = null;

/** The browser globals used below, typed without the DOM library (tests compile this file too). */
interface BrowserGlobals {
  sessionStorage: StorageLike;
  fetch(url: string, init: { cache: "no-store"; credentials: "same-origin"; headers: Record<string, string> }): ReturnType<BuildWatcherDeps["fetch"]>;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
  navigator?: { connection?: ConnectionInfo };
  document?: { documentElement: { setAttribute(name: string, value: string): void } };
}

const globals = () => globalThis as unknown as BrowserGlobals;

function sessionStorageOrNull(): StorageLike | null {
  try {
    return globals().sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** Starts polling for the page's build (once). */
export function startBuildUpdates(buildId: string): BuildWatcher {
  if (watcher) return watcher;
  watcher = createBuildWatcher({
    buildId,
    fetch: (url) => globals().fetch(url, { cache: "no-store", credentials: "same-origin", headers: { Accept: "application/json" } }),
    setTimeout: (callback, ms) => globals().setTimeout(callback, ms),
    clearTimeout: (handle) => globals().clearTimeout(handle),
    setInterval: (callback, ms) => globals().setInterval(callback, ms),
    clearInterval: (handle) => globals().clearInterval(handle),
    now: () => Date.now(),
    connection: () => globals().navigator?.connection,
    warn: (...args) => console.warn(...args),
    // The page says that a newer build is known (the next in-app navigation loads from the server):
    // visible in the developer tools, and what the browser tests wait for.
    onUpdate: (latestId) => globals().document?.documentElement.setAttribute("data-yeni-surum", latestId),
  });
  watcher.start();
  return watcher;
}

const decide = createReloadDecider({
  updateAvailable: () => watcher?.updateAvailable ?? false,
  storage: sessionStorageOrNull,
  now: () => Date.now(),
});

/** For the router: true when a newer build is out and `path` was not reloaded in the last 10 s. */
export function shouldReloadFor(path: string): boolean {
  return decide(path);
}
