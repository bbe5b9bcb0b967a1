import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, inject, it } from "vitest";
import { demoEvents } from "../../src/db/seed/demo-content";
import { slugify } from "../../src/i18n/text";

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
  const file = join(folder, path.replace(/\W+/g, "-") + ".ics");
  writeFileSync(file, await response.text());
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

const CENTRE = "Dernek Merkezi, Kısıklı Mah. Çamlıca Cad. No: 27, 34692 Üsküdar/İstanbul";

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
  // Wall time in Istanbul, as the association announced it.
  expect(entry!.dtstart_tzid).toBe("Europe/Istanbul");
  expect(entry!.dtstart).toMatch(new RegExp(`^\\d{8}T${event.startTime!.replace(":", "")}00$`));
  expect(entry!.dtend).toMatch(/^\d{8}T\d{6}$/);
  expect(entry!.summary).toBe(event.title);
  expect(entry!.url).toBe(`${baseURL}/etkinlikler/${event.slug}`);
  expect(entry!.status).toBe("CONFIRMED");
  expect(entry!.organizer).toMatch(/^mailto:\S+@\S+$/);
  return entry!;
}

describe("calendar files read by libical (RFC 5545 and 5546)", () => {
  it("an in-person event: its venue and address as LOCATION", async () => {
    const event = demo("Seramik Atölyesi");
    const entry = expectSound(await libicalReads(`/etkinlikler/${event.slug}/takvim.ics`), event);
    expect(entry.location).toBe(CENTRE);
  });

  it("an online event: its join address as LOCATION, its page as URL", async () => {
    const event = demo("Çevrim İçi Söyleşi");
    const entry = expectSound(await libicalReads(`/etkinlikler/${event.slug}/takvim.ics`), event);
    expect(entry.location).toBe(event.onlineUrl);
  });

  it("a hybrid event: the venue as LOCATION and the join address in the description", async () => {
    const event = demo("Mahalle Buluşması");
    const entry = expectSound(await libicalReads(`/etkinlikler/${event.slug}/takvim.ics`), event);
    expect(entry.location).toBe(CENTRE);
    expect(entry.description).toContain(`Çevrim içi katılım: ${event.onlineUrl}`);
  });

  it("the feed of every public event", async () => {
    const checked = await libicalReads("/etkinlikler.ics");
    expect(checked.errors).toEqual([]);
    expect(checked.method).toBe("PUBLISH");
    expect(checked.events.length).toBeGreaterThanOrEqual(3);
    expect(new Set(checked.events.map((event) => event.uid)).size).toBe(checked.events.length);
  });
});
