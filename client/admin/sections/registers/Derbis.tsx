/**
 * The DERBİS list: the register's entries and exits not yet reported, oldest first, each with its
 * 45-day deadline (docs/registers.md, "DERBİS"), and the "Bildirildi" mark the board sets once the
 * report is made in DERBİS. A marked event leaves the list; the mark cannot be set twice.
 */
import { memberEntryPath } from "../../../../src/shared/paths";
import type { DerbisPageDto, DerbisRowDto } from "../../../../src/shared/registers/dto";
import { apiUrl, useApi } from "../../api";
import { useLoad } from "../../hooks";
import { Link } from "../../router";
import { ADMIN_ROOT, MEMBERS_SEGMENT } from "../../routes";
import { AdminTable, EmptyState, LoadState, Pagination, SectionHeader } from "../../ui";
import { ActionFeedback, useAction, type ActionState } from "../../use-action";
import { LEGAL_NOTE, showDay } from "./labels";

const BASE = `${ADMIN_ROOT}/${MEMBERS_SEGMENT}`;
const EVENT_NAMES: Record<DerbisRowDto["event"], string> = { entry: "Üyeliğe giriş", exit: "Üyelikten çıkış" };

/** "12 gün kaldı", "Son gün bugün", "8 gün geçti". */
function remaining(days: number): string {
  if (days > 0) return `${days} gün kaldı`;
  return days === 0 ? "Son gün bugün" : `${-days} gün geçti`;
}

function Row({ row, action, onMarked }: { row: DerbisRowDto; action: ActionState; onMarked(): void }) {
  const { api } = useApi();
  const mark = () =>
    action.run(async () => {
      await api(`/registers/members/${row.registerNo}/bildirildi`, { method: "POST", body: { event: row.event } });
      onMarked();
      return `${row.registerNo} sıra numaralı ${row.fullName}: ${EVENT_NAMES[row.event].toLocaleLowerCase("tr")} bildirildi olarak işaretlendi.`;
    });
  return (
    <tr className={row.daysLeft < 0 ? "derbis-late" : undefined}>
      <td data-label="Sıra no">{row.registerNo}</td>
      <th scope="row">
        <Link href={memberEntryPath(row.registerNo)}>{row.fullName}</Link>
      </th>
      <td data-label="Olay">
        {EVENT_NAMES[row.event]} <span className="meta">{showDay(row.day)}</span>
      </td>
      <td data-label="Son bildirim günü">
        {showDay(row.deadline)} <strong className="derbis-remaining">{remaining(row.daysLeft)}</strong>
      </td>
      <td data-label="İşlem">
        <button type="button" className="button button-secondary" disabled={action.busy !== null} onClick={() => void mark()} aria-label={`${row.fullName}: ${EVENT_NAMES[row.event].toLocaleLowerCase("tr")} bildirildi`}>
          Bildirildi
        </button>
      </td>
    </tr>
  );
}

export function Derbis({ page }: { page: number }) {
  const { data, error, reload } = useLoad<DerbisPageDto>("/registers/members/derbis", { sayfa: page });
  const { apiBase } = useApi();
  const action = useAction();
  return (
    <section className="admin-section">
      <SectionHeader title="DERBİS bildirimleri" lead={LEGAL_NOTE} />
      <p className="document-legal">
        Üyeliğe girişler ve üyelikten çıkışlar, olduğu günden başlayarak 45 gün içinde DERBİS üzerinden bildirilir (Dernekler Kanunu m. 23). Bildirimi DERBİS'te yaptıktan sonra
        satırdaki “Bildirildi” düğmesine basın: işaret bir kez konur, denetim kaydına yazılır ve satır listeden çıkar.
      </p>
      <ActionFeedback action={action} />
      <LoadState
        data={data}
        error={error}
        reload={reload}
        isEmpty={(loaded) => loaded.rows.length === 0}
        empty={<EmptyState title="Bildirilmeyi bekleyen giriş ya da çıkış yok">Yeni bir kabul ya da çıkış işlendiğinde burada, son bildirim günüyle görünür.</EmptyState>}
      >
        {(loaded) => (
          <>
            <p className="meta">Bildirilmeyi bekleyen {loaded.total} giriş ya da çıkış; süresi en önce dolan en üstte.</p>
            <p>
              <a className="button button-secondary" href={apiUrl(apiBase, "/registers/members/derbis/disa-aktar")} download>
                Listeyi CSV olarak indir
              </a>{" "}
              <span className="meta">Tam kimlik numaralarıyla; indirme denetim kaydına yazılır.</span>
            </p>
            <AdminTable label="DERBİS'e bildirilecekler tablosu" caption={`DERBİS'e bildirilecek girişler ve çıkışlar, sayfa ${loaded.page}`}>
              <thead>
                <tr>
                  <th scope="col">Sıra no</th>
                  <th scope="col">Adı soyadı</th>
                  <th scope="col">Olay</th>
                  <th scope="col">Son bildirim günü</th>
                  <th scope="col">İşlem</th>
                </tr>
              </thead>
              <tbody>
                {loaded.rows.map((row) => (
                  <Row key={`${row.event}-${row.id}`} row={row} action={action} onMarked={reload} />
                ))}
              </tbody>
            </AdminTable>
            <Pagination pathname={`${BASE}/derbis`} page={loaded.page} pageCount={Math.max(1, Math.ceil(loaded.total / loaded.pageSize))} />
          </>
        )}
      </LoadState>
    </section>
  );
}
