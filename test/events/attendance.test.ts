import { env } from "cloudflare:workers";
import ICAL from "ical.js";
import { beforeEach, describe, expect, it } from "vitest";
import { eventWithRegistration } from "../support/events";
import { mailObserver } from "../support/mail";

/**
 * Online and hybrid events: what the page, its structured data, the calendar files and the
 * registrants' mail say about where the event happens and how to join it.
 */
const { queued, request, post, clear } = mailObserver();
const JOIN = "https://meet.jit.si/CamlicaOzelOda";

beforeEach(async () => {
  clear();
  await env.DB.prepare("DELETE FROM event_registrations").run();
});

const text = async (path: string) => (await request(path)).text();

function jsonLd(html: string) {
  const match = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  return JSON.parse(match![1]!.replace(/\\u003c/g, "<")) as Record<string, unknown>;
}

function onlyEvent(calendar: string) {
  const component = new ICAL.Component(ICAL.parse(calendar));
  expect(component.getFirstPropertyValue("method")).toBe("PUBLISH");
  return component.getFirstSubcomponent("vevent")!;
}

describe("an online event whose join address goes to registrants only", () => {
  it("keeps the address off the page, its payload, its structured data and the public calendar, and mails it to registrants", async () => {
    const event = await eventWithRegistration({ attendanceMode: "cevrimici", onlineUrl: JOIN, onlineUrlPublic: false });
    const html = await text(event.path);
    expect(html).not.toContain(JOIN);
    expect(html).toContain("Katılım bağlantısı kayıt olanlara e-posta ile gönderilir.");
    expect(await text(`${event.path}/_payload.json`)).not.toContain(JOIN);

    const data = jsonLd(html);
    expect(data.eventAttendanceMode).toBe("https://schema.org/OnlineEventAttendanceMode");
    expect(data.location).toEqual({ "@type": "VirtualLocation", url: `https://dernek.example${event.path}` });

    const publicCalendar = await text(`${event.path}/takvim.ics`);
    expect(publicCalendar).not.toContain(JOIN);
    const publicEntry = onlyEvent(publicCalendar);
    expect(publicEntry.getFirstPropertyValue("location")).toBe("Çevrim içi");
    expect(publicEntry.getFirstPropertyValue("url")).toBe(`https://dernek.example${event.path}`);
    expect(await text("/etkinlikler.ics")).not.toContain(JOIN);

    await post(event.path, { name: "Deniz Kaya", email: "deniz@example.com" }, { "cf-connecting-ip": "203.0.113.90" });
    const mail = queued[0]!;
    expect(mail.text).toContain(`Çevrim içi katılım bağlantısı: ${JOIN}`);
    const entry = onlyEvent(mail.attachments![0]!.content);
    expect(entry.getFirstPropertyValue("location")).toBe(JOIN);
    expect(entry.getFirstPropertyValue("url")).toBe(`https://dernek.example${event.path}`);
    expect(entry.getFirstPropertyValue("status")).toBe("CONFIRMED");
  });
});

describe("a public online event", () => {
  it("shows its join address and uses it as the VirtualLocation and the calendar's LOCATION", async () => {
    const event = await eventWithRegistration({ attendanceMode: "cevrimici", onlineUrl: JOIN, registration: null });
    const html = await text(event.path);
    expect(html).toContain(`href="${JOIN}"`);
    expect(jsonLd(html).location).toEqual({ "@type": "VirtualLocation", url: JOIN });
    expect(onlyEvent(await text(`${event.path}/takvim.ics`)).getFirstPropertyValue("location")).toBe(JOIN);
  });
});

describe("a hybrid event", () => {
  it("is a Place and a VirtualLocation with the mixed attendance mode; the calendar keeps the venue and names the link", async () => {
    const event = await eventWithRegistration({ attendanceMode: "karma", onlineUrl: JOIN, registration: null });
    const html = await text(event.path);
    const data = jsonLd(html);
    expect(data.eventAttendanceMode).toBe("https://schema.org/MixedEventAttendanceMode");
    expect(data.location).toEqual([
      { "@type": "Place", name: "Dernek Lokali", address: "Kısıklı Mah. No: 12, Üsküdar" },
      { "@type": "VirtualLocation", url: JOIN },
    ]);
    expect(html).toContain("Dernek Lokali, Kısıklı Mah. No: 12, Üsküdar ve çevrim içi");
    const entry = onlyEvent(await text(`${event.path}/takvim.ics`));
    expect(entry.getFirstPropertyValue("location")).toBe("Dernek Lokali, Kısıklı Mah. No: 12, Üsküdar");
    expect(String(entry.getFirstPropertyValue("description"))).toContain(`Çevrim içi katılım: ${JOIN}`);
  });
});

describe("a cancelled event", () => {
  it("says so on the page, in its structured data and in the calendar", async () => {
    const event = await eventWithRegistration({ cancelled: true });
    const html = await text(event.path);
    expect(html).toContain("Bu etkinlik iptal edildi");
    expect(jsonLd(html).eventStatus).toBe("https://schema.org/EventCancelled");
    const entry = onlyEvent(await text(`${event.path}/takvim.ics`));
    expect(entry.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(String(entry.getFirstPropertyValue("summary"))).toMatch(/^İPTAL: /);
  });
});
