/**
 * The admin app's browser entry: renders the app into #admin-root (in place of the loading line the
 * Worker sent) from the props serialised in #admin-props, provides the lazily loaded editor, and
 * starts watching for new builds (the router asks the watcher before each navigation).
 */
import { createRoot } from "react-dom/client";
import { AdminApp, type AdminAppProps } from "../../src/admin/ui/App";
import { ComparisonLoaderProvider, type ComparisonLoader } from "../../src/admin/ui/comparison-slot";
import { EditorLoaderProvider, type EditorLoader } from "../../src/admin/ui/editor-slot";
import { SectionLoadersProvider, type SectionLoaders } from "../../src/admin/ui/lazy-section";
import { setFullLoadCheck } from "../../src/admin/ui/router";
import { shouldReloadFor, startBuildUpdates } from "./build-updates";
import { browserChunkReloadDeps, withChunkReload } from "./chunk-reload";

/** The editor chunk (client/editor/RichTextEditor.tsx, default export), fetched on first use. */
const importEditor: EditorLoader = () => import("../editor/RichTextEditor");

const loadEditor: EditorLoader = withChunkReload(importEditor, browserChunkReloadDeps);

/** The comparison of two versions (with jsdiff), fetched when one is first opened. */
const loadComparison: ComparisonLoader = withChunkReload(() => import("../../src/admin/ui/comparison/Comparison"), browserChunkReloadDeps);

/** Sections that are chunks of their own, fetched when first opened (src/admin/ui/lazy-section.tsx). */
const sectionLoaders: SectionLoaders = {
  newsletter: withChunkReload(() => import("../../src/admin/ui/sections/Newsletter"), browserChunkReloadDeps),
};

const propsElement = document.getElementById("admin-props");
const root = document.getElementById("admin-root");

if (propsElement && root) {
  const props = JSON.parse(propsElement.textContent ?? "{}") as AdminAppProps;
  setFullLoadCheck(shouldReloadFor);
  createRoot(root).render(
    <EditorLoaderProvider value={loadEditor}>
      <ComparisonLoaderProvider value={loadComparison}>
        <SectionLoadersProvider value={sectionLoaders}>
          <AdminApp {...props} />
        </SectionLoadersProvider>
      </ComparisonLoaderProvider>
    </EditorLoaderProvider>,
  );
  startBuildUpdates(props.buildId);
} else {
  console.error("[admin] #admin-root ya da #admin-props bulunamadı.");
}
