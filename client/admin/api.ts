/**
 * The admin app's API client: JSON in and out, same-origin credentials, and every failure turned
 * into an ApiClientError carrying a Turkish message the forms can show as they are.
 */
import { validateImageFile } from "../../src/shared/upload-rules";
import { createContext, useContext } from "react";
import { IMAGE_MAX_BYTES, type ApiError, type ImageDto } from "../../src/shared/admin-contract";
import { newXhr } from "./browser";
import { beginProgress } from "./progress";

/** Status 0 stands for "no answer at all" (network failure). */
export const NETWORK_ERROR_STATUS = 0;

const FALLBACK_MESSAGES: Record<number, string> = {
  400: "Gönderilen bilgiler geçersiz.",
  401: "Oturumunuz sona erdi. Lütfen yeniden giriş yapın.",
  403: "Bu işlem için yetkiniz yok.",
  404: "Aradığınız kayıt bulunamadı.",
  409: "Bu kayıt siz düzenlerken başka biri tarafından değiştirildi.",
  413: "Dosya çok büyük (en fazla 20 MB).",
  415: "Bu dosya türü desteklenmiyor.",
  429: "Çok fazla istek gönderildi. Lütfen biraz bekleyin.",
};
const SERVER_MESSAGE = "Sunucuda bir sorun oluştu. Lütfen yeniden deneyin.";
const NETWORK_MESSAGE = "Sunucuya ulaşılamadı. İnternet bağlantınızı kontrol edin.";
const GENERIC_MESSAGE = "İstek tamamlanamadı. Lütfen yeniden deneyin.";
const UNEXPECTED_ANSWER = "Sunucudan beklenmeyen bir yanıt geldi. Lütfen yeniden deneyin.";

/** The Turkish message for a status when the server did not send a usable one. */
export function fallbackMessage(status: number): string {
  if (status === NETWORK_ERROR_STATUS) return NETWORK_MESSAGE;
  if (status >= 500) return SERVER_MESSAGE;
  return FALLBACK_MESSAGES[status] ?? GENERIC_MESSAGE;
}

/**
 * The server's generic reason phrases ("Internal Server Error", "Page not found: /api/x") are
 * English: those are replaced by the Turkish fallback. Its own messages are Turkish and kept.
 */
const ENGLISH_DEFAULT =
  /^(bad request|unauthorized|forbidden|page not found|not found|method not allowed|conflict|payload too large|unsupported media type|unprocessable (content|entity)|too many requests|internal server error)\b/i;

export class ApiClientError extends Error {
  readonly status: number;
  readonly fields: Record<string, string>;

  constructor(status: number, message: string, fields: Record<string, string> = {}) {
    super(message);
    this.name = "ApiClientError";
    this.status = status;
    this.fields = fields;
  }

  /** 409: someone else saved the record first. */
  get isConflict(): boolean {
    return this.status === 409;
  }

  /** 401: the session ended; the user has to sign in again. */
  get isSignedOut(): boolean {
    return this.status === 401;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** Builds the error for a non-2xx answer from its status and body text (JSON `ApiError` or anything). */
export function errorFromBody(status: number, bodyText: string): ApiClientError {
  let parsed: unknown = null;
  try {
    parsed = bodyText ? JSON.parse(bodyText) : null;
  } catch {
    parsed = null;
  }
  let message = fallbackMessage(status);
  let fields: Record<string, string> = {};
  if (isObject(parsed)) {
    const body = parsed as Partial<ApiError>;
    const own = typeof body.statusMessage === "string" ? body.statusMessage.trim() : "";
    // 5xx details are the server's business; the user gets the Turkish fallback.
    if (own && status < 500 && !ENGLISH_DEFAULT.test(own)) message = own;
    if (isObject(body.fields)) {
      fields = Object.fromEntries(Object.entries(body.fields).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
    }
  }
  // A schema's refusal names its field first ("title: Albüm adı yazın."): the key is for code, the
  // field itself shows where, so a notice keeps the Turkish message alone.
  const named = /^([\w.]+): /.exec(message);
  if (named && fields[named[1]!.split(".")[0]!] !== undefined) message = message.slice(named[0].length);
  return new ApiClientError(status, message, fields);
}

export function isAbortError(error: unknown): boolean {
  return isObject(error) && (error as { name?: unknown }).name === "AbortError";
}

export interface ApiInit {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  /** Sent as JSON (FormData is sent as it is). */
  body?: unknown;
  query?: Record<string, string | number | null | undefined>;
  signal?: AbortSignal;
  /** Show the top progress bar while in flight (default true). */
  progress?: boolean;
}

export type Api = <T>(path: string, init?: ApiInit) => Promise<T>;

/** The part of fetch the client uses (so tests can pass a fake, and both DOM and Workers types fit). */
export type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: unknown; credentials: "same-origin"; signal?: AbortSignal | undefined },
) => Promise<{ ok: boolean; status: number; text(): Promise<string> }>;

export interface ApiOptions {
  apiBase: string;
  /** Injected in tests; the global fetch otherwise (looked up per call, never on the server). */
  fetch?: FetchLike;
}

/** "/news" + { q: "x", sayfa: 2 } → "/api/news?q=x&sayfa=2". */
export function apiUrl(apiBase: string, path: string, query?: ApiInit["query"]): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined && value !== "") params.set(key, String(value));
  }
  const search = params.toString();
  return `${apiBase}${path}${search ? (path.includes("?") ? "&" : "?") + search : ""}`;
}

