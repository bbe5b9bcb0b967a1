import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain script module without type declarations
import { anchorOf, generatedPathsOf, isGenerated, linksIn, missingDocPaths, pathsIn } from "../../scripts/check-doc-paths.mjs";

const root = fileURLToPath(new URL("../../", import.meta.url));

describe("the documents' paths and links", () => {
  it("name only files, folders and headings that exist", () => {
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

  it("may name the output folders .gitignore lists, which a clean clone does not have yet, and nothing else missing", () => {
    const generated = generatedPathsOf(root);
    expect(generated).toContain("bench/results");
    expect(generated).not.toContain("*.log");
    expect(isGenerated("bench/results/", generated)).toBe(true);
    expect(isGenerated("bench/results/profile.cpuprofile", generated)).toBe(true);
    expect(isGenerated("bench/resultsx", generated)).toBe(false);
    expect(isGenerated("bench/site.mjs", generated)).toBe(false);
  });

  it("link to pages and headings by GitHub's anchors", () => {
    expect(anchorOf('Nothing stays "sending"')).toBe("nothing-stays-sending");
    expect(anchorOf("Photos: the album pages' photo view")).toBe("photos-the-album-pages-photo-view");
    expect(anchorOf("Ortam kitaplığı (media library)")).toBe("ortam-kitaplığı-media-library");
    const text = "[a](email.md#reading-mail-locally), [b](#one-render), [c](https://example.org/x.md)\n[d](testing.md) <!-- check at merge -->";
    expect(linksIn(text)).toEqual([
      { file: "email.md", anchor: "reading-mail-locally", line: 1 },
      { file: "", anchor: "one-render", line: 1 },
    ]);
  });
});
