/**
 * The save bar: the save button named for what it will do, "Yayımlamadan kaydet", what is not public
 * yet (beside "Güncelle", where the editor looks), the status line and the conflict panel.
 */
import { SaveBar } from "../../conflict-panel";
import type { ContentKind } from "../../routes";
import { StatusText } from "../../ui";
import { comparableOf, saveLabel, unpublishedNote, type ContentDto, type SavedState } from "../content-form";
import type { ContentVersionedForm } from "./use-content-record";
import type { SaveReason } from "./use-content-save";

export function PublishBar({
  kind,
  versioned,
  saved,
  save,
}: {
  kind: ContentKind;
  versioned: ContentVersionedForm;
  saved: SavedState | null;
  save(reason: SaveReason, over?: ContentDto): Promise<unknown>;
}) {
  const { form, dirty, saving, status } = versioned;
  const note = unpublishedNote(form.mode, saved, dirty);
  return (
    <SaveBar versioned={versioned} compared={(version) => comparableOf(kind, version)} onKeepMine={(theirs) => void save("manual", theirs)}>
      <button type="submit" className="button" disabled={saving}>
        {saving ? "Kaydediliyor…" : saveLabel(form.mode, saved)}
      </button>
      {saved?.status === "published" && form.mode !== "draft" && dirty ? (
        <button type="button" className="button button-secondary" disabled={saving} onClick={() => void save("pending")}>
          Yayımlamadan kaydet
        </button>
      ) : null}
      {note ? <p className="publish-note">{note}</p> : null}
      <StatusText>{status || (dirty ? "Kaydedilmemiş değişiklikler var." : "")}</StatusText>
    </SaveBar>
  );
}
