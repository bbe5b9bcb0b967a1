import { expect } from "vitest";
import type { ImageDto } from "../../src/shared/admin-contract";
import { ORIGIN, visit } from "./fetch";
import { tinyImageFor } from "./seed";

/** A small PNG uploaded through the gallery's API as the session `cookie` gives, with any form fields (alt, albumId); answers its DTO. */
export async function uploadImage(cookie: string, name: string, fields: Record<string, string> = {}): Promise<ImageDto> {
  const form = new FormData();
  form.set("file", new File([tinyImageFor("image/png")], name, { type: "image/png" }));
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  const response = await visit("/api/images", { method: "POST", headers: { cookie, origin: ORIGIN }, body: form });
  expect(response.status).toBe(201);
  return response.json<ImageDto>();
}
