// Where the browser tests find Chromium, in order of preference: CHROME_PATH, then Debian's
// headless shell (the `chromium-headless-shell` package: Chromium's old headless mode, the build
// Playwright itself runs headless tests on), then the full browser. The full browser works too, but
// its new headless mode spends about three times the CPU per page load (1.1 s against 0.35 s here),
// which on a 2-core machine is most of the browser layer's time.
import { existsSync } from "node:fs";

export const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/** The first Chromium binary there is, or undefined. */
export function findChromium() {
  return [process.env.CHROME_PATH, HEADLESS_SHELL, "/usr/bin/chromium", "/usr/bin/chromium-browser"].find((path) => path && existsSync(path));
}
