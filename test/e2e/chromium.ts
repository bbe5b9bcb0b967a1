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

/**
 * The process's one Chromium, started by the first visitor: the browser files run one after
 * another in one process (`isolate: false`, vitest.config.ts), and a browser for every visitor cost
 * about 0.4 CPU s more than a context of one already running. Playwright closes it when the process
 * exits; files close their visitors' contexts, never the browser.
 */
let running: Promise<Browser> | undefined;

const theBrowser = () => (running ??= chromium.launch({ executablePath: chromiumPath(), args: flags, headless: true }));

/** A new visitor in Türkiye: a context of its own (cookies, storage and cache apart from any other). */
export async function newVisitor(
  options: { javaScriptEnabled?: boolean; viewport?: { width: number; height: number }; deviceScaleFactor?: number } = {},
): Promise<BrowserContext> {
  return (await theBrowser()).newContext({
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    ...(options.viewport ? { viewport: options.viewport, deviceScaleFactor: options.deviceScaleFactor ?? 1 } : {}),
    ...visitor,
  });
}
