import { Hono } from "hono";
import { auth } from "../auth/guard";
import { runGuards } from "../edge/guards";
import type { AppEnv } from "../env";

/**
 * The JSON API behind /admin, mounted at API_PREFIX. Every endpoint sits behind the `auth` guard;
 * errors are answered as `{"statusCode", "statusMessage", "fatal"}` by the app's error handler.
 */
export const api = new Hono<AppEnv>();

api.use("*", runGuards([auth]));
