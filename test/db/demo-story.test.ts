import { describe, expect, it } from "vitest";
import { demoEvents, demoNews, demoPages, type DemoBlock } from "../../src/db/seed/demo-content";
import { demoImages } from "../../src/db/seed/demo-images";

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
