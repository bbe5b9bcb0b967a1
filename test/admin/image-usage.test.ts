import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { ImageDto } from "../../src/shared/admin-contract";
import { doc, image, p } from "../../src/shared/richtext/build";
import { createAccount, resetAccounts, sessionCookie } from "../support/accounts";
import { ORIGIN, visit } from "../support/fetch";
import { tinyImageFor } from "../support/seed";

let cookie = "";

beforeAll(async () => {
  await resetAccounts();
  cookie = (await sessionCookie((await createAccount("editor")).id)).cookie;
});

const call = (method: string, path: string, body?: unknown) =>
  visit(`/api${path}`, {
    method,
    headers: { cookie, origin: ORIGIN, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function upload(): Promise<ImageDto> {
  const form = new FormData();
  form.set("file", new File([tinyImageFor("image/png")], "kermes.png", { type: "image/png" }));
  form.set("alt", "Kermes masası");
  return (await visit("/api/images", { method: "POST", headers: { cookie, origin: ORIGIN }, body: form })).json<ImageDto>();
}

const newsWith = (title: string, body: unknown, coverImageId: number | null) => ({ title, summary: "", body, coverImageId, status: "draft", publishAt: null });

describe("deleting an image that is in use", () => {
  it("says where it is used, deletes nothing, and deletes everything once confirmed", async () => {
    const used = await upload();
    expect((await call("POST", "/news", newsWith("Kermes Duyurusu", doc(p("Masalar hazır.")), used.id))).status).toBe(201);
    expect((await call("POST", "/news", newsWith("Kermes Günlüğü", doc(p(image(used.url, "Kermes", 1, 1))), null))).status).toBe(201);

    const usage = await (await call("GET", `/images/${used.id}/usage`)).json<{ uses: { kind: string; title: string; asCover: boolean }[] }>();
    expect(usage.uses).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: "news", title: "Kermes Duyurusu", asCover: true }),
        expect.objectContaining({ kind: "news", title: "Kermes Günlüğü", asCover: false }),
      ]),
    );

    const refused = await call("DELETE", `/images/${used.id}?version=${used.version}`);
    expect(refused.status).toBe(409);
    const message = (await refused.json<{ statusMessage: string }>()).statusMessage;
    expect(message).toContain("Bu görsel kullanılıyor:");
    expect(message).toContain("“Kermes Duyurusu” haberi (kapak)");
    expect(message).toContain("“Kermes Günlüğü” haberi");
    expect(await env.MEDIA.head(used.r2Key)).not.toBeNull();

    const forced = await call("DELETE", `/images/${used.id}?version=${used.version}&force=1`);
    expect(forced.status).toBe(200);
    expect(await env.MEDIA.head(used.r2Key)).toBeNull();
  });

  it("deletes an image used nowhere at once", async () => {
    const unused = await upload();
    expect((await call("GET", `/images/${unused.id}/usage`).then((r) => r.json<{ uses: unknown[] }>())).uses).toEqual([]);
    expect((await call("DELETE", `/images/${unused.id}?version=${unused.version}`)).status).toBe(200);
    expect((await call("DELETE", `/images/${unused.id}?version=${unused.version}&force=evet`)).status).toBe(400);
  });
});
