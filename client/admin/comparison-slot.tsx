/**
 * Where a comparison of two versions goes (Geçmiş, the conflict panel). The comparison, with its
 * diff library, is a lazily loaded chunk (client/admin/comparison/Comparison.tsx): this module never
 * imports it, so the admin shell stays small. The browser entry passes a loader; on the server
 * there is none and the slot shows a loading line (comparisons only open on a click anyway).
 */
import { Suspense, createContext, lazy, useContext, useEffect, useState, type ComponentType, type LazyExoticComponent } from "react";
import type { RichTextJson } from "../../src/shared/admin-contract";
import { EditorErrorBoundary } from "./editor-slot";
import { Loading } from "./ui";

/** An item's fields in the shape its save takes (NewsInput, EventInput, a page's save). */
export type ItemData = Record<string, unknown> & { title: string; summary: string; body: RichTextJson };

export interface ComparisonProps {
  before: ItemData;
  after: ItemData;
  beforeLabel: string;
  afterLabel: string;
  /** Also show the "before" version's text in full, read-only. */
  showBeforeText?: boolean;
}

export type ComparisonLoader = () => Promise<{ default: ComponentType<ComparisonProps> }>;

const ComparisonLoaderContext = createContext<ComparisonLoader | null>(null);

export const ComparisonLoaderProvider = ComparisonLoaderContext.Provider;

const lazyComparisons = new WeakMap<ComparisonLoader, LazyExoticComponent<ComponentType<ComparisonProps>>>();

function lazyComparison(loader: ComparisonLoader) {
  let component = lazyComparisons.get(loader);
  if (!component) {
    component = lazy(loader);
    lazyComparisons.set(loader, component);
  }
  return component;
}

const LOADING = "Karşılaştırma yükleniyor…";

export function ComparisonSlot(props: ComparisonProps) {
  const loader = useContext(ComparisonLoaderContext);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted || !loader) return <Loading label={LOADING} lines={2} />;
  const Comparison = lazyComparison(loader);
  return (
    <EditorErrorBoundary crashMessage="Karşılaştırma gösterilemedi. Lütfen sayfayı yenileyin.">
      <Suspense fallback={<Loading label={LOADING} lines={2} />}>
        <Comparison {...props} />
      </Suspense>
    </EditorErrorBoundary>
  );
}
