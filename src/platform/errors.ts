import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/**
 * The original system's error shape: a status code, a status message and whether the error is fatal.
 * Everything the edge throws on purpose is a SiteError; anything else is an unexpected failure.
 */
export interface ErrorInfo {
  statusCode: ContentfulStatusCode;
  statusMessage: string;
  fatal: boolean;
  /** For a form's validation errors: field name → Turkish message. */
  fields?: Record<string, string>;
  /** For an unexpected error: the code a visitor can quote, also in the log line ("7F3K-2Q"). */
  code?: string;
}

export class SiteError extends HTTPException {
  readonly fatal: boolean;
  readonly fields?: Record<string, string>;

  constructor(info: {
    statusCode?: ContentfulStatusCode;
    statusMessage?: string;
    fatal?: boolean;
    fields?: Record<string, string>;
    cause?: unknown;
  }) {
    const statusCode = info.statusCode ?? 500;
    super(statusCode, { message: info.statusMessage ?? defaultMessage(statusCode), cause: info.cause });
    this.name = "SiteError";
    this.fatal = info.fatal ?? false;
    if (info.fields) this.fields = info.fields;
  }
}

/** Mirrors `createError` of the original: `throw createError({ statusCode: 404, statusMessage: "…" })`. */
export const createError = (info: ConstructorParameters<typeof SiteError>[0]) => new SiteError(info);

/** The catalogue's messages, spelled exactly as the original system spelled them. */
export const catalogue = {
  validationFailed: (fullPath: string) =>
    createError({ statusCode: 404, statusMessage: `Page Not Found: ${fullPath}`, fatal: true }),
  noRouteMatches: (fullPath: string) =>
    createError({ statusCode: 404, statusMessage: `Page not found: ${fullPath}`, fatal: false }),
  unknownMiddleware: (name: string) => new Error(`Unknown route middleware: ${name}`),
} as const;

/** Reason phrases for errors raised without a message of their own; anything unlisted is a 500's. */
const reasonPhrases: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Page Not Found",
  405: "Method Not Allowed",
  409: "Conflict",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  422: "Unprocessable Content",
  429: "Too Many Requests",
};

function defaultMessage(statusCode: number): string {
  return reasonPhrases[statusCode] ?? "Internal Server Error";
}

const englishPhrases = new Set([...Object.values(reasonPhrases), "Internal Server Error"]);

/**
 * Whether a status message is one of the catalogue's English ones (a reason phrase, "Page not
 * found: …"): kept as the original system spells them for JSON and logs, while a page leads with
 * Turkish. Any other message is the site's own Turkish sentence.
 */
export function isCatalogueMessage(message: string): boolean {
  return englishPhrases.has(message) || /^Page not found: /i.test(message);
}

/**
 * Reduces anything thrown to what a visitor may see. Only SiteError/HTTPException messages are ours to
 * show; the message of any other error stays in the log, never in a response.
 */
export function toErrorInfo(err: unknown): ErrorInfo {
  if (err instanceof SiteError) {
    const info: ErrorInfo = { statusCode: err.status as ContentfulStatusCode, statusMessage: err.message, fatal: err.fatal };
    if (err.fields) info.fields = err.fields;
    return info;
  }
  if (err instanceof HTTPException) {
    const statusCode = err.status as ContentfulStatusCode;
    return { statusCode, statusMessage: err.message || defaultMessage(statusCode), fatal: false };
  }
  return { statusCode: 500, statusMessage: "Internal Server Error", fatal: false };
}
