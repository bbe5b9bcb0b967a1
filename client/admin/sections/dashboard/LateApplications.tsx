/**
 * The applications past 20 of the board's 30 days (TMK art. 64), highlighted at the top of the
 * board's and the administrators' front page; nothing when there are none. The board is also
 * mailed once about each (docs/registers.md).
 */
import type { ApplicationDto } from "../../../../src/shared/registers/dto";
import { useLoad } from "../../hooks";
import { Link } from "../../router";
import { showDay } from "../registers/labels";

export function LateApplications() {
  const { data } = useLoad<{ applications: ApplicationDto[] }>("/registers/applications/late");
  const late = data?.applications ?? [];
  if (late.length === 0) return null;
  return (
    <section className="notice-warning admin-notice late-applications" aria-labelledby="geciken-basvurular">
      <h2 id="geciken-basvurular">{late.length === 1 ? "Bir üyelik başvurusu 20 günü geçti" : `${late.length} üyelik başvurusu 20 günü geçti`}</h2>
      <p>Yönetim kurulu yazılı başvuruyu 30 gün içinde karara bağlar (Türk Medeni Kanunu m. 64).</p>
      <ul>
        {late.map((application) => (
          <li key={application.id}>
            <strong>{application.name}</strong>: {application.daysWaiting} gündür bekliyor, son karar günü {showDay(application.decideBy)}
          </li>
        ))}
      </ul>
      <p>
        <Link href="/admin/karar-defteri">Karar defterine git</Link>
      </p>
    </section>
  );
}
