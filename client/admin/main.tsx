/**
 * The admin app's browser entry: renders the app into #admin-root (in place of the loading line the
 * Worker sent) from the props serialised in #admin-props, provides the lazily loaded editor, and
 * starts watching for new builds (the router asks the watcher before each navigation).
 */
import { createRoot } from "react-dom/client";
import { AdminApp, type AdminAppProps } from "./App";
import { ComparisonLoaderProvider, type ComparisonLoader } from "./comparison-slot";
import { EditorLoaderProvider, type EditorLoader } from "./editor-slot";
import { SectionsLoaderProvider, type SectionsLoader } from "./lazy-sections";
import { setFullLoadCheck } from "./router";
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
const root = document.getElementById("admin-root");

if (propsElement && root) {
  const props = JSON.parse(propsElement.textContent ?? "{}") as AdminAppProps;
  setFullLoadCheck(shouldReloadFor);
  createRoot(root).render(
    <EditorLoaderProvider value={loadEditor}>
      <ComparisonLoaderProvider value={loadComparison}>
        <SectionsLoaderProvider value={loadSections}>
          <AdminApp {...props} />
        </SectionsLoaderProvider>
      </ComparisonLoaderProvider>
    </EditorLoaderProvider>,
  );
  startBuildUpdates(props.buildId);
} else {
  console.error("[admin] #admin-root ya da #admin-props bulunamadı.");
}
