/** Applications awaiting the board, with the 30-day period of TMK art. 64; past 20 days they are highlighted. */
import type { ApplicationDto } from "../../../../src/shared/registers/dto";
import { showDay } from "./labels";

export function Applications({ applications }: { applications: ApplicationDto[] }) {
  if (applications.length === 0) return null;
  return (
    <div className="card register-applications">
      <h2>Karar bekleyen üyelik başvuruları</h2>
      <p className="meta">Yönetim kurulu yazılı başvuruyu 30 gün içinde karara bağlar (Türk Medeni Kanunu m. 64). Kabul ya da ret, bir toplantıya karar olarak eklenir.</p>
      <ul>
        {applications.map((application) => (
          <li key={application.id} className={application.overdue ? "register-overdue" : undefined}>
            <strong>{application.name}</strong> ({application.email}): {application.daysWaiting} gündür bekliyor, son karar günü {showDay(application.decideBy)}
            {application.overdue ? <span className="badge"> 20 günü geçti</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
