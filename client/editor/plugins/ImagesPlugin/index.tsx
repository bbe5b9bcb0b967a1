/**
 * Images: "Görsel ekle" (a file picker), pasted and dropped files. Each file is checked here first
 * (type, size), then uploaded through the page's `uploadImage` with a progress bar; only once the
 * upload has answered with its /media/ address is an ImageNode inserted, so no data: or blob: URL
 * ever reaches the document. After an upload, or when an image is selected, a small field asks for
 * its alternative text.
 */
import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { DRAG_DROP_PASTE } from "@lexical/rich-text";
import {
  $getNodeByKey,
  $getSelection,
  $insertNodes,
  $isNodeSelection,
  COMMAND_PRIORITY_LOW,
  mergeRegister,
  type NodeKey,
} from "lexical";
import { type JSX, type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { isAllowedImageSrc } from "../../../../src/shared/richtext/url-policy";
import { OPEN_IMAGE_PICKER_COMMAND } from "../../commands";
import { $createImageNode, $isImageNode } from "../../nodes/ImageNode";
import { clampProgress, IMAGE_ACCEPT, uploadErrorMessage, validateImageFile } from "../../utils/images";
import { registerImagePolicy } from "./registerImagePolicy";

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

export const ALT_NOT_STORED_MESSAGE = "Alternatif metin metne eklendi, ama görselin kendi alternatif metni olarak kaydedilemedi.";

export const INVALID_UPLOAD_URL_MESSAGE = "Görsel yüklendi ama adresi geçersiz. Lütfen yeniden deneyin.";

interface Upload {
  id: number;
  name: string;
  progress: number;
  error: string | null;
}

interface AltTarget {
  nodeKey: NodeKey;
  /** The image's /media/ address, to store the alt text as the image's own. */
  src: string;
  altText: string;
  /** "upload": just inserted, asked once; "selected": the author selected an existing image. */
  reason: "upload" | "selected";
}

export function ImagesPlugin({
  uploadImage,
  chooseImage,
  saveAltText,
}: {
  uploadImage: UploadImage;
  chooseImage?: ChooseImage;
  saveAltText?: SaveAltText;
}): JSX.Element {
  const [editor] = useLexicalComposerContext();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [prompt, setPrompt] = useState<AltTarget | null>(null);
  const [selectedImage, setSelectedImage] = useState<AltTarget | null>(null);
  const [status, setStatus] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  const uploadRef = useRef(uploadImage);
  const nextId = useRef(0);
  const mounted = useRef(true);
  const focusPrompt = useRef(false);
  /** Counts the edits of the text, to know whether the author wrote something during an upload. */
  const contentVersion = useRef(0);

  const chooseRef = useRef(chooseImage);
  const saveAltRef = useRef(saveAltText);

  useEffect(() => {
    uploadRef.current = uploadImage;
    chooseRef.current = chooseImage;
    saveAltRef.current = saveAltText;
  }, [uploadImage, chooseImage, saveAltText]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const patchUpload = useCallback((id: number, patch: Partial<Upload>) => {
    if (!mounted.current) return;
    setUploads((list) => list.map((upload) => (upload.id === id ? { ...upload, ...patch } : upload)));
  }, []);

  const insertImage = useCallback(
    (image: UploadedImage): NodeKey | null => {
      let key: NodeKey | null = null;
      editor.update(
        () => {
          const node = $createImageNode({ src: image.url, altText: image.alt ?? "", width: image.width, height: image.height });
          $insertNodes([node]);
          key = node.getKey();
        },
        { discrete: true },
      );
      return key;
    },
    [editor],
  );

  const uploadOne = useCallback(
    (file: File) => {
      const id = ++nextId.current;
      const refused = validateImageFile(file);
      setUploads((list) => [...list, { id, name: file.name, progress: 0, error: refused }]);
      if (refused !== null) return;
      const startVersion = contentVersion.current;
      let promise: Promise<UploadedImage>;
      try {
        promise = uploadRef.current(file, (fraction) => patchUpload(id, { progress: clampProgress(fraction) }));
      } catch (error) {
        promise = Promise.reject(error);
      }
      promise
        .then((image) => {
          if (!mounted.current) return;
          if (typeof image?.url !== "string" || !isAllowedImageSrc(image.url)) throw new Error(INVALID_UPLOAD_URL_MESSAGE);
          // Ask for the alternative text at once (the field takes the focus), unless the author
          // went on writing during the upload: then the field waits below the toolbar.
          const untouched = contentVersion.current === startVersion;
          const key = insertImage(image);
          // A good upload also clears the errors of earlier tries: they are dealt with.
          setUploads((list) => list.filter((upload) => upload.id !== id && !(upload.error !== null && upload.id < id)));
          setStatus(`${file.name} eklendi.`);
          if (key !== null) {
            focusPrompt.current = untouched;
            setPrompt({ nodeKey: key, src: image.url, altText: typeof image.alt === "string" ? image.alt : "", reason: "upload" });
          }
        })
        .catch((error: unknown) => patchUpload(id, { error: uploadErrorMessage(error) }));
    },
    [insertImage, patchUpload],
  );

  const handleFiles = useCallback((files: readonly File[]) => files.forEach(uploadOne), [uploadOne]);

  useEffect(() => {
    return mergeRegister(
      registerImagePolicy(editor),
      editor.registerCommand(
        OPEN_IMAGE_PICKER_COMMAND,
        () => {
          const choose = chooseRef.current;
          if (!choose) {
            inputRef.current?.click();
            return true;
          }
          // The media library first: an image already uploaded, or "from the computer".
          choose()
            .then((chosen) => {
              if (!mounted.current) return;
              if (chosen === "upload") inputRef.current?.click();
              else if (chosen && typeof chosen.url === "string" && isAllowedImageSrc(chosen.url)) {
                const key = insertImage(chosen);
                setStatus("Görsel eklendi.");
                if (key !== null) {
                  focusPrompt.current = true;
                  setPrompt({ nodeKey: key, src: chosen.url, altText: chosen.alt ?? "", reason: "upload" });
                }
              } else editor.focus();
            })
            .catch(() => editor.focus());
          return true;
        },
        COMMAND_PRIORITY_LOW,
      ),
      editor.registerCommand(
        DRAG_DROP_PASTE,
        (files) => {
          handleFiles(files);
          return true;
        },
        COMMAND_PRIORITY_LOW,
      ),
      // A selected image (a click on it) offers its alternative text for editing.
      editor.registerUpdateListener(({ editorState, dirtyElements, dirtyLeaves }) => {
        if (dirtyElements.size > 0 || dirtyLeaves.size > 0) contentVersion.current += 1;
        const target = editorState.read(() => {
          const selection = $getSelection();
          if (!$isNodeSelection(selection)) return null;
          const nodes = selection.getNodes();
          const node = nodes.length === 1 ? nodes[0] : null;
          return $isImageNode(node) ? { nodeKey: node.getKey(), src: node.getSrc(), altText: node.getAltText(), reason: "selected" as const } : null;
        });
        setSelectedImage((previous) =>
          previous?.nodeKey === target?.nodeKey && previous?.altText === target?.altText ? previous : target,
        );
      }),
    );
  }, [editor, handleFiles, insertImage]);

  const saveAlt = useCallback(
    (target: AltTarget, altText: string) => {
      editor.update(() => {
        const node = $getNodeByKey(target.nodeKey);
        if ($isImageNode(node) && node.getAltText() !== altText) node.setAltText(altText);
      });
      if (target.reason === "upload") setPrompt(null);
      setStatus("Alternatif metin kaydedildi.");
      editor.focus();
      // The image's own alt text too (the library, covers and albums show it): an empty one stays the text's choice.
      const store = saveAltRef.current;
      if (store && altText) store(target.src, altText).catch(() => mounted.current && setStatus(ALT_NOT_STORED_MESSAGE));
    },
    [editor],
  );

  const dismissAlt = useCallback(
    (target: AltTarget) => {
      if (target.reason === "upload") setPrompt(null);
      else setSelectedImage(null);
      editor.focus();
    },
    [editor],
  );

  const altTarget = prompt ?? selectedImage;

  return (
    <div className="rte-images">
      <input
        ref={inputRef}
        className="rte-file-input"
        type="file"
        accept={IMAGE_ACCEPT}
        multiple
        hidden
        tabIndex={-1}
        onChange={(event) => {
          const files = event.currentTarget.files ? [...event.currentTarget.files] : [];
          event.currentTarget.value = "";
          handleFiles(files);
        }}
      />
      {uploads.length > 0 && (
        <ul className="rte-uploads" aria-label="Görsel yüklemeleri">
          {uploads.map((upload) => (
            <li key={upload.id} className={upload.error === null ? "rte-upload" : "rte-upload rte-upload--failed"}>
              <span className="rte-upload-name">{upload.name}</span>
              {upload.error === null ? (
                <>
                  <progress
                    className="rte-progress"
                    max={1}
                    value={upload.progress}
                    aria-label={`${upload.name} yükleniyor`}
                  />
                  <span className="rte-upload-percent" aria-hidden="true">
                    %{Math.round(upload.progress * 100)}
                  </span>
                </>
              ) : (
                <>
                  <span className="rte-error" role="alert">
                    {upload.error}
                  </span>
                  <button
                    type="button"
                    className="rte-action rte-action--small"
                    aria-label={`${upload.name} için hata iletisini kapat`}
                    title="Kapat"
                    onClick={() => setUploads((list) => list.filter((item) => item.id !== upload.id))}
                  >
                    Kapat
                  </button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {altTarget !== null && (
        <AltTextForm
          key={`${altTarget.reason}-${altTarget.nodeKey}`}
          target={altTarget}
          autoFocus={altTarget.reason === "upload" && focusPrompt.current}
          onSave={saveAlt}
          onDismiss={dismissAlt}
        />
      )}
      <p className="rte-visually-hidden" role="status">
        {status}
      </p>
    </div>
  );
}

interface AltTextFormProps {
  target: AltTarget;
  autoFocus: boolean;
  onSave: (target: AltTarget, altText: string) => void;
  onDismiss: (target: AltTarget) => void;
}

/** The small inline field for an image's alternative text. */
function AltTextForm({ target, autoFocus, onSave, onDismiss }: AltTextFormProps): JSX.Element {
  const id = useId();
  const [value, setValue] = useState(target.altText);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (autoFocus) inputRef.current?.focus();
  }, [autoFocus]);

  const submit = (event: { preventDefault(): void; stopPropagation(): void }) => {
    event.preventDefault();
    event.stopPropagation();
    onSave(target, value.trim());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Enter" && (event.target as HTMLElement).tagName === "INPUT") {
      submit(event);
      return;
    }
    if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      onDismiss(target);
    }
  };

  return (
    // Not a <form>: the editor lives inside the page's own form, and forms must not nest.
    <div className="rte-alt-form" role="group" onKeyDown={onKeyDown} aria-label="Görsel açıklaması">
      <label className="rte-alt-label" htmlFor={`${id}-alt`}>
        {target.reason === "upload" ? "Eklenen görselin alternatif metni" : "Seçili görselin alternatif metni"}
      </label>
      <input
        ref={inputRef}
        id={`${id}-alt`}
        className="rte-input rte-alt-input"
        type="text"
        value={value}
        maxLength={300}
        aria-describedby={`${id}-hint`}
        onChange={(event) => setValue(event.target.value)}
      />
      <button type="button" className="rte-action rte-action--primary" onClick={submit}>
        Kaydet
      </button>
      <button type="button" className="rte-action" onClick={() => onDismiss(target)}>
        {target.reason === "upload" ? "Atla" : "Kapat"}
      </button>
      <p className="rte-alt-hint" id={`${id}-hint`}>
        Görmeyen ziyaretçiler için görseli kısaca anlatın; yalnızca süs ise boş bırakın.
      </p>
    </div>
  );
}
