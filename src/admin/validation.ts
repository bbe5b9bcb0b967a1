import type { Hook } from "@hono/zod-validator";
import { createError } from "../edge/errors";

/**
 * What @hono/zod-validator does with bad input: a 400 in the API's error shape, naming the first
 * problem in Turkish (zod's Turkish locale, see src/i18n/zod.ts), through the app's one error handler.
 */
export const jsonInvalid: Hook<unknown, any, any, any> = (result) => {
  if (result.success) return;
  const issue = result.error.issues[0];
  const where = issue?.path.length ? `${issue.path.join(".")}: ` : "";
  throw createError({ statusCode: 400, statusMessage: issue ? where + issue.message : "Geçersiz istek" });
};
