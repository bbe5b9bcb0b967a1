/**
 * Where the rich-text editor goes. The editor (Lexical, client/editor/RichTextEditor.tsx) is a
 * separate, lazily loaded chunk: this module never imports it, so the Worker bundle holds no
 * Lexical. The browser entry passes a loader through <EditorLoaderProvider>; on the server (no
 * loader) and before the first effect, the slot renders a placeholder box.
 */
import { Component, Suspense, createContext, lazy, useContext, useEffect, useState, type ComponentType, type ErrorInfo, type LazyExoticComponent, type ReactNode } from "react";
import type { RichTextJson } from "../../src/shared/admin-contract";
import { uploadImage, useApi } from "./api";
import { browser } from "./browser";
import { LibraryDialog } from "./sections/Library";

export interface UploadedImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** What the image button's chooser answers: an image from the library, "upload" (from the computer), or null (cancelled). */
export type ChosenImage = UploadedImage | "upload" | null;

/** The props of client/editor/RichTextEditor.tsx (its default export). */
export interface RichTextEditorProps {
  initialValue: unknown;
  onChange(value: { root: unknown }): void;
  uploadImage(file: File, onProgress: (fraction: number) => void): Promise<UploadedImage>;
  /** Opens the media library to choose an image (the editor's image button). */
  chooseImage?(): Promise<ChosenImage>;
  /** Stores the alt text typed for an inserted image as the image's own (PUT /api/library/alt). */
  saveAltText?(url: string, alt: string): Promise<void>;
  labelledBy: string;
  placeholder?: string;
}

export type EditorModule = { default: ComponentType<RichTextEditorProps> };
export type EditorLoader = () => Promise<EditorModule>;

const EditorLoaderContext = createContext<EditorLoader | null>(null);

/** Supplies the editor loader (the browser entry does; the server does not). */
export const EditorLoaderProvider = EditorLoaderContext.Provider;

export function useEditorLoader(): EditorLoader | null {
  return useContext(EditorLoaderContext);
}

/** One lazy component per loader, so the chunk is fetched once however many slots there are. */
const lazyEditors = new WeakMap<EditorLoader, LazyExoticComponent<ComponentType<RichTextEditorProps>>>();

function lazyEditor(loader: EditorLoader) {
  let editor = lazyEditors.get(loader);
  if (!editor) {
    editor = lazy(loader);
    lazyEditors.set(loader, editor);
  }
  return editor;
}

export const EDITOR_LOADING_TEXT = "Düzenleyici yükleniyor…";
const CHUNK_FALLBACK_MESSAGE = "Uygulamanın bir parçası yüklenemedi. Lütfen sayfayı yenileyin.";
const EDITOR_CRASH_MESSAGE = "Düzenleyici açılamadı. Lütfen sayfayı yenileyin; sorun sürerse yöneticinize haber verin.";

function EditorPlaceholder() {
  return (
    <div className="editor-placeholder" role="status">
      <span className="skeleton-line" aria-hidden="true" />
      <span>{EDITOR_LOADING_TEXT}</span>
    </div>
  );
}

interface BoundaryState {
  error: Error | null;
}

/** Shows a Turkish message when a lazily loaded chunk (the editor, the comparison) cannot load or breaks. */
export class EditorErrorBoundary extends Component<{ children: ReactNode; crashMessage?: string }, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error("Düzenleyici hatası", error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const message = error.name === "ChunkLoadError" ? error.message || CHUNK_FALLBACK_MESSAGE : (this.props.crashMessage ?? EDITOR_CRASH_MESSAGE);
    return (
      <div className="notice notice-error editor-error" role="alert">
        <p>{message}</p>
        <button type="button" className="button button-secondary button-small" onClick={() => browser().location.reload()}>
          Sayfayı yenile
        </button>
      </div>
    );
  }
}

export interface EditorSlotProps {
  initialValue: unknown;
  onChange(value: RichTextJson): void;
  /** Id of the element (a label or heading) that names the editor. */
  labelledBy: string;
  placeholder?: string;
}

export function EditorSlot({ initialValue, onChange, labelledBy, placeholder }: EditorSlotProps) {
  const loader = useEditorLoader();
  const { api, apiBase } = useApi();
  const [mounted, setMounted] = useState(false);
  /** While the library is open for the image button: how to answer it. */
  const [picking, setPicking] = useState<((chosen: ChosenImage) => void) | null>(null);
  useEffect(() => setMounted(true), []);

  if (!mounted || !loader) return <EditorPlaceholder />;
  const Editor = lazyEditor(loader);
  // Uploaded into a text: kept only if the text (or anything else) ends up using it (src/services/media/unused-uploads.ts).
  const upload = async (file: File, onProgress: (fraction: number) => void): Promise<UploadedImage> => {
    const image = await uploadImage(apiBase, file, { source: "editor" }, onProgress);
    return { url: image.url, width: image.width, height: image.height, alt: image.alt };
  };
  const chooseImage = () =>
    new Promise<ChosenImage>((resolve) => {
      setPicking((previous: ((chosen: ChosenImage) => void) | null) => {
        previous?.(null);
        return resolve;
      });
    });
  const saveAltText = async (url: string, alt: string) => {
    await api("/library/alt", { method: "PUT", body: { url, alt }, progress: false });
  };
  const answer = (chosen: ChosenImage) => {
    picking?.(chosen);
    setPicking(null);
  };
  return (
    <EditorErrorBoundary>
      <Suspense fallback={<EditorPlaceholder />}>
        <Editor
          initialValue={initialValue}
          onChange={onChange}
          uploadImage={upload}
          chooseImage={chooseImage}
          saveAltText={saveAltText}
          labelledBy={labelledBy}
          placeholder={placeholder}
        />
      </Suspense>
      {picking ? (
        <LibraryDialog
          title="Görsel ekle"
          chooseLabel="Metne ekle"
          onChoose={(image) => answer({ url: image.url, width: image.width, height: image.height, alt: image.alt })}
          onUpload={() => answer("upload")}
          onClose={() => answer(null)}
        />
      ) : null}
    </EditorErrorBoundary>
  );
}
