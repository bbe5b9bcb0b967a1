import type { Hook } from "@hono/zod-validator";
import { createError } from "../../platform/errors";

/**
 * What @hono/zod-validator does with bad input: a 400 in the API's error shape, naming the first
 * problem in Turkish (zod's Turkish locale, see src/platform/zod-locale.ts), through the app's one error handler.
 */
// The hook serves every route and target, so its environment, path and target types are open.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyHook = Hook<unknown, any, any, any>;

/** A list's row by its number and the column by its Turkish name ("4. satır, tarih: "), when `columns` names it; else "". */
function rowPlace(path: readonly PropertyKey[], columns: Readonly<Record<string, string>>): string {
  const row = path.findIndex((part) => typeof part === "number");
  const column = columns[String(path[path.length - 1])];
  return row >= 0 && column ? `${Number(path[row]) + 1}. satır, ${column}: ` : "";
}

/** Where a problem sits, for the summary line: the row and column when named, else the field's path. */
const placeOf = (path: readonly PropertyKey[], columns: Readonly<Record<string, string>>): string => rowPlace(path, columns) || (path.length ? `${path.join(".")}: ` : "");

/** The hook, with the Turkish names of a list's columns (a statement's lines) to name a refused row. */
export function jsonInvalidNaming(columns: Readonly<Record<string, string>>): AnyHook {
  return (result) => {
    if (result.success) return;
    const issues = result.error.issues;
    const fields: Record<string, string> = {};
    for (const issue of issues) fields[String(issue.path[0] ?? "form")] ??= rowPlace(issue.path, columns) + issue.message;
    const first = issues[0];
    throw createError({ statusCode: 400, statusMessage: first ? placeOf(first.path, columns) + first.message : "Geçersiz istek", fields });
  };
}

export const jsonInvalid: AnyHook = jsonInvalidNaming({});
