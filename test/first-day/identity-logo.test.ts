import { describe, expect, it } from "vitest";
import type { IdentityDto } from "../../src/shared/admin-contract";
import { DEFAULT_IDENTITY } from "../../src/shared/identity";
import { createAccount, resetAccounts, sessionCookie } from "../support/accounts";
import { ORIGIN, visit } from "../support/fetch";
import { uploadImage } from "../support/uploads";

// From an empty database: the logo goes through the media library like any picture.
async function adminCookie(): Promise<string> {
  await resetAccounts();
  return (await sessionCookie((await createAccount("admin")).id)).cookie;
}

const put = (cookie: string, body: unknown) =>
  visit("/api/settings/identity", { method: "PUT", headers: { cookie, origin: ORIGIN, "content-type": "application/json" }, body: JSON.stringify(body) });

describe("the association's logo", () => {
  it("refuses a file that is not an image, and a logo that is not one of the library's pictures", async () => {
    const cookie = await adminCookie();
    const form = new FormData();
    form.set("file", new File([new TextEncoder().encode("logo değil")], "logo.png", { type: "image/png" }));
    const notImage = await visit("/api/images", { method: "POST", headers: { cookie, origin: ORIGIN }, body: form });
    expect(notImage.status).toBe(415);
    const outside = await put(cookie, { ...DEFAULT_IDENTITY, logo: { src: "https://example.com/logo.png", width: 10, height: 10 }, version: 0 });
    expect(outside.status).toBe(400);
    expect((await outside.json<{ fields: Record<string, string> }>()).fields["logo.src"]).toBe("Logo, ortam kitaplığından yüklenmiş bir resim olmalı.");
  });

  it("once uploaded and saved, is the favicon, the touch icon, the structured data's logo and the social card of pages without a picture", async () => {
    const cookie = await adminCookie();
    const image = await uploadImage(cookie, "logo.png");
    const saved = await put(cookie, { ...DEFAULT_IDENTITY, name: "Kuzey Ege Doğa Derneği", logo: { src: image.url, width: image.width, height: image.height }, version: 0 });
    expect(saved.status).toBe(200);
    expect((await saved.json<IdentityDto>()).logo?.src).toBe(image.url);
    const home = await (await visit("/")).text();
    expect(home).toContain(`<link rel="icon" href="${image.url}"/>`);
    expect(home).toContain(`<link rel="apple-touch-icon" href="${image.url}"/>`);
    expect(home).toContain(`<meta property="og:image" content="${ORIGIN}${image.url}"/>`);
    expect(home).toContain(`"logo":{"@type":"ImageObject","url":"${ORIGIN}${image.url}"`);
    expect(home).toContain(`<img src="${image.url}" alt=""`);
  });

  it("is listed where the picture is used, and trashing the picture anyway leaves the neutral logo, never a broken one", async () => {
    const cookie = await adminCookie();
    const image = await uploadImage(cookie, "logo.png");
    const api = (path: string, method = "GET") => visit(`/api${path}`, { method, headers: { cookie, origin: ORIGIN } });
    const { version } = await (await api("/settings/identity")).json<IdentityDto>();
    const saved = await put(cookie, { ...DEFAULT_IDENTITY, name: "Kuzey Ege Doğa Derneği", logo: { src: image.url, width: image.width, height: image.height }, version });
    expect(saved.status).toBe(200);
    const refused = await api(`/images/${image.id}?version=${image.version}`, "DELETE");
    expect(refused.status).toBe(409);
    expect((await refused.json<{ statusMessage: string }>()).statusMessage).toContain("derneğin logosu");
    const forced = await api(`/images/${image.id}?version=${image.version}&force=1`, "DELETE");
    expect(forced.status, await forced.clone().text()).toBe(200);
    const after = await (await api("/settings/identity")).json<IdentityDto>();
    expect(after.logo).toBeNull();
    expect(after.name).toBe("Kuzey Ege Doğa Derneği");
    const home = await (await visit("/")).text();
    expect(home).not.toContain(image.url);
    expect(home).toContain("Kuzey Ege Doğa Derneği");
  });
});
