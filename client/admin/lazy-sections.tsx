/**
 * Sections that load on first use, in a chunk of their own (client/admin/sections/lazy.ts), so the
 * admin shell stays within its size budget: the ones an editor opens now and then, not on every
 * visit. The browser entry passes the loader. The server renders them with the module itself
 * (client/admin/server.tsx), inside the same Suspense boundary the browser has: when the page opens
 * on such a section, the server's HTML stays on screen while its chunk arrives, and then hydrates.
 */
import { Suspense, createContext, lazy, useContext, type ComponentProps, type ComponentType, type LazyExoticComponent } from "react";
import { EditorErrorBoundary } from "./editor-slot";
import { Loading } from "./ui";
import type * as LazySections from "./sections/lazy";

type Sections = typeof LazySections;
export type SectionName = keyof Sections;
export type SectionsLoader = () => Promise<Sections>;

const SectionsLoaderContext = createContext<SectionsLoader | Sections | null>(null);

/** The browser's loader of the sections' chunk, or on the server the sections themselves. */
export const SectionsLoaderProvider = SectionsLoaderContext.Provider;

const SectionShownContext = createContext<(() => void) | null>(null);

/** Told when a section of the chunk renders: the server's first pass, so the page preloads the chunk. */
export const SectionShownProvider = SectionShownContext.Provider;

type Props<N extends SectionName> = ComponentProps<Sections[N]>;

const lazySections = new Map<SectionName, LazyExoticComponent<ComponentType<object>>>();

/** One lazy component per section (a new one per render would remount it). */
function lazySection(loader: SectionsLoader, name: SectionName): ComponentType<object> {
  let component = lazySections.get(name);
  if (!component) {
    component = lazy(async () => ({ default: (await loader())[name] as ComponentType<object> }));
    lazySections.set(name, component);
  }
  return component;
}

/** The section `name` with its props, once its chunk is here. */
export function LazySection<N extends SectionName>({ name, props }: { name: N; props: Props<N> }) {
  const sections = useContext(SectionsLoaderContext);
  useContext(SectionShownContext)?.();
  if (!sections) return <Loading lines={5} />;
  const Section = typeof sections === "function" ? lazySection(sections, name) : (sections[name] as ComponentType<object>);
  return (
    <EditorErrorBoundary crashMessage="Bu bölüm yüklenemedi. Lütfen sayfayı yenileyin.">
      <Suspense fallback={<Loading lines={5} />}>
        <Section {...(props as object)} />
      </Suspense>
    </EditorErrorBoundary>
  );
}
