import { Hono } from "hono";
import { admin, auth } from "../auth/guard";
import { runGuards } from "../edge/guards";
import type { AppEnv } from "../env";
import { eventsApi } from "./events-api";
import { galleryApi } from "./gallery-api";
import { kvkkApi } from "./kvkk-api";
import { newsApi } from "./news-api";
import { siteApi } from "./site-api";
import { usersApi } from "./users-api";

/**
 * The JSON API behind /admin, mounted at API_PREFIX. Every endpoint sits behind the `auth` guard
 * (editors and administrators); account management and KVKK behind `admin` as well. Errors are answered as
 * `{"statusCode", "statusMessage", "fatal"}` by the app's error handler.
 */
export const api = new Hono<AppEnv>();

api.use("*", runGuards([auth]));
api.use("/users/*", runGuards([admin]));
api.use("/kvkk/*", runGuards([admin]));
api.route("/users", usersApi);
api.route("/kvkk", kvkkApi);
api.route("/news", newsApi);
api.route("/events", eventsApi);
api.route("/", galleryApi);
api.route("/", siteApi);
