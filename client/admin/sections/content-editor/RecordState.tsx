/** Where the stored record stands: draft, scheduled (and when), or published. */
import { showDateTime } from "../../time";
import { VisibilityBadge } from "../../ui";
import type { SavedState } from "../content-form";

export function RecordState({ saved }: { saved: SavedState }) {
  return (
    <p className="record-state">
      Durum: <VisibilityBadge visibility={saved.visibility} />
      {saved.visibility === "scheduled" && saved.publishAt ? <span className="meta"> · {showDateTime(saved.publishAt)} tarihinde yayımlanacak</span> : null}
    </p>
  );
}
