/**
 * Bülten: write a bulletin in the rich-text editor, insert recent news and upcoming events from the
 * picker, preview the mail exactly as it will be sent (rendered by the server), send a test copy to
 * oneself, then send it to the list and watch it go out. A lazily loaded section (newsletter-slot.tsx).
 */
import type { NewsletterDto } from "../../../src/shared/admin-contract";
import { useApi } from "../api";
import { useLoad } from "../hooks";
import { LoadState, SectionHeader } from "../ui";
import { ActionFeedback } from "../use-action";
import { IssueForm } from "./newsletter/IssueForm";
import { IssuesTable } from "./newsletter/IssuesTable";
import { Failures, Preview } from "./newsletter/Preview";
import { useBulletin } from "./newsletter/use-bulletin";

export function Newsletter() {
  const { apiBase } = useApi();
  const { data, error, reload } = useLoad<NewsletterDto>("/newsletter");
  const bulletin = useBulletin(reload);
  const { opened, preview } = bulletin;

  return (
    <section className="admin-section">
      <SectionHeader title="Bülten" lead="Abonelere e-posta ile giden duyurular. Gönderim sırayla, parça parça yapılır; her abone bülteni bir kez alır." />
      <ActionFeedback action={bulletin.action} />
      <LoadState data={data} error={error} reload={reload}>
        {(data) => (
          <>
            <p>
              <strong>{data.subscribers.active}</strong> onaylı abone{data.subscribers.pending ? `, ${data.subscribers.pending} onay bekleyen adres` : ""}.
            </p>
            <IssueForm bulletin={bulletin} data={data} />
            {opened && preview?.id === opened.id ? <Failures issue={opened} /> : null}
            {preview ? <Preview preview={preview} apiBase={apiBase} /> : null}
            <IssuesTable issues={data.issues} onOpen={(issue) => void (issue.status === "draft" ? bulletin.open(issue.id) : bulletin.showSent(issue.id))} />
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
