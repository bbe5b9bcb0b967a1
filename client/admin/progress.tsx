/**
 * The thin bar at the top of the admin app: shown while any request of the API client (a section's
 * data after an in-app navigation, a save, an upload) is in flight. A module-level counter, so the
 * API client can use it without React; components read it through useSyncExternalStore.
 */
import { useSyncExternalStore } from "react";

let inFlight = 0;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Marks the start of some work; call the returned function (once) when it ends. */
export function beginProgress(): () => void {
  inFlight += 1;
  emit();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    inFlight = Math.max(0, inFlight - 1);
    emit();
  };
}

/** Counts a promise as work in flight until it settles. */
export function trackProgress<T>(work: Promise<T>): Promise<T> {
  const end = beginProgress();
  return work.finally(end);
}

/** How many pieces of work are in flight (for tests and the bar). */
export const progressCount = (): number => inFlight;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The server (and hydration) always sees an idle app. */
const idle = () => 0;

export function useProgressCount(): number {
  return useSyncExternalStore(subscribe, progressCount, idle);
}

/** An indeterminate bar animated by CSS (admin.css), present only while work is in flight. */
export function ProgressBar() {
  const count = useProgressCount();
  if (count === 0) return null;
  return (
    <div className="admin-progress" role="progressbar" aria-label="Yükleniyor">
      <div className="admin-progress-bar" />
    </div>
  );
}
