import { CONTROL_CHARACTER_MESSAGE, controlCharacterPath, hasControlCharacter } from "../shared/control-characters";
import { createError } from "./errors";

/**
 * What a well-formed body is, for each kind a route may accept: JSON is one object in valid UTF-8;
 * a form is urlencoded or multipart text, each field once; an upload is multipart. The checks
 * read the bytes only and answer in Turkish (400, or 415 for the wrong kind of body). No text a
 * body carries may hold a control character (src/shared/control-characters.ts): whatever a route
 * stores, NUL and its kind never reach it.
 */

/** The kinds of body a route accepts (src/platform/request-body.ts declares the limits). */
export type BodyKind = "form" | "json" | "upload";

/** Refusals of a body that arrived but cannot be what the route reads. */
export const malformed = {
  json: () => createError({ statusCode: 400, statusMessage: "Gönderilen veri geçerli bir JSON değil." }),
  notObject: () => createError({ statusCode: 400, statusMessage: "Gönderilen veri bir JSON nesnesi olmalı." }),
  encoding: () => createError({ statusCode: 400, statusMessage: "Gönderilen veri geçerli UTF-8 metni değil." }),
  form: () => createError({ statusCode: 400, statusMessage: "Form verisi bozuk ya da eksik geldi. Lütfen formu yeniden gönderin." }),
  duplicate: (name: string) =>
    createError({ statusCode: 400, statusMessage: `Formdaki “${name.slice(0, 40)}” alanı birden çok kez gönderildi.` }),
  /** A control character in a field's text: named under the field (the first part of its path). */
  control: (field: string | number | undefined) =>
    createError({ statusCode: 400, statusMessage: CONTROL_CHARACTER_MESSAGE, fields: { [String(field ?? "form")]: CONTROL_CHARACTER_MESSAGE } }),
  type: (expected: string) => createError({ statusCode: 415, statusMessage: `Bu adres yalnızca ${expected} kabul eder.` }),
};

/** The media type of a Content-Type header, lower-cased, without its parameters. */
export const mediaTypeOf = (contentType: string | null | undefined): string => (contentType ?? "").split(";")[0]!.trim().toLowerCase();

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

/** JSON bodies: one object, valid UTF-8. */
function checkJson(contentType: string | null, bytes: ArrayBuffer): void {
  if (!JSON_TYPE.test(mediaTypeOf(contentType))) throw malformed.type("JSON (Content-Type: application/json)");
  let value: unknown;
  try {
    value = JSON.parse(decodeUtf8(bytes));
  } catch (error) {
    if (error instanceof SyntaxError) throw malformed.json();
    throw error;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw malformed.notObject();
  const control = controlCharacterPath(value);
  if (control) throw malformed.control(control[0]);
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

async function parseMultipart(contentType: string, bytes: ArrayBuffer): Promise<FormData> {
  try {
    return await new Response(bytes, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw malformed.form();
  }
}

/**
 * One value per field (names ending in "[]" excepted): a repeated field is a forged or broken form.
 * No text field of an upload (nor a file's name) may hold a control character; a page's form says
 * so under the field itself, with the visitor's text kept (validateForm, src/routes/pages/parts/form.tsx).
 */
function checkFields(kind: "form" | "upload", form: FormData): void {
  const seen = new Set<string>();
  for (const [name, value] of form.entries()) {
    if (kind === "upload" && (hasControlCharacter(name) || hasControlCharacter(typeof value === "string" ? value : value.name))) throw malformed.control(name);
    if (name.endsWith("[]")) continue;
    if (seen.has(name)) throw malformed.duplicate(name);
    seen.add(name);
  }
}

/** Form posts (text fields) and uploads (multipart with files). */
async function checkForm(kind: "form" | "upload", contentType: string | null, bytes: ArrayBuffer): Promise<void> {
  const type = mediaTypeOf(contentType);
  if (kind === "upload" && type !== "multipart/form-data") throw malformed.type("dosya yüklemesi (multipart/form-data)");
  if (kind === "form" && !FORM_TYPES.has(type)) throw malformed.type("form verisi");
  let form: FormData;
  if (type === "application/x-www-form-urlencoded") {
    form = parseUrlEncoded(decodeUtf8(bytes));
  } else {
    // A form of text fields must be text throughout; an upload carries binary file parts.
    if (kind === "form") decodeUtf8(bytes);
    form = await parseMultipart(contentType!, bytes);
  }
  checkFields(kind, form);
}

/** Throws the Turkish 400/415 when a (non-empty) body is not what a route of this kind reads. */
export async function checkBody(kind: BodyKind, contentType: string | null, bytes: ArrayBuffer): Promise<void> {
  if (kind === "json") return checkJson(contentType, bytes);
  return checkForm(kind, contentType, bytes);
}
