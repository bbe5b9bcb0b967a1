import type { Context, MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import { bodyLimit } from "hono/body-limit";
import { matchedRoutes } from "hono/route";
import type { AppEnv } from "../shared/env";
import { createError, SiteError } from "./errors";

/**
 * What a route accepts as its request body, and how much of it. Every state-changing request is
 * bounded and parsed here, once, before any handler sees it, so a malformed body is refused with a
 * Turkish 400/413/415 for every route alike (new ones included) and never reaches code that could
 * fail on it with a 500 or store half of it.
 */
export interface BodyPolicy {
  /** "form": urlencoded or multipart text fields; "json": one JSON object; "upload": multipart with a file. */
  type: "form" | "json" | "upload";
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
} as const satisfies Record<string, BodyPolicy>;

/** An upload of one file of at most `maxFileBytes`, with room for the multipart framing and its text fields. */
export const uploadPolicy = (maxFileBytes: number): BodyPolicy => ({ type: "upload", maxBytes: maxFileBytes + 64 * KIB });

/** A route that declares nothing still gets a bound: the smallest one. */
const DEFAULT_LIMIT = BODY_POLICIES.form.maxBytes;

const POLICY = Symbol("bodyPolicy");
type PolicyMarker = MiddlewareHandler<AppEnv> & { [POLICY]?: BodyPolicy };

/** Hono wraps a sub-app's handlers when mounting them; the original sits under this key. */
const unwrap = (handler: unknown): PolicyMarker | undefined => {
  const composed = (handler as Record<symbol, unknown>)[Symbol.for("composedHandler")];
  return (composed ?? handler) as PolicyMarker | undefined;
};

function declaredPolicy(c: Context<AppEnv>): BodyPolicy | undefined {
  let policy: BodyPolicy | undefined;
  for (const route of matchedRoutes(c)) {
    const declared = unwrap(route.handler)?.[POLICY];
    if (declared) policy = declared;
  }
  return policy;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

const kib = (bytes: number) => (bytes >= 1024 * KIB ? `${Math.floor(bytes / (1024 * KIB))} MB` : `${Math.floor(bytes / KIB)} KB`);

/** The 413 every route answers, before reading further than the limit. */
const tooLarge = (maxBytes: number) =>
  createError({ statusCode: 413, statusMessage: `Gönderilen veri çok büyük: en fazla ${kib(maxBytes)} kabul edilir.` });

/** Refusals of a body that arrived but cannot be what the route reads. */
export const malformed = {
  json: () => createError({ statusCode: 400, statusMessage: "Gönderilen veri geçerli bir JSON değil." }),
  notObject: () => createError({ statusCode: 400, statusMessage: "Gönderilen veri bir JSON nesnesi olmalı." }),
  encoding: () => createError({ statusCode: 400, statusMessage: "Gönderilen veri geçerli UTF-8 metni değil." }),
  form: () => createError({ statusCode: 400, statusMessage: "Form verisi bozuk ya da eksik geldi. Lütfen formu yeniden gönderin." }),
  duplicate: (name: string) =>
    createError({ statusCode: 400, statusMessage: `Formdaki “${name.slice(0, 40)}” alanı birden çok kez gönderildi.` }),
  type: (expected: string) => createError({ statusCode: 415, statusMessage: `Bu adres yalnızca ${expected} kabul eder.` }),
};

const mediaTypeOf = (c: Context<AppEnv>) => (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
const JSON_TYPE = /^application\/([\w.-]+\+)?json$/;
const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);
const strictUtf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });

function decodeUtf8(bytes: ArrayBuffer): string {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    throw malformed.encoding();
  }
}

/**
 * Hands the parsed body to hono's per-request cache, where c.req.json(), parseBody() and the
 * validators look first. The cache holds promises at run time although its type names the values.
 */
function cacheBody(c: Context<AppEnv>, key: "text" | "formData", value: string | FormData): void {
  (c.req.bodyCache as Record<string, unknown>)[key] = Promise.resolve(value);
}

/** JSON bodies: one object, valid UTF-8. The text is handed on to hono's cache, so validators reuse it. */
async function readJson(c: Context<AppEnv>, bytes: ArrayBuffer): Promise<void> {
  if (!JSON_TYPE.test(mediaTypeOf(c))) throw malformed.type("JSON (Content-Type: application/json)");
  const text = decodeUtf8(bytes);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw malformed.json();
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw malformed.notObject();
  cacheBody(c, "text", text);
}

/**
 * urlencoded bodies are decoded by hand: URLSearchParams would quietly turn invalid UTF-8 ("%FF")
 * into U+FFFD, while decodeURIComponent refuses it.
 */
function parseUrlEncoded(text: string): FormData {
  const form = new FormData();
  for (const pair of text.split("&")) {
    if (pair === "") continue;
    const at = pair.indexOf("=");
    const [name, value] = at === -1 ? [pair, ""] : [pair.slice(0, at), pair.slice(at + 1)];
    try {
      form.append(decodeURIComponent(name.replaceAll("+", " ")), decodeURIComponent(value.replaceAll("+", " ")));
    } catch {
      throw malformed.encoding();
    }
  }
  return form;
}

