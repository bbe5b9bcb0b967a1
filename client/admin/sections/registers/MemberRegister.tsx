/** Üye kayıt defteri: the register, page by page, identity numbers masked (the full one only on an entry's own view). */
import { memberEntryPath } from "../../../../src/shared/paths";
import type { MemberPageDto } from "../../../../src/shared/registers/dto";
import { useLoad } from "../../hooks";
import { Link } from "../../router";
import { ADMIN_ROOT, MEMBERS_SEGMENT, withQuery } from "../../routes";
import { SearchForm } from "../../search-form";
import { AdminTable, EmptyState, LoadState, Pagination, SectionHeader, StatusText } from "../../ui";
import { EXIT_KIND_NAMES, LEGAL_NOTE, showDay } from "./labels";

const BASE = `${ADMIN_ROOT}/${MEMBERS_SEGMENT}`;

/** The list's address with its filter, search and order kept (a link changes one of them). */
const listHref = (view: { current: boolean; q: string; newest: boolean }) => withQuery(BASE, { durum: view.current ? "uye" : null, q: view.q || null, sira: view.newest ? "yeni" : null });

function Filter({ current, q, newest }: { current: boolean; q: string; newest: boolean }) {
  return (
    <>
      <nav className="register-filter" aria-label="Gösterilen kayıtlar">
        <Link href={listHref({ current: false, q, newest })} aria-current={current ? undefined : "page"}>
          Tüm kayıtlar
        </Link>
        <Link href={listHref({ current: true, q, newest })} aria-current={current ? "page" : undefined}>
          Yalnız üyeliği sürenler
        </Link>
      </nav>
      <nav className="register-filter" aria-label="Sıralama">
        <Link href={listHref({ current, q, newest: false })} aria-current={newest ? undefined : "page"}>
          Sıra numarasıyla (ilk kayıt üstte)
        </Link>
        <Link href={listHref({ current, q, newest: true })} aria-current={newest ? "page" : undefined}>
          En yeni kayıtlar üstte
        </Link>
      </nav>
    </>
  );
}

function MemberTable({ data }: { data: MemberPageDto }) {
  return (
    <AdminTable label="Üye kayıt defteri tablosu" caption={`Üye kayıt defteri, sayfa ${data.page}`}>
      <thead>
        <tr>
          <th scope="col">Sıra no</th>
          <th scope="col">Adı soyadı</th>
          <th scope="col">T.C. kimlik no</th>
          <th scope="col">Giriş</th>
          <th scope="col">Çıkış</th>
        </tr>
      </thead>
      <tbody>
        {data.rows.map((row) => (
          <tr key={row.id}>
            <td data-label="Sıra no">{row.registerNo}</td>
            <th scope="row">
              <Link href={memberEntryPath(row.registerNo)}>{row.fullName}</Link>
            </th>
            <td data-label="T.C. kimlik no" className="nowrap">
              <span aria-label={`Maskeli: ilk üç hane ${row.identityMasked.slice(0, 3)}, son iki hane ${row.identityMasked.slice(-2)}`}>{row.identityMasked}</span>
            </td>
            <td data-label="Giriş">
              {showDay(row.acceptedOn)} <span className="meta">karar {row.acceptanceDecisionNo || "—"}</span>
            </td>
            <td data-label="Çıkış">
              {row.exitedOn ? (
                <>
                  {showDay(row.exitedOn)} <span className="meta">{row.exitKind ? EXIT_KIND_NAMES[row.exitKind] : ""}{row.exitDecisionNo ? `, karar ${row.exitDecisionNo}` : ""}</span>
                </>
              ) : (
                "—"
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}

export function MemberRegister({ page, current, added, q, newest }: { page: number; current: boolean; added: number | null; q: string; newest: boolean }) {
  const { data, error, reload } = useLoad<MemberPageDto>("/registers/members", { sayfa: page, cikanlar: current ? "0" : "1", q, sira: newest ? "yeni" : "eski" });
  return (
    <section className="admin-section">
      <SectionHeader title="Üye kayıt defteri" lead={LEGAL_NOTE}>
        <Link className="button" href={`${BASE}/yeni`}>
          Yeni kayıt
        </Link>
        <Link className="button button-secondary" href={`${BASE}/yazdir`}>
          Yazdır ve CSV
        </Link>
        <Link className="button button-secondary" href={`${BASE}/derbis`}>
          DERBİS bildirimleri
        </Link>
      </SectionHeader>
      {added ? <StatusText>Kayıt deftere {added} sıra numarasıyla eklendi.</StatusText> : null}
      <Filter current={current} q={q} newest={newest} />
      <SearchForm id="uye-ara" pathname={BASE} q={q} label="Ad ya da sıra no ile ara" />
      <LoadState
        data={data}
        error={error}
        reload={reload}
        isEmpty={(loaded) => loaded.rows.length === 0}
        empty={
          q ? (
            <EmptyState title="Aramayla eşleşen kayıt yok">Adı başka yazılışla (ör. Türkçe harfler olmadan) ya da sıra numarasıyla deneyin.</EmptyState>
          ) : (
            <EmptyState title="Defterde henüz kayıt yok">Yönetim kurulunun kabul ettiği üyeler burada, kabul sırasıyla numaralanır.</EmptyState>
          )
        }
      >
        {(data) => (
          <>
            <p className="meta">Toplam {data.total} kayıt. Kimlik numaraları listede maskelidir; tamamı yalnızca kaydın kendi sayfasında görünür ve her görüntüleme denetim kaydına yazılır.</p>
            <MemberTable data={data} />
            <Pagination pathname={BASE} page={data.page} pageCount={Math.max(1, Math.ceil(data.total / data.pageSize))} query={{ durum: current ? "uye" : null, q: q || null, sira: newest ? "yeni" : null }} />
          </>
        )}
      </LoadState>
    </section>
  );
}
