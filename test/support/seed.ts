import { env } from "cloudflare:workers";
import { database } from "../../src/db/client";
import { seedDemoContent } from "../../src/db/seed/seed";
import { readIdentity } from "../../src/db/identity";
import { rememberIdentity } from "../../src/routes/pages/site-identity";

/** Real, minimal image files (each one the Images binding decodes) standing in for the demo pictures in R2 (workerd tests cannot read the disk). */
const tinyImages: Record<string, Uint8Array> = {
  "image/gif": Uint8Array.from(atob("R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw=="), (c) => c.charCodeAt(0)),
  "image/png": Uint8Array.from(
    atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="),
    (c) => c.charCodeAt(0),
  ),
  "image/jpeg": Uint8Array.from(
    atob(
      "/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABv/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/ALgAYXP/2Q==",
    ),
    (c) => c.charCodeAt(0),
  ),
};

export const tinyImageFor = (contentType: string) => tinyImages[contentType]!;

/** Installs the project's demo content into the test's D1 and R2, exactly as `npm start` does. */
export async function seedDemo(now = new Date()) {
  const seeded = await seedDemoContent(
    database(env.DB),
    {
      async put(key, _file, contentType) {
        await env.MEDIA.put(key, tinyImageFor(contentType), { httpMetadata: { contentType } });
      },
    },
    now,
  );
  // Pages' shells show the identity this isolate read last: the demo's, from now on (src/routes/pages/site-identity.ts).
  rememberIdentity(await readIdentity(database(env.DB)));
  return seeded;
}
