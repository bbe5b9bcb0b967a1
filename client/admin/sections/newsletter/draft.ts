/** The bulletin being written, and how a picked news item or event is added to it. */
import type { IssueInput, RichTextJson } from "../../../../src/shared/admin-contract";
import { pickedBlocks, type PickedItem } from "../../../../src/shared/newsletter-picks";
import { emptyBody } from "../content-form";

/** The bulletin in the editor: new (id null) or a saved draft at `version`. */
export interface Draft extends IssueInput {
  id: number | null;
  version: number;
}

/** A new, empty bulletin. */
export const emptyDraft = (): Draft => ({ id: null, version: 0, subject: "", doc: emptyBody() });

/** The document with a picked item's blocks added at its end (an empty first paragraph is replaced). */
export function withPicked(doc: RichTextJson, item: PickedItem): RichTextJson {
  const root = (doc.root ?? {}) as { children?: unknown[] };
  const children = Array.isArray(root.children) ? root.children : [];
  const onlyEmpty = children.length === 1 && Array.isArray((children[0] as { children?: unknown[] }).children) && (children[0] as { children: unknown[] }).children.length === 0;
  return { root: { ...root, children: [...(onlyEmpty ? [] : children), ...pickedBlocks(item)] } };
}
