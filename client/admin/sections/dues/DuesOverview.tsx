/** The treasurer's dashboard: collected against charged this year, credit, the book's balance, waiting bank lines, members behind. */
import type { DuesDashboardDto } from "../../../../src/shared/dues/dto";
import { formatMoney } from "../../../../src/shared/money";
import { useLoad } from "../../hooks";
import { Link } from "../../router";
import { duesHref } from "../../routes";
import { AdminTable, EmptyState, LoadState, Pagination } from "../../ui";
import { Reminders } from "./Reminders";

const SORTS = { behind: "Geciken tutar", name: "Ad", no: "Üye no" } as const;

function Totals({ data }: { data: DuesDashboardDto }) {
  return (
    <ul className="dues-totals">
      <li className="card">
        <h2>{data.year} tahsilatı</h2>
        <p className="dues-total">{formatMoney(data.collected)}</p>
        <p className="meta">Tahakkuk: {formatMoney(data.charged)}</p>
      </li>
      <li className="card">
        <h2>Geciken</h2>
        <p className="dues-total">{formatMoney(data.behind.sumBehind)}</p>
        <p className="meta">{data.behind.total} üye</p>
      </li>
      <li className="card">
        <h2>Üye alacakları</h2>
        <p className="dues-total">{formatMoney(data.credit)}</p>
        <p className="meta">Fazla ödemeler; sonraki aidatlardan düşülür.</p>
      </li>
      <li className="card">
        <h2>Defter bakiyesi</h2>
        <p className="dues-total">{formatMoney(data.balance)}</p>
        <p className="meta">
          <Link href={duesHref("banka")}>{data.waitingLines} banka hareketi eşleşme bekliyor</Link>
        </p>
      </li>
    </ul>
  );
}

export function DuesOverview({ page, sort, writes }: { page: number; sort: string; writes: boolean }) {
  const { data, error, reload } = useLoad<DuesDashboardDto>("/dues/dashboard", { sayfa: page, sira: sort });
  return (
    <LoadState data={data} error={error} reload={reload}>
      {(data) => (
        <>
          <Totals data={data} />
          <h2>Aidatı geciken üyeler</h2>
          <p className="dues-sort">
            Sırala:{" "}
            {Object.entries(SORTS).map(([key, label]) => (
              <Link key={key} href={duesHref("pano", { sira: key })} aria-current={key === sort ? "true" : undefined}>
                {label}
              </Link>
            ))}
          </p>
          {data.behind.items.length === 0 ? (
            <EmptyState title="Geciken aidat yok" />
          ) : (
            <AdminTable label="Aidatı geciken üyeler tablosu" caption="Aidatı geciken üyeler">
              <thead>
                <tr>
                  <th scope="col">Üye</th>
                  <th scope="col">Üye no</th>
                  <th scope="col">Geciken</th>
                  <th scope="col">Ödenen</th>
                </tr>
              </thead>
              <tbody>
                {data.behind.items.map((row) => (
                  <tr key={row.registerId}>
                    <td>
                      <Link href={duesHref("odeme", { uye: row.registerNo })}>{row.fullName}</Link>
                    </td>
                    <td data-label="Üye no">{row.registerNo}</td>
                    <td data-label="Geciken">{formatMoney(row.behind)}</td>
                    <td data-label="Ödenen">{formatMoney(row.paid)}</td>
                  </tr>
                ))}
              </tbody>
            </AdminTable>
          )}
          <Pagination pathname={duesHref("pano")} page={data.behind.page} pageCount={data.behind.pageCount} query={{ sira: sort }} />
          <Reminders writes={writes} />
        </>
      )}
    </LoadState>
  );
}
