/**
 * The admin area's rich-text editor (Lexical), in place of the original site's Quill "snow" editor.
 * Loaded lazily by the admin app: the default export is the component. It edits Lexical JSON, the
 * form the server stores, validates (src/shared/richtext/schema.ts) and renders (src/shared/richtext/render.tsx).
 *
 * Browser only (it is never rendered on the server); the admin page links client/styles/editor.css.
 */
import { LexicalComposer, type InitialConfigType } from "@lexical/react/LexicalComposer";
import { ContentEditable } from "@lexical/react/LexicalContentEditable";
import { LexicalErrorBoundary } from "@lexical/react/LexicalErrorBoundary";
import { HistoryPlugin } from "@lexical/react/LexicalHistoryPlugin";
import { ListPlugin } from "@lexical/react/LexicalListPlugin";
import { RichTextPlugin } from "@lexical/react/LexicalRichTextPlugin";
import { createEditor } from "lexical";
import { type JSX, useId, useMemo } from "react";
import { EDITOR_NODES } from "./nodes";
import { ContentPolicyPlugin } from "./plugins/ContentPolicyPlugin";
import { ImagesPlugin } from "./plugins/ImagesPlugin";
import { JsonChangePlugin } from "./plugins/JsonChangePlugin";
import { LinkPlugin } from "./plugins/LinkPlugin";
import { ToolbarPlugin } from "./plugins/ToolbarPlugin";
import { editorTheme } from "./theme";

export interface RichTextEditorProps {
  /** Lexical editor state JSON ({ root: ... }) to start from, or null for an empty document. */
  initialValue: unknown;
  /** Called after every change of content with the editor state as JSON (editorState.toJSON()). */
  onChange: (value: { root: unknown }) => void;
  /** Uploads an image; resolves with its public URL ("/media/…") and pixel size. Progress 0..1. Rejects with an Error whose message is Turkish and user-facing. */
  uploadImage: (file: File, onProgress: (fraction: number) => void) => Promise<{ url: string; width: number; height: number; alt: string }>;
  /** The image button's chooser (the media library): an image to insert, "upload" to pick a file, or null. Without it the button picks a file. */
  chooseImage?: () => Promise<{ url: string; width: number; height: number; alt: string } | "upload" | null>;
  /** Stores the alt text typed for an image as the image's own alt text (best effort: the text keeps it anyway). */
  saveAltText?: (url: string, alt: string) => Promise<void>;
  /** id of the visible label element of the editor (for aria-labelledby). */
  labelledBy: string;
  /** Shown when empty. */
  placeholder?: string;
}

const NAMESPACE = "camlica-richtext";
const DEFAULT_PLACEHOLDER = "Metni buraya yazın…";
export const LOAD_ERROR_MESSAGE = "Kayıtlı içerik okunamadı; düzenleyici boş bir belgeyle açıldı. Kaydetmeden önce içeriği kontrol edin.";

/**
 * The initial value as Lexical's JSON string, checked by parsing it in a throwaway editor with the
 * same nodes, so a broken value cannot crash the page: it reports `error` and starts empty instead.
 */
export function toInitialEditorState(value: unknown): { state: string | undefined; error: boolean } {
  if (value === null || value === undefined || value === "") return { state: undefined, error: false };
  try {
    const json = typeof value === "string" ? value : JSON.stringify(value);
    const probe = createEditor({
      namespace: NAMESPACE,
      nodes: EDITOR_NODES,
      onError: (error) => {
        throw error;
      },
    });
    const parsed = probe.parseEditorState(json);
    // A root without children would leave nowhere to type: start from Lexical's empty paragraph.
    return { state: parsed.isEmpty() ? undefined : json, error: false };
  } catch (error) {
    console.error("RichTextEditor: the initial value could not be loaded", error);
    return { state: undefined, error: true };
  }
}

export default function RichTextEditor({
  initialValue,
  onChange,
  uploadImage,
  chooseImage,
  saveAltText,
  labelledBy,
  placeholder = DEFAULT_PLACEHOLDER,
}: RichTextEditorProps): JSX.Element {
  const contentId = useId();
  // Read once: like any Lexical editor, later changes of initialValue are ignored.
  const initial = useMemo(() => toInitialEditorState(initialValue), []); // eslint-disable-line react-hooks/exhaustive-deps
  const initialConfig = useMemo<InitialConfigType>(
    () => ({
      namespace: NAMESPACE,
      nodes: EDITOR_NODES,
      theme: editorTheme,
      editorState: initial.state,
      onError: (error: Error) => console.error("RichTextEditor:", error),
    }),
    [initial],
  );

  return (
    <LexicalComposer initialConfig={initialConfig}>
      <div className="rte">
        <ToolbarPlugin controls={contentId} />
        {initial.error && (
          <p className="rte-error rte-load-error" role="alert">
            {LOAD_ERROR_MESSAGE}
          </p>
        )}
        <ImagesPlugin uploadImage={uploadImage} chooseImage={chooseImage} saveAltText={saveAltText} />
        <div className="rte-body">
          <RichTextPlugin
            contentEditable={
              <ContentEditable
                id={contentId}
                className="rte-content"
                aria-labelledby={labelledBy}
                aria-multiline={true}
                aria-placeholder={placeholder}
                placeholder={<div className="rte-placeholder">{placeholder}</div>}
              />
            }
            ErrorBoundary={LexicalErrorBoundary}
          />
          <LinkPlugin />
        </div>
        <HistoryPlugin />
        <ListPlugin />
        <ContentPolicyPlugin />
        <JsonChangePlugin onChange={onChange} />
      </div>
    </LexicalComposer>
  );
}
