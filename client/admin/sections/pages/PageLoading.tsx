/** The page editor before its text has come: the skeleton, or the error with "Tekrar dene". */
import type { ApiClientError } from "../../api";
import { Link } from "../../router";
import { ErrorNotice, Loading, SectionHeader } from "../../ui";

export function PageLoading({ title, loadError, onRetry }: { title: string; loadError: ApiClientError | null; onRetry(): void }) {
  return (
    <section className="admin-section">
      <SectionHeader title={title} />
      <ErrorNotice error={loadError} />
      {loadError ? (
        <p className="button-row">
          <button type="button" className="button button-secondary" onClick={onRetry}>
            Tekrar dene
          </button>
          <Link href="/admin/sayfalar">Sayfalara dön</Link>
        </p>
      ) : (
        <Loading lines={5} />
      )}
    </section>
  );
}
