/** Choosing a picture from the media library (or none): the cover, or the social card's; the current one is shown with its alt text. */
import type { ImageDto } from "../../../../src/shared/admin-contract";
import { useDialogOpener } from "../../hooks";
import { LibraryDialog } from "../Library";

/** The picker's words, for the cover (default) or another picture of the item. */
export interface PickerWords {
  legend: string;
  none: string;
  selected: string;
  choose: string;
  change: string;
  remove: string;
  chooseLabel: string;
}

const COVER_WORDS: PickerWords = {
  legend: "Kapak görseli",
  none: "Kapak görseli yok.",
  selected: "Seçili kapak",
  choose: "Kapak görseli seç",
  change: "Kapağı değiştir",
  remove: "Kapağı kaldır",
  chooseLabel: "Kapak yap",
};

export function CoverPicker({
  value,
  onChange,
  words = COVER_WORDS,
  hint,
}: {
  idPrefix: string;
  value: ImageDto | null;
  onChange(image: ImageDto | null): void;
  words?: PickerWords;
  hint?: string;
}) {
  const { open, show, close, opener } = useDialogOpener();
  return (
    <fieldset className="admin-fieldset cover-picker">
      <legend>{words.legend}</legend>
      {hint ? <p className="field-hint">{hint}</p> : null}
      <div className="cover-current">
        {value ? (
          <>
            <img src={value.url} alt="" width={160} height={Math.max(1, Math.round((160 * value.height) / Math.max(1, value.width)))} />
            <p>
              {words.selected}: <strong>{value.alt || "(alternatif metni yok)"}</strong>
            </p>
          </>
        ) : (
          <p className="meta">{words.none}</p>
        )}
      </div>
      <div className="button-row">
        <button ref={opener} type="button" className="button button-secondary button-small" onClick={show}>
          {value ? words.change : words.choose}
        </button>
        {value ? (
          <button type="button" className="button button-secondary button-small" onClick={() => onChange(null)}>
            {words.remove}
          </button>
        ) : null}
      </div>
      {open ? (
        <LibraryDialog
          title={words.choose}
          chooseLabel={words.chooseLabel}
          onChoose={(image) => {
            onChange(image);
            close();
          }}
          onClose={close}
        />
      ) : null}
    </fieldset>
  );
}
