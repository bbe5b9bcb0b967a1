/**
 * Bülten: write a bulletin in the rich-text editor, insert recent news and upcoming events from the
 * picker, preview the mail exactly as it will be sent (rendered by the server), send a test copy to
 * oneself, then send it to the list and watch it go out. A lazily loaded section (newsletter-slot.tsx).
 */
import { useId, useState, type FormEvent } from "react";
import type { BulletinPreviewDto, IssueDto, IssueInput, NewsletterDto, RichTextJson } from "../../../src/shared/admin-contract";
import { pickedBlocks, type PickedItem } from "../../../src/shared/newsletter-picks";
import { asApiError, useApi, type ApiClientError } from "../api";
import { EditorSlot } from "../editor-slot";
import { useLoad } from "../hooks";
import { showDateTime } from "../time";
import { AdminTable, ConfirmAction, EmptyState, ErrorNotice, LoadState, SectionHeader, StatusText, TextField } from "../ui";
import { emptyBody } from "./content-form";

type IssueRow = NewsletterDto["issues"][number];

/** "Gönderildi" once every copy is sent or given up; until then it is still going out. */
const statusOf = (issue: IssueRow) =>
  issue.status === "draft" ? "Taslak" : issue.status === "sent" && issue.sent + issue.failed >= issue.recipientCount ? "Gönderildi" : "Gönderiliyor";

const count = (n: number) => n.toLocaleString("tr-TR");

/** "4.999 / 5.000 gönderildi, 1 başarısız (120 sırada)" */
const progressOf = (issue: IssueRow) => {
  if (issue.status === "draft") return "";
  const waiting = issue.queued - issue.sent - issue.failed;
  return [
    `${count(issue.sent)} / ${count(issue.recipientCount)} gönderildi`,
    ...(issue.failed ? [`${count(issue.failed)} başarısız`] : []),
    ...(waiting > 0 ? [`${count(waiting)} sırada`] : []),
  ].join(", ");
};

/** Who a sent bulletin could not reach, and what the Email Service said. */
function Failures({ issue }: { issue: IssueDto }) {
  if (issue.failures.length === 0) return null;
  return (
    <section aria-label="Ulaşılamayan adresler">
      <h3>Ulaşılamayan adresler ({count(issue.failed)})</h3>
      <p className="field-hint">E-posta servisi bu adreslere bülteni kabul etmedi; tekrar denenmeyecek. Adresi yanlış ya da artık kullanılmayan aboneleri listeden çıkarabilirsiniz.</p>
      <ul>
        {issue.failures.map((failure) => (
          <li key={failure.email}>
            <strong>{failure.email}</strong>: {failure.reason} ({showDateTime(failure.at)})
          </li>
        ))}
      </ul>
    </section>
  );
}

interface Draft extends IssueInput {
  id: number | null;
  version: number;
}

const empty = (): Draft => ({ id: null, version: 0, subject: "", doc: emptyBody() });

/** The document with a picked item's blocks added at its end (an empty first paragraph is replaced). */
export function withPicked(doc: RichTextJson, item: PickedItem): RichTextJson {
  const root = (doc.root ?? {}) as { children?: unknown[] };
  const children = Array.isArray(root.children) ? root.children : [];
  const onlyEmpty = children.length === 1 && Array.isArray((children[0] as { children?: unknown[] }).children) && (children[0] as { children: unknown[] }).children.length === 0;
  return { root: { ...root, children: [...(onlyEmpty ? [] : children), ...pickedBlocks(item)] } };
}

/**
 * The saved bulletin's mail as it will be sent: its HTML in a sandboxed frame, loaded from the API
 * with a policy that lets the mail's inline styles apply (the admin page's own would block them),
 * and its text part below.
 */
function Preview({ preview, apiBase }: { preview: BulletinPreviewDto; apiBase: string }) {
  return (
    <section className="newsletter-preview" aria-label="Bülten önizlemesi">
      <h3>Önizleme: {preview.subject}</h3>
      <iframe
        title="Bültenin e-posta görünümü"
        sandbox=""
        src={`${apiBase}/newsletter/issues/${preview.id}/preview.html?surum=${preview.version}`}
        className="newsletter-preview-frame"
      />
      <details>
        <summary>Düz metin bölümü</summary>
        <pre>{preview.text}</pre>
      </details>
    </section>
  );
}

