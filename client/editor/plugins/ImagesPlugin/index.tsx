/**
 * Images: "Görsel ekle" (a file picker), pasted and dropped files. Each file is checked here first
 * (type, size), then uploaded through the page's `uploadImage` with a progress bar; only once the
 * upload has answered with its /media/ address is an ImageNode inserted, so no data: or blob: URL
 * ever reaches the document. After an upload, or when an image is selected, a small field asks for
 * its alternative text.
 */
import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { DRAG_DROP_PASTE } from "@lexical/rich-text";
import { COMMAND_PRIORITY_LOW, type LexicalEditor, mergeRegister } from "lexical";
import { type JSX, type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { isAllowedImageSrc } from "../../../../src/shared/richtext/url-policy";
import { OPEN_IMAGE_PICKER_COMMAND } from "../../commands";
import { IMAGE_ACCEPT } from "../../utils/images";
import { AltTextForm } from "./AltTextForm";
import { insertImage } from "./insertImage";
import { registerImagePolicy } from "./registerImagePolicy";
import type { ChooseImage, SaveAltText, UploadedImage, UploadImage } from "./types";
import { useAltText } from "./useAltText";
import { useUploads } from "./useUploads";
import { UploadList } from "./UploadList";

export type { ChooseImage, SaveAltText, UploadedImage, UploadImage } from "./types";
export { ALT_NOT_STORED_MESSAGE } from "./useAltText";
export { INVALID_UPLOAD_URL_MESSAGE } from "./useUploads";

interface ImagesPluginProps {
  uploadImage: UploadImage;
  chooseImage?: ChooseImage;
  saveAltText?: SaveAltText;
}

/** A ref that always holds the latest value (callbacks read it without restarting the effects). */
function useLatestRef<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  }, [value]);
  return ref;
}

/**
 * "Görsel ekle": the media library first (an image already uploaded, or "from the computer"),
 * else the file picker. `onChosen` inserts a chosen image.
 */
function registerImagePicker(editor: LexicalEditor, choose: RefObject<ChooseImage | undefined>, pickFile: () => void, onChosen: (image: UploadedImage) => void, mounted: RefObject<boolean>) {
  return editor.registerCommand(
    OPEN_IMAGE_PICKER_COMMAND,
    () => {
      if (!choose.current) {
        pickFile();
        return true;
      }
      choose
        .current()
        .then((chosen) => {
          if (!mounted.current) return;
          if (chosen === "upload") pickFile();
          else if (chosen && typeof chosen.url === "string" && isAllowedImageSrc(chosen.url)) onChosen(chosen);
          else editor.focus();
        })
        .catch(() => editor.focus());
      return true;
    },
    COMMAND_PRIORITY_LOW,
  );
}

export function ImagesPlugin({ uploadImage, chooseImage, saveAltText }: ImagesPluginProps): JSX.Element {
  const [editor] = useLexicalComposerContext();
  const [status, setStatus] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  const mounted = useRef(true);
  const uploadRef = useLatestRef(uploadImage);
  const chooseRef = useLatestRef(chooseImage);
  const saveAltRef = useLatestRef(saveAltText);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const alt = useAltText(editor, saveAltRef, mounted, setStatus);
  const { ask } = alt;
  /** Inserts the image and asks for its alternative text (the field takes the focus when `focus`). */
  const place = useCallback(
    (image: UploadedImage, message: string, focus: boolean) => {
      const key = insertImage(editor, image);
      setStatus(message);
      if (key !== null) ask(key, image, focus);
    },
    [ask, editor],
  );
  // Ask for the alternative text at once, unless the author went on writing during the upload:
  // then the field waits below the toolbar.
  const onUploaded = useCallback((image: UploadedImage, file: File, untouched: boolean) => place(image, `${file.name} eklendi.`, untouched), [place]);
  const { uploads, handleFiles, dismiss } = useUploads(editor, uploadRef, mounted, onUploaded);

  useEffect(() => {
    const pickFile = () => inputRef.current?.click();
    const handleDrop = (files: File[]) => {
      handleFiles(files);
      return true;
    };
    return mergeRegister(
      registerImagePolicy(editor),
      registerImagePicker(editor, chooseRef, pickFile, (image) => place(image, "Görsel eklendi.", true), mounted),
      editor.registerCommand(DRAG_DROP_PASTE, handleDrop, COMMAND_PRIORITY_LOW),
    );
  }, [chooseRef, editor, handleFiles, place]);

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
      <UploadList uploads={uploads} onDismiss={dismiss} />
      {alt.target !== null && <AltTextForm key={`${alt.target.reason}-${alt.target.nodeKey}`} target={alt.target} autoFocus={alt.autoFocus} onSave={alt.save} onDismiss={alt.dismiss} />}
      <p className="rte-visually-hidden" role="status">
        {status}
      </p>
    </div>
  );
}
