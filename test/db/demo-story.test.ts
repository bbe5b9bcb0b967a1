import { describe, expect, it } from "vitest";
import { demoAlbums, demoEvents, demoNews, demoPages, type DemoBlock } from "../../src/db/seed/demo-content";
import { demoImages } from "../../src/db/seed/demo-images";
import { demoDay, istanbulTime } from "../../src/db/seed/seed";

const blockText = (block: DemoBlock): string =>
  typeof block === "string" ? block : "heading" in block ? block.heading : "bullets" in block ? block.bullets.join("\n") : block.numbered.join("\n");
const items = [...demoNews, ...demoEvents];
const allText = [
  ...items.flatMap((item) => [item.title, item.summary, ...item.body.map(blockText)]),
  ...Object.values(demoPages).flatMap((page) => [page.title, page.summary, ...page.body.map(blockText)]),
  ...Object.values(demoPages.contact).filter((value): value is string => typeof value === "string"),
  ...demoEvents.flatMap((event) => [event.locationName ?? "", event.locationAddress ?? "", event.onlineUrl ?? ""]),
].join("\n");

describe("the demo content tells one story", () => {
  it("gives every pictured item an illustration of its own, from the shipped files", () => {
    const covers = items.map((item) => item.cover).filter((cover): cover is string => cover !== null);
    expect(new Set(covers).size).toBe(covers.length);
    const files = new Set(demoImages.map((image) => image.file));
    for (const cover of covers) expect(files.has(cover)).toBe(true);
  });

  it("announces the festival days before it happens, as the preparations article says", () => {
    const festival = demoEvents.find((event) => event.title.includes("Şenliği ve"))!;
    const preparations = demoNews.find((item) => item.body.some((block) => blockText(block).includes("sayılı günler kaldı")))!;
    const daysBetween = festival.startsInDays - preparations.publishInDays;
    expect(festival.startsInDays).toBeGreaterThan(0);
    expect(daysBetween).toBeGreaterThan(0);
    expect(daysBetween).toBeLessThanOrEqual(21);
  });

  it("names no season or holy month that a date relative to today could contradict", () => {
    for (const item of items) expect(`${item.title} ${item.summary}`).not.toMatch(/\b(kış|yaz|bahar|sonbahar|iftar|ramazan)\b/iu);
  });

  it("has no placeholder addresses and does not repeat a place's name in its address", () => {
    expect(allText).not.toMatch(/example\.(org|com|net)/);
    for (const event of demoEvents) {
      if (event.locationName && event.locationAddress) expect(event.locationAddress).not.toContain(event.locationName);
    }
  });

  it("writes day names in lower case mid-sentence and the phone number in one format", () => {
    expect(allText).not.toMatch(/[a-zçğıöşü0-9,][ \t]+(Pazartesi|Salı|Çarşamba|Perşembe|Cuma|Cumartesi|Pazar)(?![a-zçğıöşü])/u);
    // What a reader sees: the tel: link targets are machine addresses, not text.
    const phones = allText.replace(/\(tel:[^)]*\)/g, "").match(/(\+90|0)[\s(]*\d{3}[\s)]*\d{3}\s?\d{2}\s?\d{2}/g) ?? [];
    expect(phones.length).toBeGreaterThan(0);
    for (const phone of phones) expect(phone).toBe(demoPages.contact.phone);
  });
});

const DAY_NAMES = ["pazar", "pazartesi", "salı", "çarşamba", "perşembe", "cuma", "cumartesi"];
/** A day named as one day ("Pazar sabahı", "pazar günü"), not a recurring one ("her cumartesi", "ayın ilk çarşamba akşamı"). */
const ONE_DAY = new RegExp(`(?<!(?:her|ilk|son) )(?<=^|[\\s,(“])(${DAY_NAMES.join("|")}) (?:sabahı|öğleden sonra|akşamı|günü)(?![a-zçğıöşü])`, "giu");
const namedDays = (text: string) => [...text.matchAll(ONE_DAY)].map((match) => DAY_NAMES.indexOf(match[1]!.toLocaleLowerCase("tr")));
const textOf = (item: { title: string; summary: string; body: DemoBlock[] }) => [item.title, item.summary, ...item.body.map(blockText)].join("\n");
const istanbulWeekday = (at: Date) => new Date(at.getTime() + 3 * 60 * 60 * 1000).getUTCDay();
const DAY_MS = 24 * 60 * 60 * 1000;