export function createApi(options: ApiOptions): Api {
  return async function api<T>(path: string, init: ApiInit = {}): Promise<T> {
    const doFetch: FetchLike = options.fetch ?? (globalThis.fetch.bind(globalThis) as unknown as FetchLike);
    const headers: Record<string, string> = { Accept: "application/json" };
    let body: unknown;
    if (init.body instanceof FormData) {
      body = init.body;
    } else if (init.body !== undefined) {
      headers["Content-Type"] = "application/json";
      body = JSON.stringify(init.body);
    }
    const end = init.progress === false ? () => {} : beginProgress();
    try {
      let response: Awaited<ReturnType<FetchLike>>;
      try {
        response = await doFetch(apiUrl(options.apiBase, path, init.query), {
          method: init.method ?? "GET",
          headers,
          body,
          credentials: "same-origin",
          signal: init.signal,
        });
      } catch (error) {
        if (isAbortError(error)) throw error;
        throw new ApiClientError(NETWORK_ERROR_STATUS, fallbackMessage(NETWORK_ERROR_STATUS));
      }
      let text: string;
      try {
        text = await response.text();
      } catch (error) {
        if (isAbortError(error)) throw error;
        throw new ApiClientError(NETWORK_ERROR_STATUS, fallbackMessage(NETWORK_ERROR_STATUS));
      }
      if (!response.ok) throw errorFromBody(response.status, text);
      if (!text) return undefined as T;
      try {
        return JSON.parse(text) as T;
      } catch {
        throw new ApiClientError(response.status, UNEXPECTED_ANSWER);
      }
    } finally {
      end();
    }
  };
}

/** What the file picker accepts (some systems call an .ico "image/vnd.microsoft.icon"). */
export { IMAGE_ACCEPT } from "../../src/shared/upload-rules";

/**
 * Checks a file before uploading it: a Turkish message when its type or size is refused, else null.
 * The same rules as the editor's (src/shared/upload-rules.ts); the server checks the bytes again.
 */
export const checkImageFile = (file: { name: string; type: string; size: number }): string | null => validateImageFile(file);

export interface UploadFields {
  albumId?: number | null;
  /** "editor": uploaded into a text (removed by the cron if it ends up used nowhere); see gallery-api.ts. */
  source?: "editor" | "library" | "gallery";
  alt?: string;
  caption?: string;
}

/**
 * Uploads one image (multipart POST to `${apiBase}/images`) with XMLHttpRequest, which, unlike
 * fetch, reports upload progress. `onProgress` gets fractions from 0 to 1.
 */
export function uploadImage(
  apiBase: string,
  file: File,
  fields: UploadFields,
  onProgress: (fraction: number) => void,
): Promise<ImageDto> {
  const refused = checkImageFile(file);
  if (refused) return Promise.reject(new ApiClientError(file.size > IMAGE_MAX_BYTES ? 413 : 415, refused));
  const form = new FormData();
  form.append("file", file);
  if (fields.albumId !== null && fields.albumId !== undefined) form.append("albumId", String(fields.albumId));
  if (fields.alt) form.append("alt", fields.alt);
  if (fields.caption) form.append("caption", fields.caption);
  if (fields.source) form.append("source", fields.source);
  const end = beginProgress();
  return new Promise<ImageDto>((resolve, reject) => {
    const xhr = newXhr();
    xhr.open("POST", `${apiBase}/images`);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    });
    xhr.addEventListener("load", () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          onProgress(1);
          resolve(JSON.parse(xhr.responseText) as ImageDto);
        } catch {
          reject(new ApiClientError(xhr.status, UNEXPECTED_ANSWER));
        }
      } else {
        reject(errorFromBody(xhr.status, xhr.responseText));
      }
    });
    xhr.addEventListener("error", () => reject(new ApiClientError(NETWORK_ERROR_STATUS, fallbackMessage(NETWORK_ERROR_STATUS))));
    xhr.addEventListener("abort", () => reject(new ApiClientError(NETWORK_ERROR_STATUS, "Yükleme iptal edildi.")));
    xhr.send(form);
  }).finally(end);
}

export interface ApiClient {
  api: Api;
  apiBase: string;
}

const ApiContext = createContext<ApiClient | null>(null);
export const ApiProvider = ApiContext.Provider;

export function useApi(): ApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error("useApi outside <ApiProvider>");
  return client;
}

/** Any thrown value as an ApiClientError (unexpected ones get the generic Turkish message). */
export function asApiError(error: unknown): ApiClientError {
  if (error instanceof ApiClientError) return error;
  return new ApiClientError(-1, GENERIC_MESSAGE);
}

/** The summary above a form whose fields the server refused; each field shows its own message. */
export const FIELDS_REFUSED = "Kaydedilemedi. Lütfen işaretli alanları düzeltin.";

/**
 * A failed save as a form shows it. The server's schema is the one judge of the fields (forms
 * keep no copy of its rules): when it refuses some, its messages go under those fields and the
 * summary says so, instead of the first message prefixed with the field's (English) key.
 */
export function formRefusal(caught: unknown): ApiClientError {
  const error = asApiError(caught);
  const refused = (error.status === 400 || error.status === 422) && Object.keys(error.fields).length > 0;
  return refused ? new ApiClientError(error.status, FIELDS_REFUSED, error.fields) : error;
}
