import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

/** WCAG 2.2 level A and AA, as axe-core tags them (2.0, 2.1 and the 2.2 additions). */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** The two widths every screen is checked at: a phone and a laptop. */
export const AUDIT_WIDTHS = [390, 1280] as const;

// Read once: the same source is evaluated in every page. Evaluating it through the DevTools
// protocol (rather than a <script> tag) is not subject to the page's CSP, so pages that allow no
// script at all are audited exactly as served.
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * Evaluates axe-core's source in the page through the DevTools protocol itself. Playwright's own
 * `evaluate` hands a string to its helper in the page as an argument, to be passed to `eval`: for
 * axe's 550 KB that took about 0.27 s a screen, against about 0.16 s to compile and run it as a
 * script (measured on this project's pages).
 */
async function injectAxe(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  try {
    const { exceptionDetails } = await session.send("Runtime.evaluate", { expression: axeSource });
    if (exceptionDetails) throw new Error(`axe-core did not load in the page: ${exceptionDetails.text}`);
  } finally {
    await session.detach();
  }
}

/** The part of axe's result this check reads (axe's own types need the DOM lib in scope). */
interface Violation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/**
 * Runs axe-core on the page as it is now (or on the part `within` selects) and returns one readable
 * line per failing element: where, which rule, which element and why, so a person can fix it from
 * the test output alone.
 */
export async function axeViolations(page: Page, where: string, within?: string): Promise<string[]> {
  // Already there after a resize of the same page.
  if (!(await page.evaluate(() => "axe" in window))) await injectAxe(page);
  const violations = await page.evaluate(
    async ({ tags, part }) => {
      const { axe } = window as unknown as { axe: { run: (context: object, options: object) => Promise<{ violations: unknown[] }> } };
      const result = await axe.run(part ? { include: [part] } : document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] });
      return result.violations;
    },
    { tags: WCAG_TAGS, part: within },
  );
  return (violations as Violation[]).flatMap((violation) =>
    violation.nodes.map((node) => {
      const why = (node.failureSummary ?? "").replace(/\s+/g, " ").trim();
      return `${where} · ${violation.id} (${violation.impact}): ${violation.help} · ${node.target.join(" ")} · ${why} · ${violation.helpUrl}`;
    }),
  );
}
