import type { Hook } from "@hono/zod-validator";
import { createError } from "../../platform/errors";

/**
 * What @hono/zod-validator does with bad input: a 400 in the API's error shape, naming the first
 * problem in Turkish (zod's Turkish locale, see src/platform/zod-locale.ts), through the app's one error handler.
 */
// The hook serves every route and target, so its environment, path and target types are open.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const jsonInvalid: Hook<unknown, any, any, any> = (result) => {
  if (result.success) return;
  const issues = result.error.issues;
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[String(issue.path[0] ?? "form")] ??= issue.message;
  const first = issues[0];
  const where = first?.path.length ? `${first.path.join(".")}: ` : "";
  throw createError({ statusCode: 400, statusMessage: first ? where + first.message : "Geçersiz istek", fields });
};
