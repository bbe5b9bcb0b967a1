import { Hono } from "hono";
import { admin, auth } from "../../services/auth/guard";
import { runGuards } from "../../platform/guards";
import { acceptBody, BODY_POLICIES } from "../../platform/request-body";
import type { AppEnv } from "../../shared/env";
import { eventsApi } from "./events-api";
import { galleryApi } from "./gallery-api";
import { mediaApi } from "./media-api";
import { kvkkApi } from "./kvkk-api";
import { settingsApi } from "./settings-api";
import { libraryApi } from "./library-api";
import { newsApi } from "./news-api";
import { messagesApi } from "./messages-api";
import { newsletterApi } from "./newsletter-api";
import { overviewApi } from "./overview-api";
import { pagesApi } from "./pages-api";
import { registrationsApi } from "./registrations-api";
import { usersApi } from "./users-api";
import { systemApi } from "./system-api";

/**
 * The JSON API behind /admin, mounted at API_PREFIX. Every endpoint sits behind the `auth` guard
 * (editors and administrators); account management, media upkeep, KVKK, settings and the system page behind `admin` as well. Errors are answered as
 * `{"statusCode", "statusMessage", "fatal"}` by the app's error handler.
 */
export const api = new Hono<AppEnv>();

api.use("*", runGuards([auth]));
// JSON objects of at most 64 KB, unless a route declares more (rich text, uploads).
api.use("*", acceptBody(BODY_POLICIES.json));
api.use("/users/*", runGuards([admin]));
api.use("/kvkk/*", runGuards([admin]));
api.use("/settings/*", runGuards([admin]));
api.use("/system/*", runGuards([admin]));
api.use("/system", runGuards([admin]));
api.route("/settings", settingsApi);
api.route("/users", usersApi);
api.route("/system", systemApi);
api.use("/media/*", runGuards([admin]));
api.route("/media", mediaApi);
api.route("/kvkk", kvkkApi);
api.route("/news", newsApi);
api.route("/events", eventsApi);
api.route("/library", libraryApi);
api.route("/registrations", registrationsApi);
api.route("/newsletter", newsletterApi);
api.route("/", galleryApi);
api.route("/", pagesApi);
api.route("/", messagesApi);
api.route("/", overviewApi);
