/**
 * What a section's buttons share: one action at a time runs, its failure is told (with the fields
 * the server named), its success is told in a status line, and the button it came from shows it is busy.
 */
import { useState, type ReactNode } from "react";
import { asApiError, type ApiClientError } from "./api";
import { useMountedRef } from "./hooks";
import { ErrorNotice, StatusText } from "./ui";

/** How one run is marked and judged. */
export interface RunOptions {
  /** What `busy` holds while it runs (a row's id), so only that row's button waits. */
  busyKey?: string | number;
  /** Turns a failure into the error shown (`formRefusal` for forms); asApiError by default. */
  refusal?(caught: unknown): ApiClientError;
}

/** The state of a section's actions; see `ActionFeedback` for how it is shown. */
export interface ActionState {
  error: ApiClientError | null;
  done: ReactNode;
  /** The busyKey of the action running now, or null. */
  busy: string | number | null;
  /** The fields the last refusal named (each form shows its own under the field). */
  fieldErrors: Record<string, string>;
  /**
   * Clears what was told, runs `work`, then tells what it returns (nothing when it returns nothing)
   * or the error it threw. Never throws itself.
   */
  run(work: () => Promise<ReactNode | void>, options?: RunOptions): Promise<void>;
  /** Tells a failure that did not come from `run` (an effect's own request). */
  fail(caught: unknown): void;
  setDone(done: ReactNode): void;
}

/** One action state for a section (or a form within it). */
export function useAction(): ActionState {
  const mounted = useMountedRef();
  const [error, setError] = useState<ApiClientError | null>(null);
  const [done, setDone] = useState<ReactNode>(null);
  const [busy, setBusy] = useState<string | number | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const run = async (work: () => Promise<ReactNode | void>, { busyKey = "action", refusal = asApiError }: RunOptions = {}) => {
    setError(null);
    setDone(null);
    setBusy(busyKey);
    try {
      const told = await work();
      if (!mounted.current) return;
      if (told) setDone(told);
      setFieldErrors({});
    } catch (caught) {
      if (!mounted.current) return;
      const failure = refusal(caught);
      setError(failure);
      setFieldErrors(failure.fields);
    } finally {
      if (mounted.current) setBusy(null);
    }
  };

  const fail = (caught: unknown) => {
    if (mounted.current) setError(asApiError(caught));
  };

  return { error, done, busy, fieldErrors, run, fail, setDone };
}

/** The error of the last action (role="alert") and what the last one did (role="status"). */
export function ActionFeedback({ action, onReload, reloadLabel }: { action: ActionState; onReload?: () => void; reloadLabel?: string }) {
  return (
    <>
      <ErrorNotice error={action.error} onReload={onReload} reloadLabel={reloadLabel} />
      {action.done ? <StatusText>{action.done}</StatusText> : null}
    </>
  );
}