export function Newsletter() {
  const { api, apiBase } = useApi();
  const { data, error, reload } = useLoad<NewsletterDto>("/newsletter");
  const [draft, setDraft] = useState(empty());
  const [editorKey, setEditorKey] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<ApiClientError | null>(null);
  const [done, setDone] = useState("");
  const [preview, setPreview] = useState<BulletinPreviewDto | null>(null);
  const [opened, setOpened] = useState<IssueDto | null>(null);
  const bodyLabelId = useId();

  const run = async (work: () => Promise<string>) => {
    setFailure(null);
    setDone("");
    try {
      setDone(await work());
      setErrors({});
    } catch (caught) {
      const apiError = asApiError(caught);
      setFailure(apiError);
      setErrors(apiError.fields);
    }
  };

  /** Opens a document in the editor (a fresh editor: its content comes only from initialValue). */
  const load = (next: Draft) => {
    setDraft(next);
    setEditorKey((key) => key + 1);
  };

  const save = async (): Promise<IssueDto> => {
    const body: IssueInput = { subject: draft.subject, doc: draft.doc };
    const saved =
      draft.id === null
        ? await api<IssueDto>("/newsletter/issues", { method: "POST", body })
        : await api<IssueDto>(`/newsletter/issues/${draft.id}`, { method: "PUT", body: { ...body, version: draft.version } });
    // The editor keeps what it shows; only the id and version are new.
    setDraft((current) => ({ ...current, id: saved.id, version: saved.version }));
    reload();
    return saved;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await save();
      return "Bülten taslağı kaydedildi.";
    });
  };

  const open = (id: number) =>
    void run(async () => {
      const issue = await api<IssueDto>(`/newsletter/issues/${id}`);
      load({ id: issue.id, version: issue.version, subject: issue.subject, doc: issue.doc });
      setPreview(null);
      setOpened(null);
      return issue.format === "text"
        ? `“${issue.subject}” açıldı. Bu bülten düz metin olarak yazılmıştı; kaydettiğinizde düzenleyicideki hâliyle saklanır.`
        : `“${issue.subject}” açıldı.`;
    });

  const showPreview = () =>
    void run(async () => {
      const saved = await save();
      setPreview(await api<BulletinPreviewDto>(`/newsletter/issues/${saved.id}/preview`));
      return "Taslak kaydedildi. Önizleme hazır: bülten abonelere tam olarak böyle gider.";
    });

  const showSent = (id: number) =>
    void run(async () => {
      const [issue, shown] = await Promise.all([api<IssueDto>(`/newsletter/issues/${id}`), api<BulletinPreviewDto>(`/newsletter/issues/${id}/preview`)]);
      setOpened(issue);
      setPreview(shown);
      return "Gönderilen bültenin önizlemesi aşağıda.";
    });

  const insert = (item: PickedItem) => {
    load({ ...draft, doc: withPicked(draft.doc, item) });
    setDone(`“${item.title}” bültenin sonuna eklendi.`);
  };

  return (
    <section className="admin-section">
      <SectionHeader title="Bülten" lead="Abonelere e-posta ile giden duyurular. Gönderim sırayla, parça parça yapılır; her abone bülteni bir kez alır." />
      <ErrorNotice error={failure} />
      {done ? <StatusText>{done}</StatusText> : null}
      <LoadState data={data} error={error} reload={reload}>
        {(data) => (
          <>
            <p>
              <strong>{data.subscribers.active}</strong> onaylı abone{data.subscribers.pending ? `, ${data.subscribers.pending} onay bekleyen adres` : ""}.
            </p>
            <form className="admin-form" onSubmit={submit} noValidate>
              <fieldset className="admin-fieldset">
                <legend>{draft.id === null ? "Yeni bülten" : "Bülteni düzenle"}</legend>
                <TextField id="bulten-konu" label="Konu" required maxLength={150} value={draft.subject} error={errors.subject} onChange={(subject) => setDraft({ ...draft, subject })} />
                <div className={errors.doc ? "field has-error" : "field"}>
                  <span className="field-label" id={bodyLabelId}>
                    Metin
                  </span>
                  <EditorSlot key={editorKey} initialValue={draft.doc} onChange={(doc) => setDraft((current) => ({ ...current, doc }))} labelledBy={bodyLabelId} placeholder="Bültenin metnini buraya yazın…" />
                  {errors.doc ? <p className="field-error">{errors.doc}</p> : null}
                </div>
                <fieldset className="admin-fieldset">
                  <legend>Son haberler ve yaklaşan etkinlikler</legend>
                  <p className="field-hint">“Ekle” başlığı, tarihi, kısa özeti ve sayfasının bağlantısını metnin sonuna ekler; sonra düzenleyicide değiştirebilirsiniz.</p>
                  {data.picks.length === 0 ? <p>Eklenebilecek haber ya da etkinlik yok.</p> : null}
                  <ul className="newsletter-picks">
                    {data.picks.map((pick) => (
                      <li key={pick.url}>
                        <span>
                          {pick.kind === "news" ? "Haber" : "Etkinlik"}: <strong>{pick.title}</strong> <span className="muted">({pick.when})</span>
                        </span>
                        <button className="button button-secondary button-small" type="button" onClick={() => insert(pick)} aria-label={`Ekle: ${pick.title}`}>
                          Ekle
                        </button>
                      </li>
                    ))}
                  </ul>
                </fieldset>
                <div className="button-row">
                  <button className="button" type="submit">
                    Taslağı kaydet
                  </button>
                  <button className="button button-secondary" type="button" onClick={showPreview}>
                    Kaydet ve önizle
                  </button>
                  <button
                    className="button button-secondary"
                    type="button"
                    onClick={() =>
                      void run(async () => {
                        const saved = await save();
                        const sent = await api<{ to: string }>(`/newsletter/issues/${saved.id}/test`, { method: "POST" });
                        return `Deneme kopyası ${sent.to} adresine gönderilmek üzere sıraya alındı.`;
                      })
                    }
                  >
                    Kendime deneme gönder
                  </button>
                  {draft.id !== null ? (
                    <ConfirmAction
                      className="button"
                      label="Abonelere gönder"
                      question={`“${draft.subject}” bülteni ${data.subscribers.active} aboneye gönderilsin mi? Gönderilen bülten geri alınamaz.`}
                      confirmLabel="Evet, gönder"
                      onConfirm={() =>
                        run(async () => {
                          const saved = await save();
                          const sending = await api<IssueDto>(`/newsletter/issues/${saved.id}/send`, { method: "POST" });
                          load(empty());
                          setPreview(null);
                          reload();
                          return `Gönderim başladı: ${sending.recipientCount} abone. İlerlemeyi aşağıdaki listeden izleyebilirsiniz.`;
                        })
                      }
                    />
                  ) : null}
                  {draft.id !== null ? (
                    <button className="button button-secondary" type="button" onClick={() => load(empty())}>
                      Yeni bülten
                    </button>
                  ) : null}
                </div>
              </fieldset>
            </form>
            {opened && preview?.id === opened.id ? <Failures issue={opened} /> : null}
            {preview ? <Preview preview={preview} apiBase={apiBase} /> : null}

            {data.issues.length === 0 ? (
              <EmptyState title="Henüz bülten yok">Kaydettiğiniz ve gönderdiğiniz bültenler burada görünecek.</EmptyState>
            ) : (
              <AdminTable label="Bültenler tablosu" caption="Bültenler, en yenisi önce">
                <thead>
                  <tr>
                    <th scope="col">Konu</th>
                    <th scope="col">Durum</th>
                    <th scope="col">İlerleme</th>
                    <th scope="col">Gönderim</th>
                  </tr>
                </thead>
                <tbody>
                  {data.issues.map((issue) => (
                    <tr key={issue.id}>
                      <td>
                        <button className="link-button" type="button" onClick={() => (issue.status === "draft" ? open(issue.id) : showSent(issue.id))}>
                          {issue.subject}
                        </button>
                      </td>
                      <td>{statusOf(issue)}</td>
                      <td>{progressOf(issue)}</td>
                      <td>{issue.sentAt ? showDateTime(issue.sentAt) : ""}</td>
                    </tr>
                  ))}
                </tbody>
              </AdminTable>
            )}
            <p>
              <button className="button button-secondary" type="button" onClick={reload}>
                Listeyi yenile
              </button>
            </p>
          </>
        )}
      </LoadState>
    </section>
  );
}
