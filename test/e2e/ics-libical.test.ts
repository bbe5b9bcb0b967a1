import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, inject, it } from "vitest";
import { demoEvents } from "../../src/db/seed/demo-content";
import { toICalendar } from "../../src/services/events/ics";
import { slugify } from "../../src/shared/i18n/text";

/**
 * The site's calendar files as a real calendar library reads them: libical (the C library behind
 * Evolution, GNOME Calendar and many servers) parses each .ics served by `wrangler dev`, checks the
 * restrictions RFC 5546 sets for its METHOD, and test/support/libical-check.py reports every
 * X-LIC-ERROR it found. An in-person, an online and a hybrid event of the demo content are read,
 * and the whole events feed.
 */
const baseURL = inject("baseURL");
/** The Python with libical's binding (test/support/ensure-libical.mjs makes sure it is there). */
const LIBICAL_PYTHON = process.env.LIBICAL_PYTHON ?? "/usr/bin/python3";
const folder = mkdtempSync(join(tmpdir(), "libical-"));

interface CheckedEvent {
  uid: string | null;
  dtstamp: string | null;
  dtstart: string | null;
  dtstart_tzid: string | null;
  dtend: string | null;
  url: string | null;
  location: string | null;
  description: string | null;
  status: string | null;
  summary: string | null;
  organizer: string | null;
}

interface Checked {
  errors: string[];
  method: string | null;
  version: string | null;
  timezones: string[];
  events: CheckedEvent[];
}

/** Fetches a calendar from the running site and has libical read it. */
async function libicalReads(path: string): Promise<Checked> {
  const response = await fetch(baseURL + path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
  return libicalChecks(path.replace(/\W+/g, "-"), await response.text());
}

/** Has libical read a calendar. */
function libicalChecks(name: string, text: string): Checked {
  const file = join(folder, `${name}.ics`);
  writeFileSync(file, text);
  let output: string;
  try {
    output = execFileSync(LIBICAL_PYTHON, ["test/support/libical-check.py", file], { encoding: "utf8" });
  } catch (error) {
    // Exit 1: errors found (the JSON on stdout says which); anything else is a broken checker.
    const failed = error as { status?: number; stdout?: string; stderr?: string };
    if (failed.status !== 1 || !failed.stdout) throw new Error(`libical-check.py failed: ${failed.stderr ?? String(error)}`);
    output = failed.stdout;
  }
  const [checked] = JSON.parse(output) as Checked[];
  return checked!;
}

const demo = (titleStart: string) => {
  const event = demoEvents.find((item) => item.title.startsWith(titleStart));
  if (!event) throw new Error(`no demo event “${titleStart}…”`);
  return { ...event, slug: slugify(event.title) };
};

/** The venue as the calendar names it: the place, then its address. */
const venueOf = (event: ReturnType<typeof demo>) => [event.locationName, event.locationAddress].filter(Boolean).join(", ");

/** What every event file must say, whatever the event: RFC 5545's required parts and our time zone. */
function expectSound(checked: Checked, event: ReturnType<typeof demo>) {
  expect(checked.errors).toEqual([]);
  expect(checked.method).toBe("PUBLISH");
  expect(checked.version).toBe("2.0");
  expect(checked.timezones).toEqual(["Europe/Istanbul"]);
  expect(checked.events).toHaveLength(1);
  const [entry] = checked.events;
  expect(entry!.uid).toMatch(/^etkinlik-\d+@[\w.-]+$/);
  expect(entry!.dtstamp).toMatch(/^\d{8}T\d{6}Z$/);
  if (event.allDay) {
    // Whole days: dates only, the end exclusive (the day after).
    expect(entry!.dtstart).toMatch(/^\d{8}$/);
    expect(Number(entry!.dtend)).toBeGreaterThan(Number(entry!.dtstart));
  } else {
    // Wall time in Istanbul, as the association announced it.
    expect(entry!.dtstart_tzid).toBe("Europe/Istanbul");
    expect(entry!.dtstart).toMatch(new RegExp(`^\\d{8}T${event.startTime!.replace(":", "")}00$`));
    expect(entry!.dtend).toMatch(/^\d{8}T\d{6}$/);
  }
  expect(entry!.summary).toBe(event.title);
  expect(entry!.url).toBe(`${baseURL}/etkinlikler/${event.slug}`);
  expect(entry!.status).toBe("CONFIRMED");
  expect(entry!.organizer).toMatch(/^mailto:\S+@\S+$/);
  return entry!;
}

describe("calendar files read by libical (RFC 5545 and 5546)", () => {
  it("an in-person, all-day event: its venue and address as LOCATION", async () => {
    const event = demo("Nakkaştepe'de Kitap");
    expect(event.onlineUrl).toBeNull();
    const entry = expectSound(await libicalReads(`/etkinlikler/${event.slug}/takvim.ics`), event);
    expect(entry.location).toBe(venueOf(event));
    expect(entry.location).toContain("Nakkaştepe Millet Bahçesi");
  });

  it("an online event: its join address as LOCATION, its page as URL", async () => {
    const event = demo("Çevrim İçi Söyleşi");
    const entry = expectSound(await libicalReads(`/etkinlikler/${event.slug}/takvim.ics`), event);
    expect(entry.location).toBe(event.onlineUrl);
  });

  it("a hybrid event: the venue as LOCATION and the join address in the description", async () => {
    const event = demo("Mahalle Buluşması");
    const entry = expectSound(await libicalReads(`/etkinlikler/${event.slug}/takvim.ics`), event);
    expect(entry.location).toBe(venueOf(event));
    expect(entry.description).toContain(`Çevrim içi katılım: ${event.onlineUrl}`);
  });

  it("a cancelled event, as the mail to its registrants attaches it", () => {
    const startsAt = Date.UTC(2026, 11, 12, 16, 0);
    const text = toICalendar(
      [
        {
          uid: "etkinlik-7@dernek.example",
          title: "İPTAL: Seramik atölyesi",
          description: "Hava muhalefeti nedeniyle iptal edildi.",
          url: "https://dernek.example/etkinlikler/seramik-atolyesi",
          startsAt,
          endsAt: startsAt + 2 * 60 * 60 * 1000,
          allDay: false,
          locationName: "Dernek Merkezi",
          locationAddress: "Kısıklı Mah. Çamlıca Cad. No: 27, Üsküdar",
          onlineUrl: null,
          attendanceMode: "yerinde",
          cancelled: true,
          updatedAt: startsAt - 86_400_000,
        },
      ],
      { name: "Seramik atölyesi", organizer: { name: "Çamlıca Kültür ve Dayanışma Derneği", email: "bilgi@dernek.example" } },
    );
    const checked = libicalChecks("cancelled", text);
    expect(checked.errors).toEqual([]);
    expect(checked.events[0]).toMatchObject({ status: "CANCELLED", dtstart: "20261212T190000", dtstart_tzid: "Europe/Istanbul" });
  });

  it("the feed of every public event", async () => {
    const checked = await libicalReads("/etkinlikler.ics");
    expect(checked.errors).toEqual([]);
    expect(checked.method).toBe("PUBLISH");
    expect(checked.events.length).toBeGreaterThanOrEqual(3);
    expect(new Set(checked.events.map((event) => event.uid)).size).toBe(checked.events.length);
  });
});
