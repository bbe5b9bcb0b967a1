/**
 * Sections that load on first use, in a chunk of their own (client/admin/sections/lazy.ts), so the
 * admin shell stays within its size budget: the ones an editor opens now and then, not on every
 * visit. Like the comparison (comparison-slot.tsx), the browser entry passes the loader; on the
 * server there is none and the slot shows a loading line, which the first client render repeats
 * (so hydration matches) before the section itself appears.
 */
import { Suspense, createContext, lazy, useContext, useEffect, useState, type ComponentProps, type ComponentType, type LazyExoticComponent } from "react";
import { EditorErrorBoundary } from "./editor-slot";
import { Loading } from "./ui";
import type * as LazySections from "./sections/lazy";

type Sections = typeof LazySections;
export type SectionName = keyof Sections;
export type SectionsLoader = () => Promise<Sections>;

const SectionsLoaderContext = createContext<SectionsLoader | null>(null);

export const SectionsLoaderProvider = SectionsLoaderContext.Provider;

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
  const loader = useContext(SectionsLoaderContext);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted || !loader) return <Loading lines={5} />;
  const Section = lazySection(loader, name);
  return (
    <EditorErrorBoundary crashMessage="Bu bölüm yüklenemedi. Lütfen sayfayı yenileyin.">
      <Suspense fallback={<Loading lines={5} />}>
        <Section {...(props as object)} />
      </Suspense>
    </EditorErrorBoundary>
  );
}
