import type { AuditEntryDto, Page } from "../../contract";
import { useLoad } from "../hooks";
import { showDateTime } from "../time";
import { ErrorNotice, Loading, Pagination, SectionHeader } from "../ui";

export function Audit({ page }: { page: number }) {
  const { data, error, reload } = useLoad<Page<AuditEntryDto>>("/audit", { sayfa: page });
  return (
    <section className="admin-section">
      <SectionHeader title="Denetim kaydı" lead="Panelde kimin, ne zaman, neyi değiştirdiği." />
      <ErrorNotice error={error} />
      {error && !data ? (
        <button type="button" className="button button-secondary" onClick={reload}>
          Tekrar dene
        </button>
      ) : null}
      {!data && !error ? <Loading /> : null}
      {data ? (
        data.items.length === 0 ? (
          <div className="empty-state">
            <strong>Henüz kayıt yok</strong>
            Panelde yapılan değişiklikler burada listelenecek.
          </div>
        ) : (
          <>
            <div className="table-wrap" role="region" aria-label="Denetim kaydı tablosu" tabIndex={0}>
              <table className="admin-table">
                <caption className="visually-hidden">Denetim kaydı, sayfa {data.page}</caption>
                <thead>
                  <tr>
                    <th scope="col">Ne zaman</th>
                    <th scope="col">Kim</th>
                    <th scope="col">Ne yapıldı</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((entry) => (
                    <tr key={entry.id}>
                      <td className="nowrap">
                        <time dateTime={entry.at}>{showDateTime(entry.at)}</time>
                      </td>
                      <td>{entry.actorName || "Sistem"}</td>
                      <td>
                        {entry.summary}
                        <span className="meta audit-action"> · {entry.action}</span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pagination pathname="/admin/denetim" page={data.page} pageCount={data.pageCount} />
          </>
        )
      ) : null}
    </section>
  );
}
