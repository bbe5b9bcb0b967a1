import { Hono } from "hono";
import { admin, auth } from "../auth/guard";
import { runGuards } from "../edge/guards";
import type { AppEnv } from "../env";
import { usersApi } from "./users-api";

/**
 * The JSON API behind /admin, mounted at API_PREFIX. Every endpoint sits behind the `auth` guard
 * (editors and administrators); account management behind `admin` as well. Errors are answered as
 * `{"statusCode", "statusMessage", "fatal"}` by the app's error handler.
 */
export const api = new Hono<AppEnv>();

api.use("*", runGuards([auth]));
api.use("/users/*", runGuards([admin]));
api.route("/users", usersApi);
