import { DrizzleQueryError } from "drizzle-orm";
import { database } from "../db/client";
import { recordErrorOccurrence } from "../db/error-records";
import { logEvent } from "../platform/log";
import type { Bindings } from "../shared/env";

/**
 * The error that failed, under drizzle's wrapper: a DrizzleQueryError carries D1's own error as its
 * cause, and its message lists the query's parameters (personal data, often), so neither its
 * name-less class nor its message says what went wrong.
 */
export function rootError(error: unknown): unknown {
  let current = error;
  for (let depth = 0; depth < 5 && current instanceof DrizzleQueryError && current.cause !== undefined; depth++) current = current.cause;
  return current;
}

/** D1's errors are plain `Error`s whose message starts with their class: "D1_ERROR: …", "D1_EXEC_ERROR: …". */
const D1_CLASS = /^(D1_[A-Z_]+)\b/;

/** What an unexpected error is called in the records: its class (D1's own for a failed query), or the status it was answered with. */
export function kindOf(error: unknown, status?: number): string {
  const root = rootError(error);
  if (root instanceof Error) {
    const d1 = D1_CLASS.exec(root.message);
    if (d1) return d1[1]!;
    if (root.name && root.name !== "Error") return root.name.slice(0, 60);
  }
  return status ? `HTTP ${status}` : "Error";
}

/** The message a log line may carry: the failed query's own (D1's), never drizzle's list of its parameters. */
export const logMessageOf = (error: unknown): string => {
  const root = rootError(error);
  return root instanceof Error ? root.message : String(root);
};

/** The stack a log line may carry: where it failed, headed by {@link logMessageOf} instead of the wrapper's message. */
export const logStackOf = (error: Error): string | undefined => error.stack?.replace(error.message, logMessageOf(error));

/**
 * The message with what varies between repeats (numbers, quoted values) taken out, so the same
 * failure with another id or address counts as a repeat instead of a new error. Only its hash is
 * stored, never the text.
 */
const shapeOf = (error: unknown): string =>
  logMessageOf(error)
    .replace(/(["'`]).*?\1/g, "…")
    .replace(/\d+/g, "#")
    .slice(0, 200);

async function fingerprintOf(route: string, kind: string, error: unknown): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${route}\n${kind}\n${shapeOf(error)}`));
  return [...new Uint8Array(digest).slice(0, 12)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * Records an unexpected error in D1 for the dashboard, the system page and the daily digest. The
 * database may be the very thing that failed, so a failure here is logged and swallowed: the
 * visitor still gets the error page with its code, and the log line still has it.
 */
export async function recordUnexpectedError(
  env: Pick<Bindings, "DB">,
  occurrence: { code: string; route: string; error: unknown; status?: number },
): Promise<void> {
  try {
    const kind = kindOf(occurrence.error, occurrence.status);
    const fingerprint = await fingerprintOf(occurrence.route, kind, occurrence.error);
    await recordErrorOccurrence(database(env.DB), { code: occurrence.code, route: occurrence.route, kind, fingerprint, at: new Date() });
  } catch (failure) {
    logEvent("error", "error_record_failed", { code: occurrence.code, error: failure instanceof Error ? failure.message : String(failure) });
  }
}
