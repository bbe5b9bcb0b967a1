/**
 * The admin app as the Worker renders it (src/routes/pages/admin.tsx, through the boundary file
 * src/routes/pages/admin-app.js): the same app the browser hydrates (client/admin/main.tsx), with
 * the sections at hand instead of their chunk's loader, and the first screen's answers of the API.
 * `loadsOf` renders the screen once to learn which addresses its loads ask for; the Worker reads
 * them through the API and renders the screen again with them (`adminAppHtml`).
 */
import { renderToString } from "react-dom/server";
import { AdminApp, type AdminAppProps } from "./App";
import { SectionsLoaderProvider } from "./lazy-sections";
import { PreloadedProvider, preloadedFrom, wantedLoads, type Preloaded, type PreloadedAnswers } from "./preloaded";
import * as sections from "./sections/lazy";

const withSections = (props: AdminAppProps, preloaded: Preloaded) => (
  <SectionsLoaderProvider value={sections}>
    <PreloadedProvider value={preloaded}>
      <AdminApp {...props} />
    </PreloadedProvider>
  </SectionsLoaderProvider>
);

/** The addresses (without the API base) the first screen of `props.path` loads. */
export function loadsOf(props: AdminAppProps): string[] {
  const wanted = new Set<string>();
  renderToString(withSections(props, wantedLoads(wanted)));
  return [...wanted];
}

/**
 * The admin app's HTML for `props.path`, with the answers read for it: a React root of its own, as
 * the browser's `hydrateRoot` makes it. Rendered inside the page's document, the app would sit at
 * another place in React's tree, and every `useId` (the forms' labels) would differ from the
 * browser's.
 */
export const adminAppHtml = (props: AdminAppProps, answers: PreloadedAnswers): string => renderToString(withSections(props, preloadedFrom(answers)));