async function parseMultipart(c: Context<AppEnv>, bytes: ArrayBuffer): Promise<FormData> {
  try {
    return await new Response(bytes, { headers: { "content-type": c.req.header("content-type")! } }).formData();
  } catch {
    throw malformed.form();
  }
}

/** One value per field (names ending in "[]" excepted): a repeated field is a forged or broken form. */
function refuseDuplicates(form: FormData): void {
  const seen = new Set<string>();
  for (const name of form.keys()) {
    if (name.endsWith("[]")) continue;
    if (seen.has(name)) throw malformed.duplicate(name);
    seen.add(name);
  }
}

/** Form posts (text fields) and uploads (multipart with files). The parse is cached for parseBody(). */
async function readForm(c: Context<AppEnv>, bytes: ArrayBuffer, policy: BodyPolicy): Promise<void> {
  const type = mediaTypeOf(c);
  if (policy.type === "upload" && type !== "multipart/form-data") throw malformed.type("dosya yüklemesi (multipart/form-data)");
  if (policy.type === "form" && !FORM_TYPES.has(type)) throw malformed.type("form verisi");
  let form: FormData;
  if (type === "application/x-www-form-urlencoded") {
    form = parseUrlEncoded(decodeUtf8(bytes));
  } else {
    // A form of text fields must be text throughout; an upload carries binary file parts.
    if (policy.type === "form") decodeUtf8(bytes);
    form = await parseMultipart(c, bytes);
  }
  refuseDuplicates(form);
  cacheBody(c, "formData", form);
}

async function readBody(c: Context<AppEnv>, policy: BodyPolicy): Promise<void> {
  const bytes = await c.req.arrayBuffer();
  if (bytes.byteLength === 0) {
    // No body at all: the route's own validation says what is missing (or needs nothing, like
    // /logout). Parsers would fail on nothing ("multipart" with no parts, JSON with no text), so
    // what a handler reads is an empty form or an empty object.
    cacheBody(c, "formData", new FormData());
    cacheBody(c, "text", "{}");
    return;
  }
  if (policy.type === "json") return readJson(c, bytes);
  return readForm(c, bytes, policy);
}

/** A form page shows a refusal above its form (src/app/pipeline.ts) rather than an error page. */
function refuse(c: Context<AppEnv>, policy: BodyPolicy | undefined, error: unknown): void {
  if (policy?.type !== "form" || !(error instanceof SiteError)) throw error;
  c.set("bodyRefusal", error);
}

/** Hono's bodyLimit with the Turkish 413: counts a body as it arrives, chunked ones too. */
const limitTo = (maxBytes: number) =>
  bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw tooLarge(maxBytes);
    },
  });

/**
 * App-wide, first: bounds every state-changing request's body before anything else runs. A declared
 * length is held against the route's policy at once (413, nothing read). A body without one
 * (chunked) is counted as it arrives and may be at most the smallest limit, whatever the route:
 * browsers declare the length of what they send, and nobody gets more than that buffered before
 * the route's guards have run. Parsing waits for the route's {@link acceptBody}, after its guards.
 */
export const limitRequestBody = () =>
  createMiddleware<AppEnv>(async function limitRequestBody(c, next) {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const policy = declaredPolicy(c);
    const declaredLength = c.req.raw.headers.has("transfer-encoding") ? null : c.req.header("content-length");
    const maxBytes = declaredLength != null ? (policy?.maxBytes ?? DEFAULT_LIMIT) : Math.min(policy?.maxBytes ?? DEFAULT_LIMIT, DEFAULT_LIMIT);
    try {
      await limitTo(maxBytes)(c, async () => undefined);
    } catch (error) {
      refuse(c, policy, error);
    }
    await next();
  });

/**
 * Declares the body a route (or, with `use`, a sub-app) accepts, and reads it where it stands in
 * the chain: once, by the most specific policy the request matched (a route's own declaration wins
 * over its sub-app's), so handlers only ever see a well-formed body. The app-wide
 * {@link limitRequestBody} finds the same declaration to bound the body before routing goes on.
 */
export function acceptBody(policy: BodyPolicy): MiddlewareHandler<AppEnv> {
  const marker: PolicyMarker = async function acceptBody(c, next) {
    if (!SAFE_METHODS.has(c.req.method) && !c.var.bodyRefusal && !c.var.bodyRead) {
      const effective = declaredPolicy(c) ?? policy;
      c.set("bodyRead", true);
      try {
        await readBody(c, effective);
      } catch (error) {
        refuse(c, effective, error);
      }
    }
    await next();
  };
  marker[POLICY] = policy;
  return marker;
}

declare module "../shared/env" {
  interface Variables {
    /** Why a form post's body was refused; its page shows it above the form. */
    bodyRefusal?: SiteError;
  }
}
