import { describe, expect, it } from "vitest";
import type { NewsDto } from "../../../src/admin/contract";
import { autosaves, buildInput, emptyForm, eventTimesOf, formFromDto, publicationOf, saveLabel } from "../../../client/admin/sections/content-form";

const NOW = Date.parse("2026-03-01T09:00:00.000Z");

const news: NewsDto = {
  id: 3,
  title: "Yaz Şenliği",
  slug: "yaz-senligi",
  status: "published",
  visibility: "scheduled",
  publishAt: "2026-06-20T15:00:00.000Z",
  updatedAt: "2026-03-01T08:00:00.000Z",
  version: 4,
  summary: "Özet",
  body: { root: { type: "root", children: [] } },
  coverImage: null,
  seoDescription: "",
  socialImage: null,
  pendingDraft: null,
  createdAt: "2026-02-01T08:00:00.000Z",
};

describe("news / event form", () => {
  it("reads a scheduled record as “İleri bir tarihte” in Istanbul time", () => {
    const form = formFromDto(news);
    expect(form.mode).toBe("later");
    expect(form.publishLocal).toBe("2026-06-20T18:00");
    expect(form.slugAuto).toBe(false);
  });

  it("keeps an already published item's publication time when saved again", () => {
    expect(publicationOf({ mode: "now", publishLocal: "" }, { visibility: "published", publishAt: "2026-01-01T10:00:00.000Z" }, NOW)).toEqual({
      status: "published",
      publishAt: "2026-01-01T10:00:00.000Z",
    });
    expect(publicationOf({ mode: "now", publishLocal: "" }, null, NOW)).toEqual({ status: "published", publishAt: null });
    expect(publicationOf({ mode: "draft", publishLocal: "2026-06-20T18:00" }, null, NOW)).toEqual({ status: "draft", publishAt: null });
  });

  it("requires a future time for scheduling", () => {
    expect(publicationOf({ mode: "later", publishLocal: "2026-06-20T18:00" }, null, NOW)).toEqual({ status: "published", publishAt: "2026-06-20T15:00:00.000Z" });
    expect(publicationOf({ mode: "later", publishLocal: "" }, null, NOW)).toHaveProperty("error");
    expect(publicationOf({ mode: "later", publishLocal: "2026-02-01T10:00" }, null, NOW)).toHaveProperty("error");
  });

  it("builds NewsInput, leaving an empty slug to the server", () => {
    const result = buildInput("news", { ...emptyForm(), title: "  Kermes  ", summary: " kısa " }, null, NOW);
    expect(result).toEqual({
      ok: true,
      input: { title: "Kermes", summary: "kısa", body: emptyForm().body, coverImageId: null, seoDescription: "", socialImageId: null, status: "draft", publishAt: null },
    });
  });

  it("sends the search description trimmed and the social image's id, and refuses a description search engines would cut", () => {
    const image = { id: 9 } as NewsDto["coverImage"];
    const result = buildInput("news", { ...emptyForm(), title: "Kermes", seoDescription: "  Kermese davetlisiniz.  ", socialImage: image }, null, NOW);
    expect(result.ok && result.input).toMatchObject({ seoDescription: "Kermese davetlisiniz.", socialImageId: 9 });
    const tooLong = buildInput("news", { ...emptyForm(), title: "Kermes", seoDescription: "a".repeat(161) }, null, NOW);
    expect(!tooLong.ok && tooLong.errors.seoDescription).toMatch(/en fazla 160/);
  });

  it("reports Turkish field errors", () => {
    const result = buildInput("news", { ...emptyForm(), title: "ab", slug: "Büyük Harf" }, null, NOW);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.title).toMatch(/en az 3/);
      expect(result.errors.slug).toBeDefined();
    }
  });

  it("turns event inputs into instants (timed and all-day)", () => {
    expect(eventTimesOf({ allDay: false, startLocal: "2026-03-12T19:00", endLocal: "2026-03-12T21:30", startDate: "", endDate: "" })).toEqual({
      startsAt: "2026-03-12T16:00:00.000Z",
      endsAt: "2026-03-12T18:30:00.000Z",
    });
    expect(eventTimesOf({ allDay: true, startLocal: "", endLocal: "", startDate: "2026-03-12", endDate: "" })).toEqual({
      startsAt: "2026-03-11T21:00:00.000Z",
      endsAt: "2026-03-12T20:59:00.000Z",
    });
    expect(eventTimesOf({ allDay: false, startLocal: "2026-03-12T19:00", endLocal: "2026-03-12T18:00", startDate: "", endDate: "" })).toHaveProperty("errors.endsAt");
    expect(eventTimesOf({ allDay: false, startLocal: "", endLocal: "", startDate: "", endDate: "" })).toHaveProperty("errors.startsAt");
  });

  it("builds EventInput", () => {
    const result = buildInput(
      "events",
      { ...emptyForm(), title: "Konser", startLocal: "2026-03-12T19:00", locationName: " Dernek Merkezi ", onlineUrl: "", mode: "now" },
      null,
      NOW,
    );
    expect(result).toMatchObject({
      ok: true,
      input: { title: "Konser", startsAt: "2026-03-12T16:00:00.000Z", endsAt: null, allDay: false, locationName: "Dernek Merkezi", onlineUrl: null, status: "published" },
    });
  });
});

describe("the save button and autosave of drafts and published items", () => {
  const draft = { status: "draft" as const, visibility: "draft" as const };
  const live = { status: "published" as const, visibility: "published" as const };
  const scheduled = { status: "published" as const, visibility: "scheduled" as const };

  it("says “Yayımla” for what is not public yet and “Güncelle” for a published item", () => {
    expect(saveLabel("now", null)).toBe("Yayımla");
    expect(saveLabel("now", draft)).toBe("Yayımla");
    expect(saveLabel("draft", draft)).toBe("Taslağı kaydet");
    expect(saveLabel("later", draft)).toBe("Yayına planla");
    expect(saveLabel("now", live)).toBe("Güncelle");
    expect(saveLabel("later", scheduled)).toBe("Güncelle");
    expect(saveLabel("draft", live)).toBe("Yayından kaldır ve taslak yap");
  });

  it("autosaves drafts, and published items whose publication is left as it is", () => {
    expect(autosaves("draft", null)).toBe(false);
    expect(autosaves("draft", draft)).toBe(true);
    expect(autosaves("now", draft)).toBe(false);
    expect(autosaves("now", live)).toBe(true);
    expect(autosaves("later", scheduled)).toBe(true);
    expect(autosaves("draft", live)).toBe(false);
    expect(autosaves("later", live)).toBe(false);
  });
});
