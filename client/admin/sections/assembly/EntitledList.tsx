/** The list of members entitled to attend: as it would be drawn today until the notice, then frozen, with each member's mail. */
import type { AssemblyDto, EntitledPageDto } from "../../../../src/shared/assembly/dto";
import { useLoad } from "../../hooks";
import { Link } from "../../router";
import { assemblyHref, ADMIN_ROOT, ASSEMBLY_SEGMENT } from "../../routes";
import { AdminTable, LoadState, Pagination } from "../../ui";
import { MAIL_LABELS } from "./labels";
import { SearchBox } from "./SearchBox";

function mailOf(row: EntitledPageDto["items"][number]): string {
  if (!row.hasAddress) return "Adresi yok; kâğıtla ulaşılacak";
  return row.mailState ? MAIL_LABELS[row.mailState] : "Çağrı gönderilmedi";
}

export function EntitledList({ assembly, page, q }: { assembly: AssemblyDto; page: number; q: string }) {
  const { data, error, reload } = useLoad<EntitledPageDto>(`/assembly/${assembly.id}/list`, { q, sayfa: page });
  return (
    <LoadState data={data} error={error} reload={reload}>
      {(loaded) => (
        <>
          <p>
            {loaded.frozen
              ? `Liste çağrıyla donduruldu: ${loaded.totals.entitled} üye, ${loaded.totals.mailed} e-posta teslim için kabul edildi, ${loaded.totals.withoutAddress} üyenin adresi yok.`
              : `Çağrı gönderildiğinde bugünkü liste dondurulur: şu an ${loaded.totals.entitled} üye, ${loaded.totals.withoutAddress} üyenin adresi yok.`}
            {loaded.leftOutBehind ? " Aidat borcu olan üyeler listeye alınmaz." : ""}
          </p>
          {loaded.frozen ? (
            <p className="button-row">
              <Link className="button button-secondary" href={`${ADMIN_ROOT}/${ASSEMBLY_SEGMENT}/${assembly.id}/yazdir`}>
                İmza sütunlu listeyi yazdır
              </Link>
            </p>
          ) : null}
          {loaded.frozen ? <SearchBox id="assembly-list-search" href={(query) => assemblyHref(assembly.id, "hazirun", { q: query })} value={q} /> : null}
          <AdminTable label="Hazirun listesi" caption="Genel kurula katılma hakkı olan üyeler">
            <thead>
              <tr>
                <th scope="col">Sıra no</th>
                <th scope="col">Adı soyadı</th>
                <th scope="col">Çağrı e-postası</th>
              </tr>
            </thead>
            <tbody>
              {loaded.items.map((row) => (
                <tr key={row.registerId}>
                  <td data-label="Sıra no">{row.registerNo}</td>
                  <td>{row.fullName}</td>
                  <td data-label="Çağrı e-postası">{mailOf(row)}</td>
                </tr>
              ))}
            </tbody>
          </AdminTable>
          <Pagination pathname={assemblyHref(assembly.id, "hazirun")} page={loaded.page} pageCount={loaded.pageCount} query={{ q }} />
        </>
      )}
    </LoadState>
  );
}
