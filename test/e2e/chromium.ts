import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type BrowserContext } from "playwright-core";

/** Chromium from the system (see test/support/ensure-chromium.mjs); never a downloaded browser. */
function chromiumPath(): string {
  const path = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].find(
    (candidate) => candidate && existsSync(candidate),
  );
  if (!path) throw new Error("Chromium not found: run `node test/support/ensure-chromium.mjs`.");
  return path;
}

/** Flags that keep Chromium quiet on a machine without internet access. */
const flags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** A fresh browser profile that looks like a visitor in Türkiye. */
export function launchBrowser(
  options: { javaScriptEnabled?: boolean; viewport?: { width: number; height: number }; deviceScaleFactor?: number } = {},
): Promise<BrowserContext> {
  return chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), "chromium-e2e-")), {
    executablePath: chromiumPath(),
    args: flags,
    headless: true,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    ...(options.viewport ? { viewport: options.viewport, deviceScaleFactor: options.deviceScaleFactor ?? 1 } : {}),
    // A visitor's browser: headless Chromium's own user agent is (rightly) treated as a crawler.
    userAgent:
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36",
    locale: "tr-TR",
    timezoneId: "Europe/Istanbul",
  });
}
