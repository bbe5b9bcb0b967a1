import { database } from "../db/client";
import { recordErrorOccurrence } from "../db/error-records";
import { logEvent } from "../platform/log";
import type { Bindings } from "../shared/env";

/** What an unexpected error is called in the records: its class, or the status it was answered with. */
export function kindOf(error: unknown, status?: number): string {
  if (error instanceof Error && error.name && error.name !== "Error") return error.name.slice(0, 60);
  return status ? `HTTP ${status}` : "Error";
}

/**
 * The message with what varies between repeats (numbers, quoted values) taken out, so the same
 * failure with another id or address counts as a repeat instead of a new error. Only its hash is
 * stored, never the text.
 */
const shapeOf = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error))
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
