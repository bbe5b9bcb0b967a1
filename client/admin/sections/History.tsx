/**
 * "Geçmiş": an item's saves, newest first. Any of them opens read-only beside the current version
 * (changed fields, the text as a readable diff) and can be restored, which saves it again as the
 * newest revision; nothing is overwritten.
 */
import { useState } from "react";
import type { Restored, RevisionDto, RevisionListItem, RevisionReason } from "../../../src/shared/admin-contract";
import type { RevisionChanges } from "../../../src/shared/content-kinds/revision-changes";
import { asApiError, useApi, type ApiClientError } from "../api";
import { useLoad } from "../hooks";
import { showDateTime } from "../time";
import { ConfirmAction, ErrorNotice, LoadState } from "../ui";
import { ComparisonSlot, type ItemData } from "../comparison-slot";
import { restoreQuestion } from "./restore-question";

const REASONS: Record<RevisionReason, string> = {
  create: "Oluşturuldu",
  save: "Kaydedildi",
  draft: "Yayımlanmamış değişiklik",
  restore: "Eski sürüm geri yüklendi",
};

/** One line on what a save changed, so the right version is found without opening each. */
export function changesLine(changes: RevisionChanges): string {
  const words = [changes.wordsAdded ? `${changes.wordsAdded} kelime eklendi` : "", changes.wordsRemoved ? `${changes.wordsRemoved} kelime çıkarıldı` : ""].filter(Boolean);
  const parts = [changes.fields.length ? `Değişen: ${changes.fields.join(", ")}` : "", words.length ? `Metin: ${words.join(", ")}` : ""].filter(Boolean);
  return parts.length ? parts.join(" · ") : "Alanlarda ve metinde değişiklik yok";
}

export function History<T>({
  basePath,
  version,
  dirty,
  live,
  onRestored,
}: {
  /** The item's API address: "/news/12", "/pages/about". */
  basePath: string;
  /** The version the editor holds; the list reloads when it changes. */
  version: number;
  /** Unsaved edits in the form: restoring replaces them, so the question says so. */
  dirty: boolean;
  /** The item is public now: a restored version is public at once, so the question says so. */
  live: boolean;
  onRestored(item: T): void;
}) {
  const [open, setOpen] = useState(false);
  const list = useLoad<{ revisions: RevisionListItem[] }>(open ? `${basePath}/revisions` : null, { v: version });
  const [shownId, setShownId] = useState<number | null>(null);
  // What the last restore left out (pictures in the trash or gone): stays shown until the next one.
  const [notice, setNotice] = useState<string | null>(null);
  const restored = ({ notice: said, ...item }: Restored<T>) => {
    setNotice(said);
    onRestored(item as T);
  };
  const headingId = `gecmis-${basePath.replace(/\W+/g, "-")}`;

  return (
    <section className="history" aria-labelledby={headingId}>
      <h2 id={headingId}>Geçmiş</h2>
      {notice ? (
        <p className="notice notice-warning" role="status">
          {notice}
        </p>
      ) : null}
      {!open ? (
        <button type="button" className="button button-secondary" onClick={() => setOpen(true)} aria-expanded={false}>
          Geçmişi göster
        </button>
      ) : (
        <LoadState data={list.data} error={list.error} reload={list.reload} lines={3} isEmpty={(data) => data.revisions.length === 0} empty={<p className="meta">Henüz kayıtlı sürüm yok. Her kayıt burada bir sürüm olarak tutulur.</p>}>
          {(data) => (
            <ol className="revision-list">
              {data.revisions.map((revision, index) => (
                <li key={revision.id} className={shownId === revision.id ? "is-open" : undefined}>
                  <div className="revision-row">
                    <span>
                      <strong>{showDateTime(revision.at)}</strong> · {revision.actorName} · {REASONS[revision.reason]}
                      {index === 0 ? <span className="status-badge status-published"> Güncel sürüm</span> : null}
                      {revision.changes ? <span className="revision-changes">{changesLine(revision.changes)}</span> : null}
                    </span>
                    {index > 0 ? (
                      <button
                        type="button"
                        className="button button-secondary button-small"
                        aria-expanded={shownId === revision.id}
                        onClick={() => setShownId(shownId === revision.id ? null : revision.id)}
                      >
                        {shownId === revision.id ? "Kapat" : "Göster ve karşılaştır"}
                        <span className="visually-hidden"> ({showDateTime(revision.at)})</span>
                      </button>
                    ) : null}
                  </div>
                  {shownId === revision.id ? (
                    <RevisionView basePath={basePath} revisionId={revision.id} currentId={data.revisions[0]!.id} version={version} ask={restoreQuestion({ live, dirty })} onRestored={restored} />
                  ) : null}
                </li>
              ))}
            </ol>
          )}
        </LoadState>
      )}
    </section>
  );
}

function RevisionView<T>({
  basePath,
  revisionId,
  currentId,
  version,
  ask,
  onRestored,
}: {
  basePath: string;
  revisionId: number;
  currentId: number;
  version: number;
  ask: { question: string; confirmLabel: string };
  onRestored(item: Restored<T>): void;
}) {
  const { api } = useApi();
  const revision = useLoad<RevisionDto>(`${basePath}/revisions/${revisionId}`);
  const current = useLoad<RevisionDto>(`${basePath}/revisions/${currentId}`);
  const [error, setError] = useState<ApiClientError | null>(null);

  const restore = async () => {
    try {
      onRestored(await api<Restored<T>>(`${basePath}/revisions/${revisionId}/restore`, { method: "POST", body: { version } }));
    } catch (caught) {
      setError(asApiError(caught));
    }
  };

  return (
    <div className="revision-view">
      <ErrorNotice error={error ?? revision.error ?? current.error} />
      {revision.data && current.data ? (
        <>
          <ComparisonSlot before={revision.data.data as ItemData} after={current.data.data as ItemData} beforeLabel="Bu sürüm" afterLabel="Güncel sürüm" showBeforeText />
          <p className="button-row">
            <ConfirmAction
              label="Bu sürüme geri dön"
              confirmLabel={ask.confirmLabel}
              busyLabel="Geri yükleniyor…"
              className="button button-small"
              question={ask.question}
              onConfirm={restore}
            />
          </p>
        </>
      ) : null}
    </div>
  );
}
