// The browser tests need Chromium (test/support/chromium-path.mjs says which and why the headless
// shell first). When the headless shell is missing, install Debian's package if we can (root with
// apt-get); with only the full browser, go on with it and say the run will be slower; with none,
// stop with one clear line. Browser tests are never skipped silently.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { HEADLESS_SHELL, findChromium } from "./chromium-path.mjs";

const canInstall = process.getuid?.() === 0 && existsSync("/usr/bin/apt-get");
if (!process.env.CHROME_PATH && !existsSync(HEADLESS_SHELL) && canInstall) {
  console.log("Installing Debian's chromium-headless-shell package for the browser tests…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "chromium-headless-shell"], { stdio: "inherit", env });
}
const found = findChromium();
if (!found) {
  console.error(
    "Chromium is required for the browser tests: install it (Debian/Ubuntu: `sudo apt-get install chromium-headless-shell`) or set CHROME_PATH to a Chromium/Chrome binary.",
  );
  process.exit(1);
}
if (!process.env.CHROME_PATH && found !== HEADLESS_SHELL) {
  console.log(`Browser tests on ${found}; \`apt-get install chromium-headless-shell\` makes them about twice as fast.`);
}
