import { describe, expect, it } from "vitest";
import { ApiClientError, apiUrl, checkImageFile, createApi, fallbackMessage, formRefusal, type FetchLike } from "../../../client/admin/api";
import { progressCount } from "../../../client/admin/progress";

interface Call {
  url: string;
  init: Parameters<FetchLike>[1];
}

function fakeFetch(status: number, body: string, calls: Call[] = []): FetchLike {
  return async (url, init) => {
    calls.push({ url, init });
    return { ok: status >= 200 && status < 300, status, text: async () => body };
  };
}

const expected: Array<[number, string]> = [
  [400, "Gönderilen bilgiler geçersiz."],
  [401, "Oturumunuz sona erdi. Lütfen yeniden giriş yapın."],
  [403, "Bu işlem için yetkiniz yok."],
  [404, "Aradığınız kayıt bulunamadı."],
  [409, "Bu kayıt siz düzenlerken başka biri tarafından değiştirildi."],
  [413, "Dosya çok büyük (en fazla 20 MB)."],
  [415, "Bu dosya türü desteklenmiyor."],
  [429, "Çok fazla istek gönderildi. Lütfen biraz bekleyin."],
  [500, "Sunucuda bir sorun oluştu. Lütfen yeniden deneyin."],
  [502, "Sunucuda bir sorun oluştu. Lütfen yeniden deneyin."],
  [503, "Sunucuda bir sorun oluştu. Lütfen yeniden deneyin."],
];

async function errorOf(promise: Promise<unknown>): Promise<ApiClientError> {
  const caught = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  expect(caught).toBeInstanceOf(ApiClientError);
  return caught as ApiClientError;
}

