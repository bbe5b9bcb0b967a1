/** A bulletin as it was or will be sent, and whom it could not reach. */
import type { BulletinPreviewDto, IssueDto } from "../../../../src/shared/admin-contract";
import { showDateTime } from "../../time";
import { count } from "./issue-status";

/** Who a sent bulletin could not reach, and what the Email Service said. */
export function Failures({ issue }: { issue: IssueDto }) {
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

/**
 * The saved bulletin's mail as it will be sent: its HTML in a sandboxed frame, loaded from the API
 * with a policy that lets the mail's inline styles apply (the admin page's own would block them),
 * and its text part below.
 */
export function Preview({ preview, apiBase }: { preview: BulletinPreviewDto; apiBase: string }) {
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
