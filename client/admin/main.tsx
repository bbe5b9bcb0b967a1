/**
 * The admin app's browser entry: hydrates the app the Worker rendered into #admin-root, from the
 * props and the first screen's answers serialised beside it (#admin-props, #admin-answers), provides
 * the lazily loaded editor and sections, and starts watching for new builds (the router asks the
 * watcher before each navigation).
 */
import { hydrateRoot } from "react-dom/client";
import { AdminApp, type AdminAppProps } from "./App";
import { ComparisonLoaderProvider, type ComparisonLoader } from "./comparison-slot";
import { EditorLoaderProvider, type EditorLoader } from "./editor-slot";
import { SectionsLoaderProvider, type SectionsLoader } from "./lazy-sections";
import { setFullLoadCheck } from "./router";
import { setSpreadsheetParsers } from "./spreadsheet-parsers";
import { PreloadedProvider, preloadedFrom, type PreloadedAnswers } from "./preloaded";
import { shouldReloadFor, startBuildUpdates } from "./build-updates";
import { browserChunkReloadDeps, withChunkReload } from "./chunk-reload";

/** The editor chunk (client/editor/RichTextEditor.tsx, default export), fetched on first use. */
const importEditor: EditorLoader = () => import("../editor/RichTextEditor");

const loadEditor: EditorLoader = withChunkReload(importEditor, browserChunkReloadDeps);

/** The comparison of two versions (with jsdiff), fetched when one is first opened. */
const loadComparison: ComparisonLoader = withChunkReload(() => import("./comparison/Comparison"), browserChunkReloadDeps);

/** The sections an editor opens now and then (client/admin/sections/lazy.ts), fetched on first use. */
const loadSections: SectionsLoader = withChunkReload(() => import("./sections/lazy"), browserChunkReloadDeps);

const propsElement = document.getElementById("admin-props");
const answersElement = document.getElementById("admin-answers");
const root = document.getElementById("admin-root");

if (propsElement && root) {
  const props = JSON.parse(propsElement.textContent ?? "{}") as AdminAppProps;
  const answers = JSON.parse(answersElement?.textContent ?? "{}") as PreloadedAnswers;
  setFullLoadCheck(shouldReloadFor);
  setSpreadsheetParsers({ xlsx: () => import("exceljs"), csv: () => import("papaparse") });
  hydrateRoot(
    root,
    <EditorLoaderProvider value={loadEditor}>
      <ComparisonLoaderProvider value={loadComparison}>
        <SectionsLoaderProvider value={loadSections}>
          <PreloadedProvider value={preloadedFrom(answers)}>
            <AdminApp {...props} />
          </PreloadedProvider>
        </SectionsLoaderProvider>
      </ComparisonLoaderProvider>
    </EditorLoaderProvider>,
  );
  startBuildUpdates(props.buildId);
} else {
  console.error("[admin] #admin-root ya da #admin-props bulunamadı.");
}
