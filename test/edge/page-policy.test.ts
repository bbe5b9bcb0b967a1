import { describe, expect, it } from "vitest";
import { sitePolicies } from "../../src/app/create-app";
import { pageRoutes } from "../../src/routes/pages/routes";
import { standalonePublicPages } from "../../src/platform/page-policy";

const policies = sitePolicies(pageRoutes);
const sectionsOf = (path: string) => policies.of(path).sections;

describe("the policies the route table declares", () => {
  it("gives pages, their payloads and the feeds the sections their routes declare", () => {
    // The home page links the announced general assembly (docs/assembly.md).
    expect(sectionsOf("/")).toEqual(["gundem", "etkinlikler", "galeri", "sayfa:home", "sayfa:contact", "genel-kurul"]);
    expect(sectionsOf("/_payload.json")).toEqual(sectionsOf("/"));
    expect(sectionsOf("/gundem")).toEqual(["gundem", "galeri"]);
    expect(sectionsOf("/gundem/bir-duyuru")).toEqual(["gundem", "galeri"]);
    expect(sectionsOf("/gundem/bir-duyuru/_payload.json")).toEqual(["gundem", "galeri"]);
    // A feed's address is not taken for a news item's.
    expect(sectionsOf("/gundem/rss.xml")).toEqual(["gundem"]);
    expect(sectionsOf("/etkinlikler/bir-etkinlik/takvim.ics")).toEqual(["etkinlikler", "galeri"]);
    expect(sectionsOf("/galeri/bir-album/3")).toEqual(["galeri"]);
    expect(sectionsOf("/kvkk")).toEqual(["sayfa:kvkk", "sayfa:contact"]);
    expect(sectionsOf("/genel-kurul/olagan-2027-03-14")).toEqual(["genel-kurul"]);
  });

  it("never caches private pages, the admin area, the API or unknown addresses", () => {
    for (const path of ["/login", "/hesabim", "/hesabim/bulten", "/admin", "/admin/gundem/1", "/api/news", "/bulten/onay", "/yok", "/gundem/a/b"]) {
      expect(sectionsOf(path), path).toBeNull();
    }
  });

  it("marks personal pages private, and public ones not", () => {
    for (const path of ["/login", "/register", "/sifre-yenile", "/hesabim", "/hesabim/verilerim", "/bulten/onay", "/etkinlik-kaydi/iptal", "/admin", "/admin/gundem/3", "/admin/onizle/gundem/4/_payload.json"]) {
      expect(policies.of(path).private, path).toBe(true);
    }
    for (const path of ["/", "/gundem", "/galeri/bir-album", "/iletisim", "/api/news", "/yok"]) expect(policies.of(path).private, path).toBe(false);
  });

  it("declares scripts: none for public pages, the album's own, the admin app's with a nonce", () => {
    expect(policies.of("/gundem").scripts).toBe("none");
    expect(policies.of("/galeri/bir-album").scripts).toEqual(["lightbox"]);
    expect(policies.of("/galeri/bir-album/_payload.json").scripts).toBe("none");
    expect(policies.of("/admin").scripts).toBe("admin");
    expect(policies.of("/admin/onizle/gundem/4").scripts).toBe("admin");
    expect(policies.of("/admin/ayarlar").scripts).toBe("admin");
  });

  it("keeps one token per distinct list of sections, compiled once per route table", () => {
    const lists = policies.sectionLists.map((sections) => sections.join(","));
    expect(new Set(lists).size).toBe(lists.length);
    expect(lists).toContain("gundem,galeri");
    expect(sitePolicies(pageRoutes)).toBe(policies);
  });
});

describe("the sitemap's standalone pages", () => {
  it("lists every public page without a parameter, cached or not, with or without a loader", () => {
    const listed = standalonePublicPages([
      { path: "/", cache: { sections: ["gundem"] } },
      { path: "/bagis-bilgileri" },
      { path: "/gundem/:id", cache: { sections: ["gundem"] } },
      { path: "/login", private: true },
    ]);
    expect(listed).toEqual([
      { path: "/", sections: ["gundem"] },
      { path: "/bagis-bilgileri", sections: [] },
    ]);
  });

  it("are the site's public pages today", () => {
    expect(standalonePublicPages(pageRoutes).map(({ path }) => path)).toEqual(["/", "/gundem", "/etkinlikler", "/galeri", "/hakkimizda", "/iletisim", "/kvkk"]);
  });
});
