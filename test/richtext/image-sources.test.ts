import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { database } from "../../src/db/client";
import { news } from "../../src/db/schema";
import { doc, image, p } from "../../src/shared/richtext/build";
import { richTextImageKeys } from "../../src/services/richtext/image-sources";
import { withWorkersCache } from "../support/workers-cache";

const key = "images/0f8fad5b-d9cb-469f-a165-70867728950e-800x600/full.jpg";

describe("richTextImageKeys", () => {
  it("finds every /media/ image of a text once, nested or not", () => {
    const body = doc(p("önce", image(`/media/${key}`, "Koro", 800, 600)), p(image(`/media/${key}`, "Yine", 800, 600), image("/media/demo/a.jpg", "Eski", 10, 10)));
    expect(richTextImageKeys(body)).toHaveLength(2);
    expect(new Set(richTextImageKeys(body))).toEqual(new Set([key, "demo/a.jpg"]));
  });

  it.each([null, "metin", 42, { root: "bozuk" }, { root: { children: [{ type: "image", src: "https://kotu.example/x.jpg" }] } }])("finds nothing in %j", (value) => {
    expect(richTextImageKeys(value)).toEqual([]);
  });
});

describe("a page showing an image in its text", () => {
  beforeAll(async () => {
    await database(env.DB)
      .insert(news)
      .values({ title: "Koro provası", slug: "koro-provasi", body: doc(p(image(`/media/${key}`, "Koro", 800, 600))), status: "published", publishAt: new Date(0) });
  });

  it("carries the image's cache tag, so replacing or deleting it purges the page", async () => {
    // As Workers Cache sees it: the page's tags go out with the copy it stores.
    const response = await withWorkersCache().fetch("/gundem/koro-provasi");
    expect(response.status).toBe(200);
    await response.text();
    expect(response.headers.get("cache-tag")?.split(",")).toContain(`medya:${key}`);
  });
});
