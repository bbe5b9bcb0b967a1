import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { database } from "../../src/db/client";
import { reindexStale } from "../../src/db/site-search";
import type { AlbumDto, ImageDto } from "../../src/shared/admin-contract";
import { signedInApi } from "../support/admin-api";
import { visit } from "../support/fetch";
import { uploadImage } from "../support/uploads";

const { call, cookie } = signedInApi("editor");

beforeEach(async () => {
  await env.DB.batch(["images", "albums"].map((table) => env.DB.prepare(`DELETE FROM ${table}`)));
});

/** The results of a query as a visitor sees them: kind, title and address of each. */
async function found(query: string): Promise<{ kind: string; title: string; href: string }[]> {
  const html = await (await visit(`/ara?q=${encodeURIComponent(query)}`)).text();
  return [...html.matchAll(/<span class="search-kind">([^<]*)<\/span>.*?<h2 class="search-title"><a href="([^"]*)">([^<]*)<\/a>/gs)].map((m) => ({
    kind: m[1]!,
    href: m[2]!,
    title: m[3]!,
  }));
}

const album = async (title: string) => (await call<AlbumDto>("POST", "/albums", { title, description: "" })).body;
const current = async (id: number) => (await call<{ images: ImageDto[] }>("GET", "/images?album=all")).body.images.find((image) => image.id === id)!;
const edit = async (id: number, change: Partial<Pick<ImageDto, "alt" | "caption" | "albumId">>) => {
  const image = await current(id);
  return call<ImageDto>("PUT", `/images/${id}`, { alt: image.alt, caption: image.caption, albumId: image.albumId, version: image.version, ...change });
};
/** To the trash, out of its album's pages (which the API would otherwise name first). */
const trash = async (id: number) => expect((await call("DELETE", `/images/${id}?version=${(await current(id)).version}&force=1`)).status).toBe(200);

describe("site search in album photos' captions", () => {
  it("finds a shown photo by its caption, leading to the photo's page in its album", async () => {
    const spring = await album("Bahar şenliği");
    const photo = await uploadImage(cookie(), "ucurtma.png", { alt: "Çayırda uçurtmalar", caption: "Kadıköy'de uçurtma yarışı", albumId: String(spring.id) });
    expect(await found("uçurtmalarımız")).toEqual([{ kind: "Fotoğraf", title: "Bahar şenliği", href: `/galeri/${spring.slug}/${photo.id}` }]);
    const html = await (await visit("/ara?q=kadikoy")).text();
    expect(html).toContain("<mark>Kadıköy&#x27;de</mark>");
    // The file name and the alt text are not what a visitor searches.
    expect(await found("cayirda")).toEqual([]);
  });

  it("never finds a photo the public does not see: without alt text, in no album, in the trash, or in an album in the trash", async () => {
    const spring = await album("Bahar şenliği");
    await uploadImage(cookie(), "gizli.png", { alt: "", caption: "Fenerli gece", albumId: String(spring.id) });
    await uploadImage(cookie(), "albumsuz.png", { alt: "Fener", caption: "Fenerli alay" });
    expect(await found("fener")).toEqual([]);

    const photo = await uploadImage(cookie(), "kermes.png", { alt: "Kermes", caption: "Kermes standı", albumId: String(spring.id) });
    expect(await found("kermes")).toHaveLength(1);
    await trash(photo.id);
    expect(await found("kermes")).toEqual([]);
    await call("POST", `/images/trash/${photo.id}/restore`);
    expect(await found("kermes")).toHaveLength(1);

    await call("DELETE", `/albums/${spring.id}?version=${spring.version}`);
    expect(await found("kermes")).toEqual([]);
    await call("POST", `/albums/trash/${spring.id}/restore`);
    expect(await found("kermes")).toHaveLength(1);

    await edit(photo.id, { albumId: null });
    expect(await found("kermes")).toEqual([]);
  });

  it("follows a caption's change and its album's new name at once, and forgets a photo deleted for good", async () => {
    const spring = await album("Bahar şenliği");
    const photo = await uploadImage(cookie(), "konser.png", { alt: "Sahne", caption: "Akşam konseri", albumId: String(spring.id) });
    await edit(photo.id, { caption: "Sabah yürüyüşü" });
    expect(await found("konser")).toEqual([]);
    expect((await found("yürüyüş")).map((hit) => hit.title)).toEqual(["Bahar şenliği"]);

    const renamed = await call<AlbumDto>("PUT", `/albums/${spring.id}`, { title: "Yaz şenliği", description: "", version: spring.version });
    expect(await found("yürüyüş")).toEqual([{ kind: "Fotoğraf", title: "Yaz şenliği", href: `/galeri/${renamed.body.slug}/${photo.id}` }]);

    await trash(photo.id);
    await call("DELETE", `/images/trash/${photo.id}`);
    const left = await env.DB.prepare("SELECT count(*) AS n FROM search_index WHERE kind = 'photo'").first<{ n: number }>();
    expect(left?.n).toBe(0);
  });

  it("indexes the captions of photos stored before search knew them once the backfill runs", async () => {
    const spring = await album("Bahar şenliği");
    const photo = await uploadImage(cookie(), "eski.png", { alt: "Eski", caption: "Fidan dikimi", albumId: String(spring.id) });
    await env.DB.prepare("UPDATE images SET search_terms = NULL WHERE id = ?").bind(photo.id).run();
    expect(await found("fidan")).toEqual([]);
    while ((await reindexStale(database(env.DB))) > 0);
    expect(await found("fidanlar")).toHaveLength(1);
  });
});
