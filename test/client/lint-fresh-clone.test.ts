import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../", import.meta.url));

/**
 * `npm run lint` passes on a fresh clone, before any build: the build's manifest that
 * src/platform/build-manifest.ts imports is not there yet. Linted here as if it were missing, by
 * naming a manifest no build ever writes.
 */
describe("lint on a fresh clone", () => {
  it("accepts the build manifest's module while dist/ does not exist", async () => {
    const eslint = new ESLint({ cwd: root });
    const source = 'import manifest from "../../dist/manifest-never-built.json";\n\nexport const build = manifest;\n';
    const [result] = await eslint.lintText(source, { filePath: `${root}src/platform/build-manifest.ts` });
    expect(result!.messages.map((message) => `${message.ruleId}: ${message.message}`)).toEqual([]);
  }, 60_000);

  it("still refuses an unknown import anywhere else", async () => {
    const eslint = new ESLint({ cwd: root });
    const source = 'import manifest from "../../dist/manifest-never-built.json";\n\nexport const build = manifest;\n';
    const [result] = await eslint.lintText(source, { filePath: `${root}src/platform/other-module.ts` });
    expect(result!.messages.map((message) => message.ruleId)).toContain("boundaries/no-unknown-dependencies");
  }, 60_000);
});
