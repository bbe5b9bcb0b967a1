import { Hono } from "hono";
import { except } from "hono/combine";
import { admin, adminArea, auth, board, duesReader, keepsDues } from "../../services/auth/guard";
import { runGuards } from "../../platform/guards";
import { acceptBody, BODY_POLICIES } from "../../platform/request-body";
import type { AppEnv } from "../../shared/env";
import { eventsApi } from "./events-api";
import { galleryApi } from "./gallery-api";
import { mediaApi } from "./media-api";
import { kvkkApi } from "./kvkk-api";
import { settingsApi } from "./settings-api";
import { identityApi } from "./identity-api";
import { libraryApi } from "./library-api";
import { newsApi } from "./news-api";
import { messagesApi } from "./messages-api";
import { newsletterApi } from "./newsletter-api";
import { overviewApi } from "./overview-api";
import { pagesApi } from "./pages-api";
import { registrationsApi } from "./registrations-api";
import { registersApi } from "./registers-api";
import { documentsApi } from "./documents-api";
import { calendarApi } from "./calendar-api";
import { registerImportApi } from "./register-import-api";
import { bankApi } from "./bank-api";
import { cashBookApi } from "./cash-book-api";
import { cashOpeningsApi } from "./cash-openings-api";
import { setupApi } from "./setup-api";
import { duesApi } from "./dues-api";
import { usersApi } from "./users-api";
import { systemApi } from "./system-api";
import { assemblyApi } from "./assembly-api";

/**
 * The JSON API behind /admin, mounted at API_PREFIX. Every endpoint sits behind the `auth` guard
 * (editors and administrators); account management, media upkeep, KVKK, settings and the system page behind `admin` as well.
 * The registers (/registers) and the general assembly (/assembly) sit behind `board` instead: board members and administrators, never
 * editors. Dues, the cash book and bank statements (/dues, /cash-book, /bank) sit behind `duesReader`
 * (the board reads; treasurers and administrators write, each change behind `keepsDues`), never
 * editors. Errors are answered as `{"statusCode", "statusMessage", "fatal"}` by the app's error handler.
 */
export const api = new Hono<AppEnv>();

/** The registers' endpoints, whatever prefix the API is mounted at. */
const REGISTERS = /^\/[^/]+\/(registers|assembly)(\/|$)/;
/** The dues' and the cash book's endpoints (docs/dues.md), likewise. */
const DUES = /^\/[^/]+\/(dues|cash-book|bank)(\/|$)/;

api.use("*", runGuards([adminArea]));
api.use("*", except((c) => REGISTERS.test(c.req.path) || DUES.test(c.req.path), runGuards([auth])));
api.use("/registers/*", runGuards([board]));
api.use("/registers", runGuards([board]));
api.use("/assembly/*", runGuards([board]));
api.use("/assembly", runGuards([board]));
for (const area of ["/dues/*", "/cash-book/*", "/bank/*"]) api.use(area, runGuards([duesReader]));
// Their changes are the treasurer's (and administrators'), refused before any body is read.
api.on(["POST", "PUT", "PATCH", "DELETE"], ["/dues/*", "/cash-book/*", "/bank/*"], runGuards([keepsDues]));
// JSON objects of at most 64 KB, unless a route declares more (rich text, uploads).
api.use("*", acceptBody(BODY_POLICIES.json));
api.use("/users/*", runGuards([admin]));
api.use("/kvkk/*", runGuards([admin]));
api.use("/settings/*", runGuards([admin]));
api.use("/setup/*", runGuards([admin]));
api.use("/setup", runGuards([admin]));
api.use("/system/*", runGuards([admin]));
api.use("/system", runGuards([admin]));
api.route("/settings", settingsApi);
api.route("/settings", identityApi);
api.route("/users", usersApi);
api.route("/system", systemApi);
api.use("/media/*", runGuards([admin]));
api.route("/media", mediaApi);
api.route("/kvkk", kvkkApi);
api.route("/news", newsApi);
api.route("/events", eventsApi);
api.route("/library", libraryApi);
api.route("/registrations", registrationsApi);
api.route("/registers/documents", documentsApi);
api.route("/registers/import", registerImportApi);
api.route("/registers/calendar", calendarApi);
api.route("/registers", registersApi);
api.route("/assembly", assemblyApi);
api.route("/dues", duesApi);
api.route("/cash-book", cashBookApi);
api.route("/cash-book", cashOpeningsApi);
api.route("/setup", setupApi);
api.route("/bank", bankApi);
api.route("/newsletter", newsletterApi);
api.route("/", galleryApi);
api.route("/", pagesApi);
api.route("/", messagesApi);
api.route("/", overviewApi);
