/** The images plugin's contract with the page (see RichTextEditorProps) and its own records. */
import type { NodeKey } from "lexical";

/** What the page's uploader resolves with (see RichTextEditorProps.uploadImage). */
export interface UploadedImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

export type UploadImage = (file: File, onProgress: (fraction: number) => void) => Promise<UploadedImage>;

/** The media library's answer to the image button: an image, "upload" (pick a file instead), or null. */
export type ChooseImage = () => Promise<UploadedImage | "upload" | null>;

export type SaveAltText = (url: string, alt: string) => Promise<void>;

/** One file being uploaded, or refused. */
export interface Upload {
  id: number;
  name: string;
  progress: number;
  error: string | null;
}

/** The image whose alternative text is asked for. */
export interface AltTarget {
  nodeKey: NodeKey;
  /** The image's /media/ address, to store the alt text as the image's own. */
  src: string;
  altText: string;
  /** "upload": just inserted, asked once; "selected": the author selected an existing image. */
  reason: "upload" | "selected";
}
