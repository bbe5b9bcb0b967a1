import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain script module without type declarations
import { missingDocPaths, pathsIn } from "../../scripts/check-doc-paths.mjs";

const root = fileURLToPath(new URL("../../", import.meta.url));

describe("the documents' paths", () => {
  it("name only files and folders that exist", () => {
    expect(missingDocPaths(root)).toEqual([]);
  });

  it("are found in prose and code, while placeholders, globs and rows checked at merge are left out", () => {
    const text = [
      "see `src/db/schema.ts`, and src/app/index.tsx.",
      "queries in `src/db/<entity>.ts`, results in `bench/results/*.json`",
      "| a row | `src/shared/not-yet.ts` <!-- check at merge --> |",
      "https://example.org/src/nowhere.ts",
    ].join("\n");
    expect(pathsIn(text)).toEqual([
      { path: "src/db/schema.ts", line: 1 },
      { path: "src/app/index.tsx", line: 1 },
    ]);
  });
});
