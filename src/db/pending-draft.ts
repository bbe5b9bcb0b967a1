/** Unpublished changes of a published item, as stored in its pending_draft column. */
export interface StoredPendingDraft {
  /** The fields as the save sent them (a revision's shape). */
  data: Record<string, unknown>;
  savedAt: string;
  by: string;
}

/** Who saved the pending draft and when, for the admin lists and forms. */
export const pendingDraftInfo = (stored: unknown) => {
  const pending = stored as StoredPendingDraft | null;
  return pending ? { savedAt: pending.savedAt, by: pending.by } : null;
};

const INSTANT_COLUMNS = new Set(["startsAt", "endsAt"]);

/**
 * The row as the editor sees it: its pending draft's fields over the published columns (the
 * publication itself, status and time, stays the row's own).
 */
export function withPendingDraft<Row extends { pendingDraft: unknown }>(row: Row): Row {
  const pending = row.pendingDraft as StoredPendingDraft | null;
  if (!pending) return row;
  const columns: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(pending.data)) {
    if (key === "status" || key === "publishAt" || !(key in row)) continue;
    columns[key] = INSTANT_COLUMNS.has(key) && typeof value === "string" ? new Date(value) : value;
  }
  return { ...row, ...columns };
}

