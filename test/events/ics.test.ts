import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { type CalendarEvent, icsFileName, toICalendar } from "../../src/services/events/ics";

/**
 * The generator's output is read back with ical.js, a real RFC 5545 parser, so these tests prove
 * what a calendar client would see, not just what strings we wrote.
 */

const TURKISH_TITLE = "Çiğdem Işık Ödülü Töreni; Kadıköy, İstanbul";
const encoder = new TextEncoder();

/** A timed event at 2026-03-12 19:00–21:30 Istanbul time (16:00–18:30Z). */
function sampleEvent(overrides: Partial<CalendarEvent> = {}): CalendarEvent {
  return {
    uid: "etkinlik-12@camlicadernegi.org.tr",
    title: TURKISH_TITLE,
    description: "Ödül töreni ve kokteyl.\nGiriş ücretsizdir, kayıt gerekir.",
    url: "https://camlicadernegi.org.tr/etkinlikler/cigdem-isik-odulu",
    startsAt: Date.parse("2026-03-12T16:00:00Z"),
    endsAt: Date.parse("2026-03-12T18:30:00Z"),
    allDay: false,
    locationName: "Kadıköy Kültür Merkezi",
    locationAddress: "Caferağa Mah. Moda Cad. No:1, Kadıköy/İstanbul",
    onlineUrl: null,
    updatedAt: Date.parse("2026-02-01T09:15:30Z"),
    ...overrides,
  };
}

function calendarOf(...events: CalendarEvent[]): string {
  return toICalendar(events, { name: "Çamlıca Derneği Etkinlikleri" });
}

/** Parses a calendar and returns its root component. */
function parse(text: string): ICAL.Component {
  return new ICAL.Component(ICAL.parse(text));
}

/** The parsed VEVENTs of a calendar, in order. */
function parsedEvents(text: string): ICAL.Event[] {
  return parse(text)
    .getAllSubcomponents("vevent")
    .map((component) => new ICAL.Event(component));
}

/** The only VEVENT of a one-event calendar. */
function onlyEvent(text: string): ICAL.Event {
  const events = parsedEvents(text);
  expect(events).toHaveLength(1);
  return events[0]!;
}

/** Physical lines, without the final empty string after the closing CRLF. */
function physicalLines(text: string): string[] {
  return text.split("\r\n").slice(0, -1);
}

/** Content lines after unfolding (RFC 5545 §3.1: CRLF followed by one space is removed). */
function unfoldedLines(text: string): string[] {
  return text.replace(/\r\n /g, "").split("\r\n").slice(0, -1);
}

/**
 * The first unfolded content line starting with `prefix` (e.g. "DTSTART") from the start of the
 * first VEVENT (default): the VTIMEZONE before it has a DTSTART of its own.
 */
function lineStartingWith(
  text: string,
  prefix: string,
  component: "VEVENT" | "VCALENDAR" = "VEVENT",
): string | undefined {
  const lines = unfoldedLines(text);
  return lines.slice(lines.indexOf(`BEGIN:${component}`)).find((line) => line.startsWith(prefix));
}

/** Decodes a raw TEXT value with ical.js's own iCalendar TEXT rules. */
function decodeText(raw: unknown): string {
  return ICAL.design.icalendar.value.text.fromICAL(String(raw)) as string;
}

