/**
 * A lazily loaded chunk (through ComparisonSlot, with jsdiff), default export below.
 * Two versions of an item side by side for a person: the fields that differ, and the text as a
 * paragraph-by-paragraph, word-by-word diff. Used by "Geçmiş" (a revision against the current
 * version) and by the conflict panel (their save against my unsaved text).
 */
import type { ComparisonProps, ItemData } from "../comparison-slot";
import { compareTexts } from "./text-diff";
import { paragraphsOf } from "../../../src/shared/richtext/paragraphs";
import { flattenSaved } from "../../../src/shared/content-kinds/revision-changes";
import { showDateTime } from "../time";
import { AdminTable } from "../ui";
import { COMPARISON_LABELS } from "../../../src/shared/content-kinds/labels";

/** Turkish names of the fields an item may have, from the kinds' declarations; others are not compared. */
export const FIELD_LABELS = COMPARISON_LABELS;

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

function shown(key: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return value ? "Evet" : "Hayır";
  if (key === "status") return value === "draft" ? "Taslak" : "Yayında";
  if (key === "coverImageId" || key === "socialImageId") return `Görsel no. ${String(value)}`;
  if (typeof value === "string" && ISO_INSTANT.test(value)) return showDateTime(value);
  return String(value);
}

/** The labelled fields whose shown values differ between the two versions. */
export function changedFields(before: ItemData, after: ItemData): Array<{ key: string; label: string; before: string; after: string }> {
  const a = flattenSaved(before);
  const b = flattenSaved(after);
  return Object.keys(FIELD_LABELS)
    .filter((key) => key in a || key in b)
    .map((key) => ({ key, label: FIELD_LABELS[key]!, before: shown(key, a[key]), after: shown(key, b[key]) }))
    .filter((row) => row.before !== row.after);
}

export default function Comparison({ before, after, beforeLabel, afterLabel, showBeforeText }: ComparisonProps) {
  const fields = changedFields(before, after);
  const text = compareTexts(before.body, after.body);
  const textChanged = text.some((row) => row.change !== "same");
  return (
    <div className="comparison">
      {showBeforeText ? (
        <>
          <h3 className="comparison-heading">{beforeLabel}: metin</h3>
          <div className="revision-text" role="region" aria-label={`${beforeLabel}: metin (salt okunur)`} tabIndex={0}>
            <p>
              <strong>{before.title}</strong>
            </p>
            {paragraphsOf(before.body).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        </>
      ) : null}
      {fields.length ? (
        <>
          <h3 className="comparison-heading">Değişen alanlar</h3>
          <AdminTable label="Değişen alanlar" caption={`Değişen alanlar: ${beforeLabel} ve ${afterLabel}`}>
            <thead>
              <tr>
                <th scope="col">Alan</th>
                <th scope="col">{beforeLabel}</th>
                <th scope="col">{afterLabel}</th>
              </tr>
            </thead>
            <tbody>
              {fields.map((row) => (
                <tr key={row.key}>
                  <th scope="row">{row.label}</th>
                  <td data-label={beforeLabel}>{row.before}</td>
                  <td data-label={afterLabel}>{row.after}</td>
                </tr>
              ))}
            </tbody>
          </AdminTable>
        </>
      ) : (
        <p className="meta">Başlık, özet ve diğer alanlar aynı.</p>
      )}
      <h3 className="comparison-heading">Metindeki değişiklikler</h3>
      {textChanged ? (
        <>
          <p className="meta comparison-legend">
            <del>Silinen</del>: yalnızca “{beforeLabel}” sürümünde; <ins>Eklenen</ins>: yalnızca “{afterLabel}” sürümünde.
          </p>
          <div className="text-diff">
            {text.map((row, index) => (
              <p key={index} className={`diff-${row.change}`}>
                {row.pieces.map((piece, at) =>
                  piece.change === "added" ? <ins key={at}>{piece.text}</ins> : piece.change === "removed" ? <del key={at}>{piece.text}</del> : <span key={at}>{piece.text}</span>,
                )}
              </p>
            ))}
          </div>
        </>
      ) : (
        <p className="meta">Metin aynı.</p>
      )}
    </div>
  );
}
