/**
 * Bülten: write a bulletin (text, plus recent news and upcoming events picked from lists), preview
 * it, send a test copy to oneself, then send it to the list and watch it go out.
 */
import { useState, type FormEvent } from "react";
import type { IssueDto, IssueInput, NewsletterDto } from "../../contract";
import { asApiError, useApi, type ApiClientError } from "../api";
import { checkedOf } from "../browser";
import { useLoad } from "../hooks";
import { showDateTime } from "../time";
import { AdminTable, ConfirmAction, EmptyState, ErrorNotice, LoadState, SectionHeader, StatusText, TextAreaField, TextField } from "../ui";

const STATUS: Record<IssueDto["status"], string> = { draft: "Taslak", sending: "Gönderiliyor", sent: "Gönderildi" };

const empty = (): IssueInput & { id: number | null; version: number } => ({ id: null, version: 0, subject: "", text: "", links: [] });

/** The bulletin as its readers will see it (plain text, as in the mail). */
export function previewText(input: IssueInput): string {
  const links = input.links.map((item) => `• ${item.title}\n  ${item.url}`).join("\n");
  return [input.subject, "", input.text.trim(), ...(links ? ["", links] : [])].join("\n");
}

export function Newsletter() {
  const { api } = useApi();
  const { data, error, reload } = useLoad<NewsletterDto>("/newsletter");
  const [draft, setDraft] = useState(empty());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<ApiClientError | null>(null);
  const [done, setDone] = useState("");
  const [preview, setPreview] = useState(false);

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

  const save = async (): Promise<IssueDto> => {
    const body: IssueInput = { subject: draft.subject, text: draft.text, links: draft.links };
    const saved =
      draft.id === null
        ? await api<IssueDto>("/newsletter/issues", { method: "POST", body })
        : await api<IssueDto>(`/newsletter/issues/${draft.id}`, { method: "PUT", body: { ...body, version: draft.version } });
    setDraft({ id: saved.id, version: saved.version, subject: saved.subject, text: saved.text, links: saved.links });
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
      setDraft({ id: issue.id, version: issue.version, subject: issue.subject, text: issue.text, links: issue.links });
      return `“${issue.subject}” açıldı.`;
    });

  const togglePick = (pick: { title: string; url: string }, on: boolean) =>
    setDraft((current) => ({ ...current, links: on ? [...current.links, pick] : current.links.filter((item) => item.url !== pick.url) }));

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
                <TextAreaField
                  id="bulten-metin"
                  label="Metin"
                  required
                  rows={10}
                  value={draft.text}
                  error={errors.text}
                  hint="Paragrafları boş bir satırla ayırın. Seçtiğiniz haber ve etkinlikler metnin altına bağlantılarıyla eklenir."
                  onChange={(text) => setDraft({ ...draft, text })}
                />
                <fieldset className="admin-fieldset">
                  <legend>Son haberler ve yaklaşan etkinlikler</legend>
                  {data.picks.length === 0 ? <p>Eklenebilecek haber ya da etkinlik yok.</p> : null}
                  {data.picks.map((pick) => (
                    <label key={pick.url} className="checkbox-option">
                      <input type="checkbox" checked={draft.links.some((item) => item.url === pick.url)} onChange={(event) => togglePick(pick, checkedOf(event))} />
                      {pick.kind === "news" ? "Haber" : "Etkinlik"}: {pick.title}
                    </label>
                  ))}
                </fieldset>
                <div className="button-row">
                  <button className="button" type="submit">
                    Taslağı kaydet
                  </button>
                  <button className="button button-secondary" type="button" onClick={() => setPreview(!preview)} aria-expanded={preview}>
                    {preview ? "Önizlemeyi kapat" : "Önizle"}
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
                          setDraft(empty());
                          reload();
                          return `Gönderim başladı: ${sending.recipientCount} abone. İlerlemeyi aşağıdaki listeden izleyebilirsiniz.`;
                        })
                      }
                    />
                  ) : null}
                </div>
                {preview ? (
                  <pre className="newsletter-preview" aria-label="Bülten önizlemesi">
                    {previewText(draft)}
                  </pre>
                ) : null}
              </fieldset>
            </form>

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
                        {issue.status === "draft" ? (
                          <button className="link-button" type="button" onClick={() => open(issue.id)}>
                            {issue.subject}
                          </button>
                        ) : (
                          issue.subject
                        )}
                      </td>
                      <td>{STATUS[issue.status]}</td>
                      <td>{issue.status === "draft" ? "" : `${issue.queued} / ${issue.recipientCount} kuyruğa alındı`}</td>
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
