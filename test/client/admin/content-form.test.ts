import { describe, expect, it } from "vitest";
import type { EventDto, NewsDto } from "../../../src/shared/admin-contract";
import { COMPARISON_LABELS } from "../../../src/shared/content-kinds/labels";
import { autosaves, buildInput, comparableOf, emptyForm, eventTimesOf, formFromDto, publicationOf, saveLabel, unpublishedNote } from "../../../client/admin/sections/content-form";


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
    expect(publicationOf({ mode: "now", publishLocal: "" }, { visibility: "published", publishAt: "2026-01-01T10:00:00.000Z" })).toEqual({
      status: "published",
      publishAt: "2026-01-01T10:00:00.000Z",
    });
    expect(publicationOf({ mode: "now", publishLocal: "" }, null)).toEqual({ status: "published", publishAt: null });
    expect(publicationOf({ mode: "draft", publishLocal: "2026-06-20T18:00" }, null)).toEqual({ status: "draft", publishAt: null });
  });

  it("sends a planned time as an instant, marked for the server's rule that it lies ahead", () => {
    expect(publicationOf({ mode: "later", publishLocal: "2026-06-20T18:00" }, null)).toEqual({ status: "published", publishAt: "2026-06-20T15:00:00.000Z", publishLater: true });
    // Missing or past times are the server's to refuse (scheduleRule): the form sends what it has.
    expect(publicationOf({ mode: "later", publishLocal: "" }, null)).toEqual({ status: "published", publishAt: null, publishLater: true });
    expect(publicationOf({ mode: "later", publishLocal: "2026-02-01T10:00" }, null)).toEqual({ status: "published", publishAt: "2026-02-01T07:00:00.000Z", publishLater: true });
    expect(publicationOf({ mode: "later", publishLocal: "yarın" }, null)).toMatchObject({ publishAt: "yarın" });
  });

  it("builds NewsInput, leaving an empty slug to the server", () => {
    const result = buildInput("news", { ...emptyForm(), title: "  Kermes  ", summary: " kısa " }, null);
    expect(result).toEqual({ title: "Kermes", summary: "kısa", body: emptyForm().body, coverImageId: null, seoDescription: "", socialImageId: null, status: "draft", publishAt: null });
  });

  it("sends the search description trimmed and the social image's id", () => {
    const image = { id: 9 } as NewsDto["coverImage"];
    const result = buildInput("news", { ...emptyForm(), title: "Kermes", seoDescription: "  Kermese davetlisiniz.  ", socialImage: image }, null);
    expect(result).toMatchObject({ seoDescription: "Kermese davetlisiniz.", socialImageId: 9 });
  });

  it("leaves the fields' rules to the server: what was typed is sent for it to judge", () => {
    const result = buildInput("news", { ...emptyForm(), title: " ab ", slug: "Büyük Harf", seoDescription: "a".repeat(161) }, null);
    expect(result).toMatchObject({ title: "ab", slug: "Büyük Harf", seoDescription: "a".repeat(161) });
    const online = buildInput("events", { ...emptyForm(), title: "Söyleşi", startLocal: "2026-03-12T19:00", attendanceMode: "cevrimici", onlineUrl: " ftp://x " }, null);
    expect(online).toMatchObject({ onlineUrl: "ftp://x", attendanceMode: "cevrimici" });
    // An in-person event keeps no join address, whatever was left in the hidden field.
    expect(buildInput("events", { ...emptyForm(), title: "Söyleşi", startLocal: "2026-03-12T19:00", onlineUrl: "x" }, null)).toMatchObject({ onlineUrl: null });
  });

  it("turns event inputs into instants (timed and all-day), sending what does not parse as typed", () => {
    expect(eventTimesOf({ allDay: false, startLocal: "2026-03-12T19:00", endLocal: "2026-03-12T21:30", startDate: "", endDate: "" })).toEqual({
      startsAt: "2026-03-12T16:00:00.000Z",
      endsAt: "2026-03-12T18:30:00.000Z",
    });
    expect(eventTimesOf({ allDay: true, startLocal: "", endLocal: "", startDate: "2026-03-12", endDate: "" })).toEqual({
      startsAt: "2026-03-11T21:00:00.000Z",
      endsAt: "2026-03-12T20:59:00.000Z",
    });
    // The order of start and end is the server's rule; a missing start goes empty, for it to ask for.
    expect(eventTimesOf({ allDay: false, startLocal: "2026-03-12T19:00", endLocal: "2026-03-12T18:00", startDate: "", endDate: "" })).toEqual({
      startsAt: "2026-03-12T16:00:00.000Z",
      endsAt: "2026-03-12T15:00:00.000Z",
    });
    expect(eventTimesOf({ allDay: false, startLocal: "", endLocal: "", startDate: "", endDate: "" })).toEqual({ startsAt: "", endsAt: null });
    expect(eventTimesOf({ allDay: true, startLocal: "", endLocal: "", startDate: "", endDate: "" })).toEqual({ startsAt: "", endsAt: null });
    expect(eventTimesOf({ allDay: false, startLocal: "2026-03-12T19:00", endLocal: "sonra", startDate: "", endDate: "" })).toMatchObject({ endsAt: "sonra" });
  });

  it("builds EventInput", () => {
    const result = buildInput(
      "events",
      { ...emptyForm(), title: "Konser", startLocal: "2026-03-12T19:00", locationName: " Dernek Merkezi ", onlineUrl: "", mode: "now" },
      null,
    );
    expect(result).toMatchObject({ title: "Konser", startsAt: "2026-03-12T16:00:00.000Z", endsAt: null, allDay: false, locationName: "Dernek Merkezi", onlineUrl: null, status: "published" });
  });

  it("carries an event's declared fields from its DTO to the form, its input and its comparison (konum notu)", () => {
    expect(emptyForm()).toMatchObject({ locationNote: "", attendanceMode: "yerinde", onlineUrlPublic: true, cancelled: false });
    const event: EventDto = {
      ...news,
      startsAt: "2026-03-12T16:00:00.000Z",
      endsAt: null,
      allDay: false,
      locationName: "Dernek Merkezi",
      locationAddress: null,
      locationNote: "Kapıdan girince sağdaki salon",
      onlineUrl: null,
      attendanceMode: "yerinde",
      onlineUrlPublic: true,
      cancelled: false,
    };
    const form = formFromDto(event);
    expect(form).toMatchObject({ locationName: "Dernek Merkezi", locationAddress: "", locationNote: "Kapıdan girince sağdaki salon", startLocal: "2026-03-12T19:00" });
    expect(buildInput("events", { ...form, locationNote: "  " }, null)).toMatchObject({ locationNote: null, locationAddress: null });
    expect(comparableOf("events", form)).toMatchObject({ locationNote: "Kapıdan girince sağdaki salon", startsAt: "2026-03-12T16:00:00.000Z" });
    expect(COMPARISON_LABELS.locationNote).toBe("Konum notu");
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

  it("says beside “Güncelle” that a published item's changes are not public yet, and only then", () => {
    const pendingDraft = { savedAt: "2026-11-26T09:35:00.000Z", by: "Deniz Yönetici" };
    const note = "Yayımlanmamış değişiklikler var: herkese açık sayfa “Güncelle”ye basılana kadar önceki hâliyle kalır.";
    expect(unpublishedNote("now", { ...live, pendingDraft }, false)).toBe(note);
    expect(unpublishedNote("now", { ...live, pendingDraft: null }, true)).toBe(note);
    expect(unpublishedNote("now", { ...live, pendingDraft: null }, false)).toBeNull();
    expect(unpublishedNote("draft", { ...live, pendingDraft }, true)).toBeNull();
    expect(unpublishedNote("now", { ...draft, pendingDraft: null }, true)).toBeNull();
    expect(unpublishedNote("now", null, true)).toBeNull();
  });
});
