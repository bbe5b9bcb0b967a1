import type { Context, MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import { bodyLimit } from "hono/body-limit";
import { matchedRoutes } from "hono/route";
import type { AppEnv } from "../shared/env";
import { checkBody, type BodyKind } from "./body-checks";
import { createError, SiteError } from "./errors";

/**
 * What a route accepts as its request body, and how much of it. Every state-changing request is
 * bounded and checked here, once, before any handler sees it, so a malformed body is refused with a
 * Turkish 400/413/415 for every route alike (new ones included) and never reaches code that could
 * fail on it with a 500 or store half of it.
 */
export interface BodyPolicy {
  /** "form": urlencoded or multipart text fields; "json": one JSON object; "upload": multipart with a file. */
  type: BodyKind;
  /** Largest body accepted, in bytes, counted as it arrives (chunked bodies too). */
  maxBytes: number;
}

const KIB = 1024;

/** The site's body policies. Forms and JSON are small; only rich text and image uploads need more. */
export const BODY_POLICIES = {
  form: { type: "form", maxBytes: 64 * KIB },
  json: { type: "json", maxBytes: 64 * KIB },
  /** Rich text documents are capped at 200,000 characters of JSON (src/shared/richtext/schema.ts); UTF-8 may take 3 bytes each. */
  richText: { type: "json", maxBytes: 1024 * KIB },
  /** A bank statement's lines, read in the browser: up to 2,000 lines of a few hundred bytes each. */
  statement: { type: "json", maxBytes: 1024 * KIB },
} as const satisfies Record<string, BodyPolicy>;

/** An upload of one file of at most `maxFileBytes`, with room for the multipart framing and its text fields. */
export const uploadPolicy = (maxFileBytes: number): BodyPolicy => ({ type: "upload", maxBytes: maxFileBytes + 64 * KIB });

/** A route that declares nothing still gets a bound: the smallest one. */
const DEFAULT_LIMIT = BODY_POLICIES.form.maxBytes;

/**
 * The policy each body-reading middleware declares, by the middleware itself: the app-wide
 * {@link limitRequestBody} finds the route's declaration among hono's matched routes (hono/route)
 * before routing goes on. A sub-app with an onError of its own would hide its handlers behind
 * hono's wrapper, so the admin sub-apps keep the app's one error handler.
 */
const declarations = new WeakMap<object, BodyPolicy>();

/** The most specific declaration the request matched: a route's own wins over its sub-app's. */
function declaredPolicy(c: Context<AppEnv>): BodyPolicy | undefined {
  let policy: BodyPolicy | undefined;
  for (const route of matchedRoutes(c)) policy = declarations.get(route.handler) ?? policy;
  return policy;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

const kib = (bytes: number) => (bytes >= 1024 * KIB ? `${Math.floor(bytes / (1024 * KIB))} MB` : `${Math.floor(bytes / KIB)} KB`);

/** The 413 every route answers, before reading further than the limit. */
const tooLarge = (maxBytes: number) =>
  createError({ statusCode: 413, statusMessage: `Gönderilen veri çok büyük: en fazla ${kib(maxBytes)} kabul edilir.` });

/**
 * Hono's bodyLimit with the Turkish 413: a declared length is judged at once (nothing read), a
 * body without one (chunked) is counted as it arrives and kept, so it is read once.
 */
const limitTo = (maxBytes: number) => {
  const limit = bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw tooLarge(maxBytes);
    },
  });
  return (c: Context<AppEnv>) => limit(c, async () => undefined);
};

/**
 * Requests whose body has been checked: the checked body is a request of its own (hono's
 * bodyLimit hands bodies on the same way), so a second declaration on the way reads nothing again.
 */
const checked = new WeakSet<Request>();

/**
 * What handlers read when nothing was sent: an empty object, or an empty form. Parsers would fail on
 * nothing ("multipart" with no parts, JSON with no text); the route's own validation then says
 * what is missing (or needs nothing, like /logout).
 */
