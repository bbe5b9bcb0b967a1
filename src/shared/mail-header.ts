import * as z from "zod";

/*
 * Text that ends up in a mail header (a subject, a name in a subject, an address) must stay on one
 * line: a CR or LF there would end the header and let whoever typed it write headers or a body of
 * their own. Forms refuse such text with a Turkish message under the field (singleLine); the mail
 * queue's consumer strips whatever still gets through before it hands a message to the Email
 * Service (headerText, in src/services/email/outbox.ts).
 */

/**
 * Control characters (CR, LF, NUL, NEL…) and the Unicode line and paragraph separators. A tab is
 * left alone: it is whitespace inside a header, not the end of one.
 */
const BREAKING = /(?!\t)\p{Cc}|[\u2028\u2029]/u;
const BREAKING_RUNS = new RegExp(`(?:${BREAKING.source})+`, "gu");

/** Whether the text stays on one line (holds no character that could end a mail header). */
export const isSingleLine = (text: string): boolean => !BREAKING.test(text);

/**
 * The zod check of a field that becomes a mail header, with its message under the field:
 * `z.string().trim().max(150).check(singleLine("Konu"))` refuses "a\r\nBcc: x" with "Konu satır
 * sonu içeremez.". The same schema serves the form and the handler.
 */
export const singleLine = (label: string) => z.refine<string>(isSingleLine, `${label} satır sonu içeremez.`);

/** The text with each run of such characters turned into one space (none at either end): what a header may carry. */
export const headerText = (text: string): string => text.replace(BREAKING_RUNS, " ").trim();