describe("API client", () => {
  it("sends JSON with same-origin credentials and parses the answer", async () => {
    const calls: Call[] = [];
    const api = createApi({ apiBase: "/api", fetch: fakeFetch(200, '{"id":7}', calls) });
    await expect(api("/news", { method: "POST", body: { title: "Kermes" } })).resolves.toEqual({ id: 7 });
    expect(calls[0]!.url).toBe("/api/news");
    expect(calls[0]!.init.method).toBe("POST");
    expect(calls[0]!.init.credentials).toBe("same-origin");
    expect(calls[0]!.init.headers["Content-Type"]).toBe("application/json");
    expect(calls[0]!.init.body).toBe('{"title":"Kermes"}');
  });

  it("sends no Content-Type without a body and builds the query", async () => {
    const calls: Call[] = [];
    const api = createApi({ apiBase: "/api", fetch: fakeFetch(200, '{"items":[]}', calls) });
    await api("/news", { query: { q: "şenlik", sayfa: 2, empty: "" } });
    expect(calls[0]!.url).toBe("/api/news?q=%C5%9Fenlik&sayfa=2");
    expect(calls[0]!.init.headers["Content-Type"]).toBeUndefined();
    expect(apiUrl("/api", "/news/3", { version: 4 })).toBe("/api/news/3?version=4");
  });

  it("counts requests in flight for the progress bar", async () => {
    let release: () => void = () => {};
    const api = createApi({
      apiBase: "/api",
      fetch: () => new Promise((resolve) => (release = () => resolve({ ok: true, status: 200, text: async () => "{}" }))),
    });
    const before = progressCount();
    const pending = api("/dashboard");
    expect(progressCount()).toBe(before + 1);
    release();
    await pending;
    expect(progressCount()).toBe(before);
  });

  it.each(expected)("maps a %i without a JSON body to its Turkish message", async (status, message) => {
    const api = createApi({ apiBase: "/api", fetch: fakeFetch(status, "<html>Bad gateway</html>") });
    const error = await errorOf(api("/news/1"));
    expect(error.status).toBe(status);
    expect(error.message).toBe(message);
    expect(fallbackMessage(status)).toBe(message);
  });

  it("uses the server's Turkish message and field errors", async () => {
    const body = JSON.stringify({ statusCode: 400, statusMessage: "title: Başlık en az 3 karakter olmalı.", fatal: false, fields: { title: "Başlık en az 3 karakter olmalı." } });
    const api = createApi({ apiBase: "/api", fetch: fakeFetch(400, body) });
    const error = await errorOf(api("/news", { method: "POST", body: {} }));
    // The field's key is for code: a notice shows the Turkish message alone.
    expect(error.message).toBe("Başlık en az 3 karakter olmalı.");
    expect(error.fields).toEqual({ title: "Başlık en az 3 karakter olmalı." });
  });

  it("keeps a message that merely contains a colon, and one naming no refused field", async () => {
    const colon = createApi({ apiBase: "/api", fetch: fakeFetch(400, JSON.stringify({ statusCode: 400, statusMessage: "Dosya: desteklenmiyor", fatal: false, fields: { file: "x" } })) });
    expect((await errorOf(colon("/media", { method: "POST", body: {} }))).message).toBe("Dosya: desteklenmiyor");
    const unnamed = createApi({ apiBase: "/api", fetch: fakeFetch(400, JSON.stringify({ statusCode: 400, statusMessage: "ids: Liste eksik.", fatal: false })) });
    expect((await errorOf(unnamed("/albums/order", { method: "POST", body: {} }))).message).toBe("ids: Liste eksik.");
  });

  it("turns a refusal of some fields into the form's summary, the messages staying with their fields", async () => {
    const fields = { mapUrl: "Harita bağlantısı https:// ile başlayan tam bir adres olmalı.", email: "Geçerli bir e-posta adresi yazın (ör. ad@ornek.com)." };
    const refused = formRefusal(new ApiClientError(400, fields.mapUrl, fields));
    expect([refused.status, refused.message, refused.fields]).toEqual([400, "Kaydedilemedi. Lütfen işaretli alanları düzeltin.", fields]);
    expect(formRefusal(new ApiClientError(422, "x", { title: "y" })).message).toBe("Kaydedilemedi. Lütfen işaretli alanları düzeltin.");
    // Anything else keeps its own message: a conflict, a refusal naming no field, a failure that is no API answer.
    const conflict = new ApiClientError(409, "Bu kayıt siz düzenlerken başka biri tarafından değiştirildi.");
    expect(formRefusal(conflict)).toBe(conflict);
    expect(formRefusal(new ApiClientError(400, "Gönderilen bilgiler geçersiz.")).message).toBe("Gönderilen bilgiler geçersiz.");
    expect(formRefusal(new Error("boom")).message).toBe("İstek tamamlanamadı. Lütfen yeniden deneyin.");
  });

  it("keeps a 409's own message (e.g. the last-admin rule) and flags the conflict", async () => {
    const message = "Son etkin yönetici hesabının rolü değiştirilemez ve hesap devre dışı bırakılamaz";
    const api = createApi({ apiBase: "/api", fetch: fakeFetch(409, JSON.stringify({ statusCode: 409, statusMessage: message, fatal: false })) });
    const error = await errorOf(api("/users/1/disable", { method: "POST" }));
    expect(error.message).toBe(message);
    expect(error.isConflict).toBe(true);
  });

  it("replaces the server's English reason phrases and any 5xx text with Turkish", async () => {
    const notFound = createApi({ apiBase: "/api", fetch: fakeFetch(404, JSON.stringify({ statusCode: 404, statusMessage: "Page not found: /api/x", fatal: false })) });
    expect((await errorOf(notFound("/x"))).message).toBe("Aradığınız kayıt bulunamadı.");
    const tooLarge = createApi({ apiBase: "/api", fetch: fakeFetch(413, JSON.stringify({ statusCode: 413, statusMessage: "Payload Too Large", fatal: false })) });
    expect((await errorOf(tooLarge("/images"))).message).toBe("Dosya çok büyük (en fazla 20 MB).");
    const crashed = createApi({ apiBase: "/api", fetch: fakeFetch(500, JSON.stringify({ statusCode: 500, statusMessage: "Internal Server Error", fatal: false })) });
    expect((await errorOf(crashed("/news"))).message).toBe("Sunucuda bir sorun oluştu. Lütfen yeniden deneyin.");
  });

  it("reports a network failure in Turkish", async () => {
    const api = createApi({
      apiBase: "/api",
      fetch: () => Promise.reject(new TypeError("Failed to fetch")),
    });
    const error = await errorOf(api("/news"));
    expect(error.status).toBe(0);
    expect(error.message).toBe("Sunucuya ulaşılamadı. İnternet bağlantınızı kontrol edin.");
  });

  it("lets an aborted request reject as an abort, not as an error to show", async () => {
    const abort = Object.assign(new Error("The operation was aborted."), { name: "AbortError" });
    const api = createApi({ apiBase: "/api", fetch: () => Promise.reject(abort) });
    await expect(api("/news")).rejects.toBe(abort);
  });

  it("checks image files before uploading", () => {
    expect(checkImageFile({ name: "a.png", type: "image/png", size: 1000 })).toBeNull();
    expect(checkImageFile({ name: "a.ico", type: "image/vnd.microsoft.icon", size: 1000 })).toBeNull();
    expect(checkImageFile({ name: "a.jpg", type: "", size: 1000 })).toBeNull();
    expect(checkImageFile({ name: "a.webp", type: "image/webp", size: 1000 })).toMatch(/desteklenmiyor/);
    expect(checkImageFile({ name: "a.jpg", type: "image/jpeg", size: 20 * 1024 * 1024 + 1 })).toBe("Dosya 20 MB'tan büyük olamaz.");
    expect(checkImageFile({ name: "a.jpg", type: "image/jpeg", size: 20 * 1024 * 1024 })).toBeNull();
  });
});
