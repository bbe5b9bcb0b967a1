/**
 * Sections the admin shell does not carry: each is a chunk of its own, fetched the first time it is
 * opened, so the shell stays within its size budget as sections grow (the Bülten section, with its
 * editor, picker and preview, is the first). As with the editor and the comparison, this module
 * never imports the sections: the browser entry (client/admin/main.tsx) passes their loaders, and
 * on the server, where there are none, the slot renders the loading state every section starts in.
 */
import { Suspense, createContext, lazy, useContext, useEffect, useState, type ComponentType, type LazyExoticComponent } from "react";
import { EditorErrorBoundary } from "./editor-slot";
import { Loading } from "./ui";

/** The sections loaded on demand, by name. */
export type LazySectionName = "newsletter";

export type SectionLoader = () => Promise<{ default: ComponentType }>;
export type SectionLoaders = Partial<Record<LazySectionName, SectionLoader>>;

const SectionLoadersContext = createContext<SectionLoaders>({});

/** Supplies the section loaders (the browser entry does; the server does not). */
export const SectionLoadersProvider = SectionLoadersContext.Provider;

/** One lazy component per loader, so a chunk is fetched once. */
const lazySections = new WeakMap<SectionLoader, LazyExoticComponent<ComponentType>>();

function lazySection(loader: SectionLoader) {
  let section = lazySections.get(loader);
  if (!section) {
    section = lazy(loader);
    lazySections.set(loader, section);
  }
  return section;
}

export function LazySection({ name }: { name: LazySectionName }) {
  const loader = useContext(SectionLoadersContext)[name];
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted || !loader) return <Loading />;
  const Section = lazySection(loader);
  return (
    <EditorErrorBoundary crashMessage="Bu bölüm açılamadı. Lütfen sayfayı yenileyin; sorun sürerse yöneticinize haber verin.">
      <Suspense fallback={<Loading />}>
        <Section />
      </Suspense>
    </EditorErrorBoundary>
  );
}
