/**
 * The admin app as the Worker renders it (src/routes/pages/admin.tsx, through the boundary file
 * src/routes/pages/admin-app.js): the same app the browser hydrates (client/admin/main.tsx), with
 * the sections at hand instead of their chunk's loader, and the first screen's answers of the API.
 * `firstScreenNeeds` renders the screen once to learn which addresses its loads ask for; the Worker reads
 * them through the API and renders the screen again with them (`adminAppHtml`).
 */
import { renderToString } from "react-dom/server";
import { AdminApp, type AdminAppProps } from "./App";
import { SectionShownProvider, SectionsLoaderProvider } from "./lazy-sections";
import { PreloadedProvider, preloadedFrom, wantedLoads, type Preloaded, type PreloadedAnswers } from "./preloaded";
import * as sections from "./sections/lazy";

const withSections = (props: AdminAppProps, preloaded: Preloaded) => (
  <SectionsLoaderProvider value={sections}>
    <PreloadedProvider value={preloaded}>
      <AdminApp {...props} />
    </PreloadedProvider>
  </SectionsLoaderProvider>
);

/** What the first screen of `props.path` needs: the addresses (without the API base) its loads ask for, and whether it shows a section of the lazily loaded chunk. */
export function firstScreenNeeds(props: AdminAppProps): { loads: string[]; sectionsChunk: boolean } {
  const wanted = new Set<string>();
  let sectionsChunk = false;
  renderToString(
    <SectionShownProvider value={() => (sectionsChunk = true)}>{withSections(props, wantedLoads(wanted))}</SectionShownProvider>,
  );
  return { loads: [...wanted], sectionsChunk };
}

/**
 * The admin app's HTML for `props.path`, with the answers read for it: a React root of its own, as
 * the browser's `hydrateRoot` makes it. Rendered inside the page's document, the app would sit at
 * another place in React's tree, and every `useId` (the forms' labels) would differ from the
 * browser's.
 */
export const adminAppHtml = (props: AdminAppProps, answers: PreloadedAnswers): string => renderToString(withSections(props, preloadedFrom(answers)));
