#!/usr/bin/python3
"""Checks iCalendar files with libical (RFC 5545 syntax, RFC 5546 iTIP restrictions).

Usage: libical-check.py FILE...   (or "-" for standard input)

Each file is parsed with libical through its GObject binding (Debian: python3-gi and
gir1.2-ical-3.0); then the restrictions RFC 5546 sets for the calendar's METHOD are checked
(ICalGLib.Component.check_restrictions), and every X-LIC-ERROR property libical added while
parsing or checking is collected. Prints one JSON object per file, a list of them in all:

  {"file": …, "errors": ["…"], "method": "PUBLISH", "timezones": ["Europe/Istanbul"],
   "events": [{"uid": …, "dtstamp": …, "dtstart": …, "dtstart_tzid": …, "dtend": …, "url": …,
               "location": …, "status": …, "summary": …, "organizer": …}]}

Exits 1 when any file has an error, 2 when libical cannot be loaded (with one line saying how to
install it).
"""
import json
import sys

try:
    import gi

    gi.require_version("ICalGLib", "3.0")
    from gi.repository import ICalGLib as ical
except (ImportError, ValueError) as error:
    print(f"libical (ICalGLib 3.0) is not available ({error}): apt-get install -y python3-gi gir1.2-ical-3.0", file=sys.stderr)
    sys.exit(2)

Kind = ical.ComponentKind
Prop = ical.PropertyKind


def properties(component, kind):
    """Every property of one kind, directly inside `component`."""
    found = []
    prop = component.get_first_property(kind)
    while prop is not None:
        found.append(prop)
        prop = component.get_next_property(kind)
    return found


def children(component, kind):
    """Every sub-component of one kind, directly inside `component`."""
    found = []
    child = component.get_first_component(kind)
    while child is not None:
        found.append(child)
        child = component.get_next_component(kind)
    return found


def lic_errors(component):
    """The X-LIC-ERROR properties libical left in a component and all those below it."""
    errors = [prop.get_xlicerror() for prop in properties(component, Prop.XLICERROR_PROPERTY)]
    for child in children(component, Kind.ANY_COMPONENT):
        errors.extend(lic_errors(child))
    return errors


def value_of(component, kind):
    """The value of a property as its text in the file, or None when absent."""
    props = properties(component, kind)
    return props[0].get_value_as_string() if props else None


def tzid_of(component, kind):
    props = properties(component, kind)
    return props[0].get_parameter_as_string("TZID") if props else None


def check(name, text):
    ical.error_clear_errno()
    errors = []
    calendar = ical.Component.new_from_string(text)
    if calendar is None:
        return {"file": name, "errors": ["libical could not parse the calendar"], "events": []}
    if ical.errno_return() != ical.ErrorEnum.NO_ERROR:
        errors.append(f"libical: {ical.error_strerror(ical.errno_return())}")
    if calendar.isa() != Kind.VCALENDAR_COMPONENT:
        errors.append("the top-level component is not a VCALENDAR")
    # RFC 5546: what each METHOD requires of the components (adds X-LIC-ERROR properties).
    calendar.check_restrictions()
    errors.extend(lic_errors(calendar))
    events = []
    for event in children(calendar, Kind.VEVENT_COMPONENT):
        events.append(
            {
                "uid": value_of(event, Prop.UID_PROPERTY),
                "dtstamp": value_of(event, Prop.DTSTAMP_PROPERTY),
                "dtstart": value_of(event, Prop.DTSTART_PROPERTY),
                "dtstart_tzid": tzid_of(event, Prop.DTSTART_PROPERTY),
                "dtend": value_of(event, Prop.DTEND_PROPERTY),
                "url": value_of(event, Prop.URL_PROPERTY),
                # TEXT values as libical decodes them (escapes undone).
                "location": event.get_location(),
                "description": event.get_description(),
                "status": value_of(event, Prop.STATUS_PROPERTY),
                "summary": event.get_summary(),
                "organizer": value_of(event, Prop.ORGANIZER_PROPERTY),
            }
        )
    return {
        "file": name,
        "errors": errors,
        "method": value_of(calendar, Prop.METHOD_PROPERTY),
        "version": value_of(calendar, Prop.VERSION_PROPERTY),
        "timezones": [value_of(zone, Prop.TZID_PROPERTY) for zone in children(calendar, Kind.VTIMEZONE_COMPONENT)],
        "events": events,
    }


def main(paths):
    results = []
    for path in paths or ["-"]:
        if path == "-":
            text = sys.stdin.read()
        else:
            with open(path, encoding="utf-8") as handle:
                text = handle.read()
        results.append(check(path, text))
    json.dump(results, sys.stdout, ensure_ascii=False, indent=2)
    print()
    return 1 if any(result["errors"] for result in results) else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
