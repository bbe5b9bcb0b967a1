import type { AuditEntryDto, Page } from "../../../src/shared/admin-contract";
import { useLoad } from "../hooks";
import { auditActionLabel } from "../../../src/shared/audit-labels";
import { showDateTime } from "../time";
import { AdminTable, EmptyState, LoadState, Pagination, SectionHeader } from "../ui";

export function Audit({ page }: { page: number }) {
  const { data, error, reload } = useLoad<Page<AuditEntryDto>>("/audit", { sayfa: page });
  return (
    <section className="admin-section">
      <SectionHeader title="Denetim kaydı" lead="Panelde kimin, ne zaman, neyi değiştirdiği." />
      <LoadState
        data={data}
        error={error}
        reload={reload}
        isEmpty={(loaded) => loaded.items.length === 0}
        empty={<EmptyState title="Henüz kayıt yok">Panelde yapılan değişiklikler burada listelenecek.</EmptyState>}
      >
        {(data) => (
          <>
            <AdminTable label="Denetim kaydı tablosu" caption={`Denetim kaydı, sayfa ${data.page}`}>
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
                    <td data-label="Kim">{entry.actorName || "Sistem"}</td>
                    <td data-label="Ne yapıldı">
                      <strong className="audit-action">{auditActionLabel(entry.action)}</strong>: {entry.summary}
                    </td>
                  </tr>
                ))}
              </tbody>
            </AdminTable>
            <Pagination pathname="/admin/denetim" page={data.page} pageCount={data.pageCount} />
          </>
        )}
      </LoadState>
    </section>
  );
}
