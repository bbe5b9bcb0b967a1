// The calendar tests (test/e2e/ics-libical.test.ts) read the site's .ics files with libical through
// its GObject binding: Debian's python3-gi and gir1.2-ical-3.0, for the system's Python
// (LIBICAL_PYTHON, else /usr/bin/python3). When they are missing, install them if we can (root with
// apt-get), else stop with one clear line. The calendar tests are never skipped silently.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

const python = process.env.LIBICAL_PYTHON ?? "/usr/bin/python3";
const PACKAGES = ["python3-gi", "gir1.2-ical-3.0"];

const available = () => {
  try {
    execFileSync(python, ["-c", "import gi; gi.require_version('ICalGLib', '3.0'); from gi.repository import ICalGLib"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
};

if (!available()) {
  const canInstall = process.getuid?.() === 0 && existsSync("/usr/bin/apt-get");
  if (canInstall) {
    console.log(`libical not found for ${python}: installing Debian's ${PACKAGES.join(" ")} for the calendar tests…`);
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    execFileSync("apt-get", ["install", "-y", "-qq", ...PACKAGES], { stdio: "inherit", env });
  }
  if (!available()) {
    console.error(
      `libical is required for the calendar tests: install it (Debian/Ubuntu: \`sudo apt-get install ${PACKAGES.join(" ")}\`) or set LIBICAL_PYTHON to a Python 3 that can import gi.repository.ICalGLib 3.0.`,
    );
    process.exit(1);
  }
}
