import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { auditActionLabel } from "../../src/shared/audit-labels";

/** Every TypeScript file under `dir`. */
const sourcesIn = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesIn(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });

describe("the audit log's labels", () => {
  it("name every action the code writes in Turkish, so no entry reads only “İşlem”", () => {
    const actions = new Set(sourcesIn("src").flatMap((file) => [...readFileSync(file, "utf8").matchAll(/action: "([a-z-]+\.[a-z.-]+)"/g)].map((match) => match[1]!)));
    expect(actions.size).toBeGreaterThan(40);
    expect([...actions].filter((action) => auditActionLabel(action) === "İşlem").sort()).toEqual([]);
  });
});
