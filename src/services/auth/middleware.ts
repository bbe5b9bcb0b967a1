import { createMiddleware } from "hono/factory";
import { database } from "../../db/client";
import type { AppEnv } from "../../shared/env";
import { readSession } from "./session";

/**
 * Reads the session once per request and puts it on the context for every guard, handler and page.
 * Responses for signed-in people are personal: they are never stored by shared caches.
 */
export const sessionReader = () =>
  createMiddleware<AppEnv>(async function sessionReader(c, next) {
    const session = await readSession(c, database(c.env.DB));
    c.set("session", session);
    await next();
    if (session) c.header("Cache-Control", "private, no-store");
  });