describe("toICalendar: calendar envelope", () => {
  it("writes a VCALENDAR with the publishing headers and the Istanbul VTIMEZONE", () => {
    const text = toICalendar([sampleEvent()], {
      name: "Çamlıca Derneği; Etkinlikler",
      description: "Derneğin tüm etkinlikleri",
    });
    const calendar = parse(text);

    expect(calendar.name).toBe("vcalendar");
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstPropertyValue("prodid")).toBe("-//Camlica Dernegi//Web Sitesi//TR");
    expect(calendar.getFirstPropertyValue("calscale")).toBe("GREGORIAN");
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    // RFC 5545 §3.8.8.2 makes TEXT the default type of X- properties, so the name is escaped;
    // ical.js keeps unknown properties raw, so its own TEXT decoder is applied here.
    expect(lineStartingWith(text, "X-WR-CALNAME:", "VCALENDAR")).toBe(
      String.raw`X-WR-CALNAME:Çamlıca Derneği\; Etkinlikler`,
    );
    expect(decodeText(calendar.getFirstPropertyValue("x-wr-calname"))).toBe(
      "Çamlıca Derneği; Etkinlikler",
    );
    expect(decodeText(calendar.getFirstPropertyValue("x-wr-caldesc"))).toBe(
      "Derneğin tüm etkinlikleri",
    );
    expect(calendar.getFirstPropertyValue("x-wr-timezone")).toBe("Europe/Istanbul");

    const vtimezone = calendar.getFirstSubcomponent("vtimezone");
    expect(vtimezone?.getFirstPropertyValue("tzid")).toBe("Europe/Istanbul");
    const standard = vtimezone?.getFirstSubcomponent("standard");
    expect(standard?.getFirstPropertyValue("tzname")).toBe("+03");
    expect(standard?.getFirstPropertyValue("tzoffsetfrom")?.toString()).toBe("+03:00");
    expect(standard?.getFirstPropertyValue("tzoffsetto")?.toString()).toBe("+03:00");
  });

  it("declares a time zone that ical.js resolves to UTC+03:00", () => {
    const vtimezone = parse(calendarOf()).getFirstSubcomponent("vtimezone");
    const zone = new ICAL.Timezone(vtimezone);
    const time = ICAL.Time.fromData({ year: 2026, month: 7, day: 1, hour: 12 }, zone);
    expect(zone.tzid).toBe("Europe/Istanbul");
    expect(zone.utcOffset(time)).toBe(3 * 3600);
  });

  it("omits X-WR-CALDESC without a description and still parses with no events", () => {
    const text = calendarOf();
    const calendar = parse(text);
    expect(calendar.getFirstProperty("x-wr-caldesc")).toBeNull();
    expect(calendar.getAllSubcomponents("vevent")).toHaveLength(0);
  });

  it("ends every line, the last included, with CRLF and has no bare CR or LF", () => {
    const text = calendarOf(sampleEvent(), sampleEvent({ uid: "etkinlik-13@x", allDay: true }));
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });
});

