/**
 * The frozen list of members entitled to attend, for the door: A4 portrait (assembly.css, a page of
 * its own), the association's name and the assembly on every page, a signature column. The browser's
 * print dialog prints it or saves it as PDF.
 */
import { useAssociation } from "../../association";
import { browser } from "../../browser";
import { useLoad } from "../../hooks";
import { Link } from "../../router";
import { assemblyHref } from "../../routes";
import { LoadState } from "../../ui";
import { showDay } from "./labels";

interface PrintDto {
  title: string;
  firstOn: string;
  items: { registerNo: number; fullName: string }[];
}

export function AssemblyPrint({ id }: { id: number }) {
  const association = useAssociation();
  const { data, error, reload } = useLoad<PrintDto>(`/assembly/${id}/print`);
  return (
    <section className="admin-section assembly-print">
      <div className="print-controls">
        <h1>Hazirun listesi: yazdırılacak sayfalar</h1>
        <p className="button-row">
          <button type="button" className="button" onClick={() => browser().print()}>
            Yazdır
          </button>
          <Link className="button button-secondary" href={assemblyHref(id, "hazirun")}>
            Listeye dön
          </Link>
        </p>
      </div>
      <LoadState data={data} error={error} reload={reload}>
        {(loaded) => (
          <table className="print-register assembly-print-table">
            <caption className="visually-hidden">Hazirun listesi</caption>
            <thead>
              <tr className="print-heading">
                <th colSpan={4} scope="colgroup">
                  {association.name} · {loaded.title} · {showDay(loaded.firstOn)} · Hazirun listesi
                </th>
              </tr>
              <tr>
                <th scope="col">Sıra</th>
                <th scope="col">Üye no</th>
                <th scope="col">Adı soyadı</th>
                <th scope="col">İmza</th>
              </tr>
            </thead>
            <tbody>
              {loaded.items.map((member, index) => (
                <tr key={member.registerNo}>
                  <td>{index + 1}</td>
                  <td>{member.registerNo}</td>
                  <td>{member.fullName}</td>
                  <td className="assembly-signature" />
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </LoadState>
    </section>
  );
}