function emptyBodyOf(policy: BodyPolicy, headers: Headers): RequestInit {
  const replaced = new Headers(headers);
  replaced.delete("content-length");
  if (policy.type === "json") return { body: "{}", headers: replaced };
  replaced.set("content-type", "application/x-www-form-urlencoded");
  return { body: "", headers: replaced };
}

/** Bounds and checks the body by the policy; what handlers then read is the checked copy. */
async function readChecked(c: Context<AppEnv>, policy: BodyPolicy): Promise<void> {
  await limitTo(policy.maxBytes)(c);
  const raw = c.req.raw;
  const bytes = await raw.arrayBuffer();
  if (bytes.byteLength > 0) await checkBody(policy.type, raw.headers.get("content-type"), bytes);
  c.req.raw = new Request(raw, bytes.byteLength > 0 ? { body: bytes } : emptyBodyOf(policy, raw.headers));
  checked.add(c.req.raw);
}

/**
 * Checks a state-changing request's body against a policy (at most once per request: a later
 * declaration on the same way reads nothing). Returns the refusal, for a form page that shows it
 * above its form; anything else thrown is no refusal and is thrown on.
 */
export async function refusalOfBody(c: Context<AppEnv>, policy: BodyPolicy): Promise<SiteError | undefined> {
  if (SAFE_METHODS.has(c.req.method) || checked.has(c.req.raw)) return undefined;
  try {
    await readChecked(c, declaredPolicy(c) ?? policy);
    return undefined;
  } catch (error) {
    if (error instanceof SiteError) return error;
    throw error;
  }
}

/**
 * App-wide, first: bounds every state-changing request's body before anything else runs. A declared
 * length is held against the route's policy at once (413, nothing read). A body without one
 * (chunked) is counted as it arrives and may be at most the smallest limit, whatever the route:
 * browsers declare the length of what they send, and nobody gets more than that buffered before
 * the route's guards have run. Checking waits for the route's own declaration, after its guards;
 * a form page's too, so that it can show its refusal above the form ({@link acceptFormBody}).
 */
export const limitRequestBody = () =>
  createMiddleware<AppEnv>(async function limitRequestBody(c, next) {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const policy = declaredPolicy(c);
    if (policy?.type === "form") return next();
    const declaredLength = c.req.raw.headers.has("transfer-encoding") ? null : c.req.header("content-length");
    const maxBytes = declaredLength != null ? (policy?.maxBytes ?? DEFAULT_LIMIT) : Math.min(policy?.maxBytes ?? DEFAULT_LIMIT, DEFAULT_LIMIT);
    await limitTo(maxBytes)(c);
    await next();
  });

/**
 * Declares the body a route (or, with `use`, a sub-app) accepts, and checks it where it stands in
 * the chain: once, by the most specific policy the request matched (a route's own declaration wins
 * over its sub-app's), so handlers only ever see a well-formed body. A refusal is thrown (400, 413, 415).
 */
export function acceptBody(policy: BodyPolicy): MiddlewareHandler<AppEnv> {
  const middleware: MiddlewareHandler<AppEnv> = async function acceptBody(c, next) {
    const refusal = await refusalOfBody(c, policy);
    if (refusal) throw refusal;
    await next();
  };
  declarations.set(middleware, policy);
  return middleware;
}

/**
 * A form page's post handler: the body is checked as a form, and the handler is told why it was
 * refused, if it was (the page then shows the reason above its form instead of an error page).
 */
export function acceptFormBody(
  handle: (c: Context<AppEnv>, refusal: SiteError | undefined) => Response | Promise<Response>,
): MiddlewareHandler<AppEnv> {
  const handler: MiddlewareHandler<AppEnv> = async function acceptFormBody(c) {
    return handle(c, await refusalOfBody(c, BODY_POLICIES.form));
  };
  declarations.set(handler, BODY_POLICIES.form);
  return handler;
}