describe("toICalendar: timed events", () => {
  it("round-trips uid, Turkish summary, description with newline, url, location and status", () => {
    const input = sampleEvent();
    const event = onlyEvent(calendarOf(input));

    expect(event.uid).toBe(input.uid);
    expect(event.summary).toBe(TURKISH_TITLE);
    expect(event.description).toBe(
      "Ödül töreni ve kokteyl.\nGiriş ücretsizdir, kayıt gerekir.\n" + input.url,
    );
    expect(event.location).toBe(
      "Kadıköy Kültür Merkezi, Caferağa Mah. Moda Cad. No:1, Kadıköy/İstanbul",
    );
    expect(event.component.getFirstPropertyValue("url")).toBe(input.url);
    expect(event.component.getFirstPropertyValue("status")).toBe("CONFIRMED");
  });

  it("writes start and end as Istanbul wall time that resolves to the right UTC instants", () => {
    const text = calendarOf(sampleEvent());
    expect(lineStartingWith(text, "DTSTART")).toBe("DTSTART;TZID=Europe/Istanbul:20260312T190000");
    expect(lineStartingWith(text, "DTEND")).toBe("DTEND;TZID=Europe/Istanbul:20260312T213000");

    const event = onlyEvent(text);
    expect(event.startDate.zone.tzid).toBe("Europe/Istanbul");
    expect(event.startDate.toJSDate().toISOString()).toBe("2026-03-12T16:00:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2026-03-12T18:30:00.000Z");
  });

  it("writes DTSTAMP and LAST-MODIFIED in UTC from updatedAt", () => {
    const text = calendarOf(sampleEvent());
    expect(lineStartingWith(text, "DTSTAMP")).toBe("DTSTAMP:20260201T091530Z");
    expect(lineStartingWith(text, "LAST-MODIFIED")).toBe("LAST-MODIFIED:20260201T091530Z");
    const stamp = onlyEvent(text).component.getFirstPropertyValue("dtstamp") as ICAL.Time;
    expect(stamp.toJSDate().toISOString()).toBe("2026-02-01T09:15:30.000Z");
  });

  it("uses the Istanbul date for an event just after midnight Istanbul (previous day in UTC)", () => {
    // 01:30 in Istanbul on 12 March is 22:30Z on 11 March.
    const text = calendarOf(
      sampleEvent({
        startsAt: Date.parse("2026-03-11T22:30:00Z"),
        endsAt: Date.parse("2026-03-12T00:15:00Z"),
      }),
    );
    expect(lineStartingWith(text, "DTSTART")).toBe("DTSTART;TZID=Europe/Istanbul:20260312T013000");
    expect(lineStartingWith(text, "DTEND")).toBe("DTEND;TZID=Europe/Istanbul:20260312T031500");

    const event = onlyEvent(text);
    expect(event.startDate.day).toBe(12);
    expect(event.startDate.toJSDate().toISOString()).toBe("2026-03-11T22:30:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2026-03-12T00:15:00.000Z");
  });

  it("omits DTEND when there is no end (or the end is not after the start)", () => {
    for (const endsAt of [null, Date.parse("2026-03-12T16:00:00Z")]) {
      const text = calendarOf(sampleEvent({ endsAt }));
      expect(lineStartingWith(text, "DTEND")).toBeUndefined();
      expect(lineStartingWith(text, "DURATION")).toBeUndefined();
      expect(onlyEvent(text).startDate.toJSDate().toISOString()).toBe("2026-03-12T16:00:00.000Z");
    }
  });

  it("falls back to UTC for instants where Istanbul was not on +03:00 (before 2016-09-07)", () => {
    // 15 January 2015, 19:00 EET (+02:00) = 17:00Z; the +03 VTIMEZONE would misplace it by 1 h.
    const text = calendarOf(
      sampleEvent({
        startsAt: Date.parse("2015-01-15T17:00:00Z"),
        endsAt: Date.parse("2015-01-15T19:00:00Z"),
      }),
    );
    expect(lineStartingWith(text, "DTSTART")).toBe("DTSTART:20150115T170000Z");
    const event = onlyEvent(text);
    expect(event.startDate.toJSDate().toISOString()).toBe("2015-01-15T17:00:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2015-01-15T19:00:00.000Z");
  });

  it("writes several events in order", () => {
    const events = parsedEvents(
      calendarOf(sampleEvent(), sampleEvent({ uid: "etkinlik-13@camlicadernegi.org.tr" })),
    );
    expect(events.map((event) => event.uid)).toEqual([
      "etkinlik-12@camlicadernegi.org.tr",
      "etkinlik-13@camlicadernegi.org.tr",
    ]);
  });
});

