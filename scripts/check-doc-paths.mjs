// The project's paths named in README.md and docs/*.md, and their links to each other's pages and
// headings, must exist, so that the map does not drift from the territory when files move. Run alone (`node scripts/check-doc-paths.mjs`) or from
// test/client/doc-paths.test.ts.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The folders whose paths the documents name; a path is one of these followed by more. */
const ROOTS = ["src", "client", "test", "scripts", "bench", "migrations", "public", "docs", ".ci"];

// A path starts a word (after a space, a backtick, a bracket or a quote), never inside a URL.
const PATH = new RegExp(`(?<=^|[\\s\`("'])((?:${ROOTS.map((r) => r.replace(".", "\\.")).join("|")})/[\\w./@-]*)`, "g");

/**
 * A row the lead verifies when the renovation's branches are merged names files that other
 * branches are still writing; it is marked so, and skipped here until the mark is removed.
 */
const PENDING_MARK = "<!-- check at merge -->";

/** README.md and every Markdown file under docs/, as paths relative to the project's root. */
export function documentsOf(root) {
  const docs = existsSync(join(root, "docs")) ? readdirSync(join(root, "docs")).filter((name) => name.endsWith(".md")) : [];
  return ["README.md", ...docs.map((name) => `docs/${name}`)];
}

/**
 * The paths a document's text names, each with its line number; placeholders (`src/db/<entity>.ts`),
 * globs and elisions are left out, as they name no single file.
 */
export function pathsIn(text) {
  const found = [];
  text.split("\n").forEach((line, index) => {
    if (line.includes(PENDING_MARK)) return;
    for (const match of line.matchAll(PATH)) {
      const next = line[match.index + match[1].length];
      if (next === "<" || next === "{" || next === "*" || next === "…") continue;
      const path = match[1].replace(/[.,:;]+$/, "");
      found.push({ path, line: index + 1 });
    }
  });
  return found;
}

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens. */
export const anchorOf = (heading) =>
  heading.trim().toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, "").replace(/\s/g, "-");

/** The anchors of a Markdown text's headings. */
const anchorsIn = (text) => new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((match) => anchorOf(match[1])));

/** The links to Markdown files (`[text](file.md#anchor)`, `[text](#anchor)`) in a text, with line numbers. */
export function linksIn(text) {
  const found = [];
  text.split("\n").forEach((line, index) => {
    if (line.includes(PENDING_MARK)) return;
    for (const match of line.matchAll(/\]\(([\w./-]*\.md)?(?:#([\w-]+))?\)/g)) {
      if (match[1] || match[2]) found.push({ file: match[1] ?? "", anchor: match[2] ?? "", line: index + 1 });
    }
  });
  return found;
}

/** Whether a link from document leads to an existing file and, if it names one, heading. */
function linkHolds(root, document, { file, anchor }) {
  const target = file ? join(dirname(join(root, document)), file) : join(root, document);
  if (!existsSync(target)) return false;
  return !anchor || anchorsIn(readFileSync(target, "utf8")).has(anchor);
}

/**
 * The folders and files the project's .gitignore names outright (`bench/results/`, not globs): a
 * script makes them on its first run, so a clean clone has none of them yet while the documents
 * rightly say where the output goes.
 */
export function generatedPathsOf(root) {
  const file = join(root, ".gitignore");
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .map((line) => line.trim().replace(/^\//, "").replace(/\/$/, ""))
    .filter((line) => line && !line.startsWith("#") && !/[*?[!]/.test(line));
}

/** Whether a named path is, or lies inside, one of the generated paths. */
export const isGenerated = (path, generated) =>
  generated.some((entry) => path.replace(/\/$/, "") === entry || path.startsWith(`${entry}/`));

/**
 * Every path named in the documents that does not exist under root (generated output left out), and every link to a Markdown
 * file or heading that does not exist, as "document:line what".
 */
export function missingDocPaths(root) {
  const missing = [];
  const generated = generatedPathsOf(root);
  for (const document of documentsOf(root)) {
    const text = readFileSync(join(root, document), "utf8");
    for (const { path, line } of pathsIn(text)) {
      if (!existsSync(join(root, path)) && !isGenerated(path, generated)) missing.push(`${document}:${line} ${path}`);
    }
    for (const link of linksIn(text)) {
      if (!linkHolds(root, document, link)) missing.push(`${document}:${link.line} ${link.file}#${link.anchor}`);
    }
  }
  return missing;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const missing = missingDocPaths(fileURLToPath(new URL("..", import.meta.url)));
  for (const entry of missing) console.error(`missing: ${entry}`);
  process.exitCode = missing.length > 0 ? 1 : 0;
}
