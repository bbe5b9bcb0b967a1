/** The bulletins sent and saved, newest first: a draft opens in the editor, a sent one shows its preview. */
import type { NewsletterDto } from "../../../../src/shared/admin-contract";
import { showDateTime } from "../../time";
import { AdminTable, EmptyState } from "../../ui";
import { progressOf, statusOf, type IssueRow } from "./issue-status";

export function IssuesTable({ issues, onOpen }: { issues: NewsletterDto["issues"]; onOpen(issue: IssueRow): void }) {
  if (issues.length === 0) return <EmptyState title="Henüz bülten yok">Kaydettiğiniz ve gönderdiğiniz bültenler burada görünecek.</EmptyState>;
  return (
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
        {issues.map((issue) => (
          <tr key={issue.id}>
            <td>
              <button className="link-button" type="button" onClick={() => onOpen(issue)}>
                {issue.subject}
              </button>
            </td>
            <td data-label="Durum">{statusOf(issue)}</td>
            <td data-label="İlerleme">{progressOf(issue)}</td>
            <td data-label="Gönderim">{issue.sentAt ? showDateTime(issue.sentAt) : ""}</td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}