describe("toICalendar: all-day events", () => {
  it("writes a one-day event as a date with an exclusive end on the next day", () => {
    const text = calendarOf(
      sampleEvent({ allDay: true, startsAt: Date.parse("2026-04-23T09:00:00Z"), endsAt: null }),
    );
    expect(lineStartingWith(text, "DTSTART")).toBe("DTSTART;VALUE=DATE:20260423");
    expect(lineStartingWith(text, "DTEND")).toBe("DTEND;VALUE=DATE:20260424");

    const event = onlyEvent(text);
    expect(event.startDate.isDate).toBe(true);
    expect(event.endDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe("2026-04-23");
    expect(event.endDate.toString()).toBe("2026-04-24");
    expect(event.duration.toString()).toBe("P1D");
  });

  it("ends a multi-day event the day after its last day, across a year end", () => {
    const text = calendarOf(
      sampleEvent({
        allDay: true,
        startsAt: Date.parse("2026-12-29T07:00:00Z"),
        endsAt: Date.parse("2026-12-31T15:00:00Z"),
      }),
    );
    const event = onlyEvent(text);
    expect(event.startDate.toString()).toBe("2026-12-29");
    expect(event.endDate.toString()).toBe("2027-01-01");
    expect(event.duration.toString()).toBe("P3D");
  });

  it("takes the days in Istanbul, not UTC", () => {
    // 22:30Z on 11 March is already 12 March in Istanbul; 21:30Z on 13 March is 00:30 on the 14th.
    const text = calendarOf(
      sampleEvent({
        allDay: true,
        startsAt: Date.parse("2026-03-11T22:30:00Z"),
        endsAt: Date.parse("2026-03-13T21:30:00Z"),
      }),
    );
    expect(lineStartingWith(text, "DTSTART")).toBe("DTSTART;VALUE=DATE:20260312");
    expect(lineStartingWith(text, "DTEND")).toBe("DTEND;VALUE=DATE:20260315");
  });

  it("handles a leap day", () => {
    const text = calendarOf(
      sampleEvent({ allDay: true, startsAt: Date.parse("2028-02-29T10:00:00Z"), endsAt: null }),
    );
    expect(lineStartingWith(text, "DTEND")).toBe("DTEND;VALUE=DATE:20280301");
  });
});

describe("toICalendar: text escaping", () => {
  it("escapes backslash, semicolon, comma and newlines, and ical.js restores them", () => {
    const title = String.raw`A\B; C, D` + "\nE\r\nF";
    const text = calendarOf(sampleEvent({ title }));
    expect(lineStartingWith(text, "SUMMARY:")).toBe(String.raw`SUMMARY:A\\B\; C\, D\nE\nF`);
    expect(onlyEvent(text).summary).toBe("A\\B; C, D\nE\nF");
  });

  it("escapes the uid and the location, but not the URL", () => {
    const url = "https://camlicadernegi.org.tr/etkinlikler/a?x=1,2;3";
    const text = calendarOf(sampleEvent({ uid: "a,b;c@x", url }));
    expect(lineStartingWith(text, "UID:")).toBe(String.raw`UID:a\,b\;c@x`);
    expect(lineStartingWith(text, "URL:")).toBe(`URL:${url}`);
    const event = onlyEvent(text);
    expect(event.uid).toBe("a,b;c@x");
    expect(event.component.getFirstPropertyValue("url")).toBe(url);
  });

  it("drops control characters that TEXT does not allow", () => {
    const text = calendarOf(sampleEvent({ title: "Bahar\u0007 Şenliği\u0000" }));
    expect(onlyEvent(text).summary).toBe("Bahar Şenliği");
  });
});

describe("toICalendar: description and location", () => {
  it("uses the URL alone as description when the summary is empty", () => {
    const input = sampleEvent({ description: "" });
    expect(onlyEvent(calendarOf(input)).description).toBe(input.url);
  });

  it("uses the online link when there is no venue", () => {
    const onlineUrl = "https://meet.example.org/camlica";
    const event = onlyEvent(
      calendarOf(sampleEvent({ locationName: null, locationAddress: null, onlineUrl })),
    );
    expect(event.location).toBe(onlineUrl);
  });

  it("prefers the venue to the online link and joins only the parts present", () => {
    const event = onlyEvent(
      calendarOf(
        sampleEvent({
          locationName: "Dernek Lokali",
          locationAddress: null,
          onlineUrl: "https://meet.example.org/camlica",
        }),
      ),
    );
    expect(event.location).toBe("Dernek Lokali");
  });

  it("omits LOCATION when there is neither venue nor link", () => {
    const text = calendarOf(
      sampleEvent({ locationName: null, locationAddress: "  ", onlineUrl: null }),
    );
    expect(lineStartingWith(text, "LOCATION")).toBeUndefined();
  });
});

describe("toICalendar: line folding", () => {
  const longTitle =
    "Çamlıca Kültür ve Dayanışma Derneği Geleneksel Bahar Şenliği: Ağıtlar, Türküler, " +
    "Halk Oyunları ve Çocuk Şöleni — Üsküdar'ın İğdeli Sokağı'nda Öğle Yemeği 🎉 ile";

  it("keeps every physical line within 75 octets and never splits a UTF-8 character", () => {
    // Shifting the title by 0–4 ASCII characters moves every cut across each byte position of
    // the two-, three- and four-byte characters.
    for (let shift = 0; shift < 5; shift++) {
      const title = "x".repeat(shift) + longTitle;
      const text = calendarOf(sampleEvent({ title, description: longTitle.repeat(3) }));
      for (const line of physicalLines(text)) {
        expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
        // A split multi-byte sequence would leave a lone surrogate or a replacement character.
        expect(line).not.toMatch(/\uFFFD|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
      }
      expect(onlyEvent(text).summary).toBe(title);
    }
  });

  it("folds with CRLF and one leading space, and unfolding restores the content line", () => {
    const text = calendarOf(sampleEvent({ title: longTitle }));
    const lines = physicalLines(text);
    const start = lines.findIndex((line) => line.startsWith("SUMMARY:"));
    expect(encoder.encode(lines[start]!).length).toBeGreaterThan(70);
    expect(lines[start + 1]!.startsWith(" ")).toBe(true);
    expect(lines[start + 1]!.startsWith("  ")).toBe(false);

    const summaryLine = lineStartingWith(text, "SUMMARY:");
    expect(summaryLine).toBe(`SUMMARY:${longTitle.replace(/[,;]/g, "\\$&")}`);
  });

  it("leaves short lines unfolded", () => {
    const text = calendarOf(sampleEvent({ title: "Kısa" }));
    expect(physicalLines(text)).toContain("SUMMARY:Kısa");
  });
});

describe("ORGANIZER (RFC 5546: required of an event published with METHOD:PUBLISH)", () => {
  const organizer = { name: "Çamlıca Kültür ve Dayanışma Derneği", email: "iletisim@camlicadernegi.org.tr" };

  it("names the association and its address on every event, readable by a parser", () => {
    const text = toICalendar([sampleEvent(), sampleEvent({ uid: "etkinlik-13@camlicadernegi.org.tr" })], { name: "Takvim", organizer });
    const events = parse(text).getAllSubcomponents("vevent");
    expect(events).toHaveLength(2);
    for (const event of events) {
      const property = event.getFirstProperty("organizer")!;
      expect(property.getFirstValue()).toBe("mailto:iletisim@camlicadernegi.org.tr");
      expect(property.getParameter("cn")).toBe(organizer.name);
    }
    expect(parse(text).getFirstPropertyValue("method")).toBe("PUBLISH");
  });

  it("keeps the calendar valid: folded at 75 octets, CRLF, a quoted name without quotes inside", () => {
    const text = toICalendar([sampleEvent()], { name: "Takvim", organizer: { ...organizer, name: 'Derneğin "Gönüllüleri", Çamlıca; Üsküdar' } });
    for (const line of physicalLines(text)) expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    expect(unfoldedLines(text)).toContain('ORGANIZER;CN="Derneğin Gönüllüleri, Çamlıca; Üsküdar":mailto:iletisim@camlicadernegi.org.tr');
    expect(onlyEvent(text).component.getFirstProperty("organizer")!.getParameter("cn")).toBe("Derneğin Gönüllüleri, Çamlıca; Üsküdar");
    const event = parse(text).getFirstSubcomponent("vevent")!;
    expect(event.getFirstPropertyValue("uid")).toBe("etkinlik-12@camlicadernegi.org.tr");
    expect(event.getFirstPropertyValue("dtstamp")?.toString()).toBe("2026-02-01T09:15:30Z");
  });

  it("is left out when the association's address is unknown", () => {
    expect(toICalendar([sampleEvent()], { name: "Takvim", organizer: null })).not.toContain("ORGANIZER");
  });
});

describe("icsFileName", () => {
  it("appends the .ics extension to the slug", () => {
    expect(icsFileName("cigdem-isik-odulu")).toBe("cigdem-isik-odulu.ics");
  });
});
