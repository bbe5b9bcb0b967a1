/**
 * The bulletin being written and what can be done with it: save the draft, open a saved one, preview,
 * send a test copy, send it to the list, look at a sent one, add a picked item. Each tells its outcome
 * through one action state (its message, or the error and the fields the server named).
 */
import { useState } from "react";
import type { BulletinPreviewDto, IssueDto, IssueInput } from "../../../../src/shared/admin-contract";
import type { PickedItem } from "../../../../src/shared/newsletter-picks";
import { useApi } from "../../api";
import { useAction } from "../../use-action";
import { emptyDraft, withPicked, type Draft } from "./draft";

const ISSUES = "/newsletter/issues";

/** `reload` refreshes the list of bulletins after a save or a send. */
export function useBulletin(reload: () => void) {
  const { api } = useApi();
  const action = useAction();
  const [draft, setDraft] = useState(emptyDraft());
  const [editorKey, setEditorKey] = useState(0);
  const [preview, setPreview] = useState<BulletinPreviewDto | null>(null);
  const [opened, setOpened] = useState<IssueDto | null>(null);
  const run = (work: () => Promise<string>) => action.run(work);

  /** Opens a document in the editor (a fresh editor: its content comes only from initialValue). */
  const load = (next: Draft) => {
    setDraft(next);
    setEditorKey((key) => key + 1);
  };

  const save = async (): Promise<IssueDto> => {
    const body: IssueInput = { subject: draft.subject, doc: draft.doc };
    const saved = draft.id === null ? await api<IssueDto>(ISSUES, { method: "POST", body }) : await api<IssueDto>(`${ISSUES}/${draft.id}`, { method: "PUT", body: { ...body, version: draft.version } });
    // The editor keeps what it shows; only the id and version are new.
    setDraft((current) => ({ ...current, id: saved.id, version: saved.version }));
    reload();
    return saved;
  };

  const saveDraft = () =>
    run(async () => {
      await save();
      return "Bülten taslağı kaydedildi.";
    });

  const open = (id: number) =>
    run(async () => {
      const issue = await api<IssueDto>(`${ISSUES}/${id}`);
      load({ id: issue.id, version: issue.version, subject: issue.subject, doc: issue.doc });
      setPreview(null);
      setOpened(null);
      return issue.format === "text" ? `“${issue.subject}” açıldı. Bu bülten düz metin olarak yazılmıştı; kaydettiğinizde düzenleyicideki hâliyle saklanır.` : `“${issue.subject}” açıldı.`;
    });

  const showPreview = () =>
    run(async () => {
      const saved = await save();
      setPreview(await api<BulletinPreviewDto>(`${ISSUES}/${saved.id}/preview`));
      return "Taslak kaydedildi. Önizleme hazır: bülten abonelere tam olarak böyle gider.";
    });

  const showSent = (id: number) =>
    run(async () => {
      const [issue, shown] = await Promise.all([api<IssueDto>(`${ISSUES}/${id}`), api<BulletinPreviewDto>(`${ISSUES}/${id}/preview`)]);
      setOpened(issue);
      setPreview(shown);
      return "Gönderilen bültenin önizlemesi aşağıda.";
    });

  const sendTest = () =>
    run(async () => {
      const saved = await save();
      const sent = await api<{ to: string }>(`${ISSUES}/${saved.id}/test`, { method: "POST" });
      return `Deneme kopyası ${sent.to} adresine gönderilmek üzere sıraya alındı.`;
    });

  const send = () =>
    run(async () => {
      const saved = await save();
      const sending = await api<IssueDto>(`${ISSUES}/${saved.id}/send`, { method: "POST" });
      load(emptyDraft());
      setPreview(null);
      reload();
      return `Gönderim başladı: ${sending.recipientCount} abone. İlerlemeyi aşağıdaki listeden izleyebilirsiniz.`;
    });

  const insert = (item: PickedItem) => {
    load({ ...draft, doc: withPicked(draft.doc, item) });
    action.setDone(`“${item.title}” bültenin sonuna eklendi.`);
  };

  return { action, draft, setDraft, editorKey, preview, opened, saveDraft, open, showPreview, showSent, sendTest, send, insert, startNew: () => load(emptyDraft()) };
}

/** What useBulletin gives. */
export type Bulletin = ReturnType<typeof useBulletin>;
