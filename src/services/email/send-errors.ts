/**
 * What an error from the Email Service binding's `send()` means for the mail it refused. The
 * binding throws an Error with a `code` (developers.cloudflare.com/email-service/api/send-emails/
 * workers-api/, "Error codes"). Some codes say the mail itself can never go out as it is (a bad or
 * suppressed address, a mail too large): sending it again would fail again, so it is given up at
 * once and, for a bulletin, its recipient is marked failed for the admin to see. Every other error
 * is temporary (the sending rate or the daily quota reached, the service down, the sending domain
 * not set up yet, or a code we do not know): the mail waits in the queue and is tried again later.
 */

/** Codes after which sending the same mail again cannot succeed. */
const PERMANENT_CODES: ReadonlySet<string> = new Set([
  "E_VALIDATION_ERROR",
  "E_FIELD_MISSING",
  "E_TOO_MANY_RECIPIENTS",
  "E_RECIPIENT_NOT_ALLOWED",
  "E_RECIPIENT_SUPPRESSED",
  "E_CONTENT_TOO_LARGE",
  "E_HEADER_NOT_ALLOWED",
  "E_HEADER_USE_API_FIELD",
  "E_HEADER_VALUE_INVALID",
  "E_HEADER_VALUE_TOO_LONG",
  "E_HEADER_NAME_INVALID",
  "E_HEADERS_TOO_LARGE",
  "E_HEADERS_TOO_MANY",
]);

/** The longest delay Queues allows for `message.retry({ delaySeconds })`: 12 hours. */
export const MAX_RETRY_DELAY = 12 * 60 * 60;

/** Seconds before the n-th retry of a temporary failure: 1, 2, 4, … minutes, at most an hour. */
export const retryDelay = (attempts: number) => Math.min(3600, 60 * 2 ** Math.max(0, attempts - 1));

/** The account's daily quota is spent: try again in three hours (the quota renews within a day). */
const DAILY_LIMIT_DELAY = 3 * 60 * 60;

export type SendFailure = { permanent: true; reason: string } | { permanent: false; reason: string; delaySeconds: number };

/** The code of an error thrown by `send()`, or "" when it has none. */
export function errorCode(error: unknown): string {
  const code = typeof error === "object" && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === "string" ? code : "";
}

/** How to treat a refused mail, given how many times its message was delivered to the consumer. */
export function sendFailure(error: unknown, attempts: number): SendFailure {
  const code = errorCode(error);
  const message = error instanceof Error ? error.message : String(error);
  const reason = code ? `${code}: ${message}` : message;
  if (PERMANENT_CODES.has(code)) return { permanent: true, reason };
  const delaySeconds = code === "E_DAILY_LIMIT_EXCEEDED" ? DAILY_LIMIT_DELAY : retryDelay(attempts);
  return { permanent: false, reason, delaySeconds: Math.min(MAX_RETRY_DELAY, delaySeconds) };
}
