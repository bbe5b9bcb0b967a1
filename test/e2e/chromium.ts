import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Browser, type BrowserContext } from "playwright-core";
import { findChromium } from "../support/chromium-path.mjs";

/** Chromium from the system (see test/support/chromium-path.mjs); never a downloaded browser. */
function chromiumPath(): string {
  const path = findChromium();
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

/** How a visitor in Türkiye looks to the site. */
const visitor = {
  // A visitor's browser: headless Chromium's own user agent is (rightly) treated as a crawler.
  userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36",
  locale: "tr-TR",
  timezoneId: "Europe/Istanbul",
  // A setting real visitors use, which stills the admin's loading shimmer and progress bar
  // (client/admin/ui.css, progress.css): Chromium otherwise repaints them every frame while a
  // busy test machine answers, about 9 % of the accessibility check's CPU.
  reducedMotion: "reduce",
} as const;

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
    ...visitor,
  });
}

/**
 * One Chromium for several visitors at once: each `newVisitor()` is a context of its own (cookies
 * apart), far cheaper than a browser per visitor. Close the returned browser when done.
 */
export async function launchSharedBrowser(): Promise<{ browser: Browser; newVisitor: () => Promise<BrowserContext> }> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: flags, headless: true });
  return { browser, newVisitor: () => browser.newContext(visitor) };
}
