/** Yasal takvim: every deadline the site knows, most pressing first, and the assembly dates the board keeps here. */
import type { CalendarDto } from "../../../../src/shared/calendar";
import { useLoad } from "../../hooks";
import { ASSEMBLY_ADMIN_PATH } from "../../../../src/shared/paths";
import { Link } from "../../router";
import { LoadState, SectionHeader } from "../../ui";
import { AssemblyDates } from "./AssemblyDates";
import { CalendarItems } from "./items";

export function LegalCalendar() {
  const { data, error, reload } = useLoad<CalendarDto>("/registers/calendar");
  return (
    <section className="admin-section">
      <SectionHeader title="Yasal takvim" lead="Derneğin kanundan doğan süreleri: beyanname, DERBİS bildirimleri, üyelik başvuruları ve genel kurul. Bir iş tamamlanınca listeden kalkar." />
      <LoadState data={data} error={error} reload={reload} lines={4}>
        {(data) => (
          <>
            <h2>Açık işler</h2>
            <CalendarItems items={data.items} today={data.today} onSettled={reload} />
            {data.assemblyKept ? (
              <p>
                Genel kurul süreleri derneğin <Link href={ASSEMBLY_ADMIN_PATH}>genel kurul kayıtlarından</Link> sayılıyor.
              </p>
            ) : (
              <AssemblyDates dates={data.assembly} onSaved={reload} />
            )}
            <p className="meta">
              Süreler: beyanname her yıl 1 Ocak – 30 Nisan (Dernekler Yönetmeliği m. 83); üye girişi ve çıkışı 45 gün içinde DERBİS'e (Dernekler Kanunu m. 23); üyelik başvurusu 30 gün içinde karara
              (Türk Medeni Kanunu m. 64); olağan genel kurul en geç 3 yılda bir (m. 74); sonuç bildirimi genel kuruldan sonra 30 gün içinde. Yönetim kurulu üyelerine her pazartesi, yeni ya da süresi
              yaklaşan işler için e-posta gider.
            </p>
          </>
        )}
      </LoadState>
    </section>
  );
}
