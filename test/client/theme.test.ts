import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const theme = readFileSync(new URL("../../client/styles/theme.css", import.meta.url), "utf8");

/** The theme's colours, read from the one file that defines them. */
const colours = Object.fromEntries(
  [...theme.matchAll(/--color-([a-z-]+):\s*(#[0-9a-f]{6})/gi)].map(([, name, hex]) => [name!, hex!.toLowerCase()]),
);

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const channel = parseInt(hex.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe("theme", () => {
  it("defines the original's light palette", () => {
    for (const name of ["primary", "secondary", "accent", "error", "info", "success", "warning", "background"]) {
      expect(colours[name], name).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it.each(["primary", "secondary", "accent", "error", "info", "success", "warning", "background", "surface"])(
    "text on %s meets WCAG AA (4.5:1)",
    (name) => {
      expect(contrast(colours[name]!, colours[`on-${name}`]!)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each([
    ["text", "background"],
    ["text-muted", "background"],
    ["text-muted", "surface"],
    ["link", "background"],
    ["link", "surface"],
    ["heading", "background"],
    ["on-primary", "primary-strong"],
    ["heading", "accent"],
    ["text", "success-surface"],
    ["text", "error-surface"],
    ["text", "info-surface"],
    ["error", "error-surface"],
    ["link", "accent"],
    ["text-muted", "surface"],
  ])("%s on %s meets WCAG AA", (text, background) => {
    expect(contrast(colours[text]!, colours[background]!)).toBeGreaterThanOrEqual(4.5);
  });

  // WCAG 2.2 (1.4.11, 2.4.13): a focus indicator needs 3:1 against what surrounds it.
  it.each([
    ["focus", "background"],
    ["focus", "surface"],
    ["focus-on-primary", "primary"],
    ["focus-on-primary", "primary-strong"],
  ])("the %s ring on %s is visible (3:1)", (ring, background) => {
    expect(contrast(colours[ring]!, colours[background]!)).toBeGreaterThanOrEqual(3);
  });
});
