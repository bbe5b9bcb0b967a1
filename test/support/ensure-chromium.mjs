// The browser tests need Chromium. Use CHROME_PATH or Debian's /usr/bin/chromium; when neither is
// there, install Debian's package if we can (root with apt-get), else stop with one clear line.
// Browser tests are never skipped silently.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(Boolean);
const found = () => candidates.find((path) => existsSync(path));

if (!found()) {
  const canInstall = process.getuid?.() === 0 && existsSync("/usr/bin/apt-get");
  if (canInstall) {
    console.log("Chromium not found: installing Debian's chromium package for the browser tests…");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env });
  }
  if (!found()) {
    console.error(
      "Chromium is required for the browser tests: install it (Debian/Ubuntu: `sudo apt-get install chromium`) or set CHROME_PATH to a Chromium/Chrome binary.",
    );
    process.exit(1);
  }
}