/** Fourteen start days in a row (every weekday twice), in three seasons. */
const startDays = ["2026-11-26", "2027-01-15", "2027-07-01"].flatMap((first) =>
  Array.from({ length: 14 }, (_, i) => new Date(Date.parse(`${first}T07:30:00Z`) + i * DAY_MS)),
);

describe("the demo content's dates agree with its words, whatever day it is installed", () => {
  it.each(startDays.map((now) => [now.toISOString().slice(0, 10), now] as const))("installed on %s", (_day, now) => {
    for (const item of demoNews) {
      const published = istanbulTime(now, demoDay(now, item.publishInDays, item.publishWeekday), item.publishTime);
      for (const day of namedDays(textOf(item))) expect([item.title, istanbulWeekday(published)]).toEqual([item.title, day]);
      // A news item written as past stays past.
      if (item.publishInDays < 0) expect(published.getTime()).toBeLessThan(now.getTime());
    }
    for (const event of demoEvents) {
      const starts = istanbulTime(now, demoDay(now, event.startsInDays, event.weekday), event.startTime);
      for (const day of namedDays(textOf(event))) expect([event.title, istanbulWeekday(starts)]).toEqual([event.title, day]);
      expect(starts.getTime() > now.getTime()).toBe(event.startsInDays > 0);
    }

    // The story hour is on Saturdays at 11:00, as the library's news says ("Her cumartesi 11:00'deki masal saati").
    const library = demoNews.find((item) => textOf(item).includes("Her cumartesi 11:00'deki masal saati"))!;
    expect(library).toBeDefined();
    const storyHour = demoEvents.find((event) => /masal saati/i.test(event.title))!;
    const storyStart = istanbulTime(now, demoDay(now, storyHour.startsInDays, storyHour.weekday), storyHour.startTime);
    expect([istanbulWeekday(storyStart), storyHour.startTime]).toEqual([6, "11:00"]);

    // The general assembly: invited three weeks ahead, on a Sunday; the reports shown a week before it; the new board after it.
    const invitation = demoNews.find((item) => item.title.startsWith("Olağan Genel Kurul"))!;
    expect(textOf(invitation)).toContain("üç hafta sonra, pazar günü");
    expect(textOf(invitation)).toContain("toplantıdan bir hafta önce");
    const invited = demoDay(now, invitation.publishInDays, invitation.publishWeekday);
    const meeting = istanbulTime(now, invited + 21, "14:00");
    expect(istanbulWeekday(meeting)).toBe(0);
    const board = demoNews.find((item) => item.title.startsWith("Yeni Yönetim Kurulumuz"))!;
    expect(istanbulTime(now, demoDay(now, board.publishInDays, board.publishWeekday), board.publishTime).getTime()).toBeGreaterThan(meeting.getTime());
    expect(meeting.getTime()).toBeLessThan(now.getTime());
  });

  it("promises nothing a season could contradict: no summer, winter or open air in dated texts, albums or captions", () => {
    const seasonal = /(?<![a-zçğıöşü])(yaz|yazın|kış|kışın|bahar|sonbahar|açık hava|açık havada)(?![a-zçğıöşü])/iu;
    for (const item of items) expect([item.title, textOf(item)]).not.toEqual([item.title, expect.stringMatching(seasonal)]);
    for (const album of demoAlbums) expect(`${album.title} ${album.description}`).not.toMatch(seasonal);
    for (const image of demoImages) expect(image.caption).not.toMatch(seasonal);
  });

  it("dates no album by words its date would contradict (the album's date is the day it was made)", () => {
    for (const album of demoAlbums) expect(`${album.title} ${album.description}`).not.toMatch(/geçen yıl|bu yıl|geçen yaz/iu);
  });
});
