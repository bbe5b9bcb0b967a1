import type { LexicalEditor } from "lexical";
import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { isAllowedImageSrc } from "../../../../src/shared/richtext/url-policy";
import { clampProgress, uploadErrorMessage, validateImageFile } from "../../utils/images";
import type { Upload, UploadedImage, UploadImage } from "./types";

export const INVALID_UPLOAD_URL_MESSAGE = "Görsel yüklendi ama adresi geçersiz. Lütfen yeniden deneyin.";

/** What happens to an uploaded image: `untouched` when the author wrote nothing during the upload. */
export type OnUploaded = (image: UploadedImage, file: File, untouched: boolean) => void;

/**
 * Uploads: each file is checked here first (type, size), then sent through the page's uploader
 * with its progress; an answer with a /media/ address goes to `onUploaded`, a failure stays listed.
 */
export function useUploads(editor: LexicalEditor, uploadImage: RefObject<UploadImage>, mounted: RefObject<boolean>, onUploaded: OnUploaded) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const nextId = useRef(0);
  /** Counts the edits of the text, to know whether the author wrote something during an upload. */
  const contentVersion = useRef(0);

  useEffect(
    () =>
      editor.registerUpdateListener(({ dirtyElements, dirtyLeaves }) => {
        if (dirtyElements.size > 0 || dirtyLeaves.size > 0) contentVersion.current += 1;
      }),
    [editor],
  );

  const patchUpload = useCallback(
    (id: number, patch: Partial<Upload>) => {
      if (!mounted.current) return;
      setUploads((list) => list.map((upload) => (upload.id === id ? { ...upload, ...patch } : upload)));
    },
    [mounted],
  );

  const uploadOne = useCallback(
    (file: File) => {
      const id = ++nextId.current;
      const refused = validateImageFile(file);
      setUploads((list) => [...list, { id, name: file.name, progress: 0, error: refused }]);
      if (refused !== null) return;
      const startVersion = contentVersion.current;
      // A throwing uploader is a failed upload like any other.
      new Promise<UploadedImage>((resolve) => resolve(uploadImage.current(file, (fraction) => patchUpload(id, { progress: clampProgress(fraction) }))))
        .then((image) => {
          if (!mounted.current) return;
          if (typeof image?.url !== "string" || !isAllowedImageSrc(image.url)) throw new Error(INVALID_UPLOAD_URL_MESSAGE);
          onUploaded(image, file, contentVersion.current === startVersion);
          // A good upload also clears the errors of earlier tries: they are dealt with.
          setUploads((list) => list.filter((upload) => upload.id !== id && !(upload.error !== null && upload.id < id)));
        })
        .catch((error: unknown) => patchUpload(id, { error: uploadErrorMessage(error) }));
    },
    [mounted, onUploaded, patchUpload, uploadImage],
  );

  const handleFiles = useCallback((files: readonly File[]) => files.forEach(uploadOne), [uploadOne]);
  const dismiss = useCallback((id: number) => setUploads((list) => list.filter((item) => item.id !== id)), []);
  return { uploads, handleFiles, dismiss };
}
