/** Yasal takvim: every deadline the site knows, most pressing first. The assembly's dates are the assemblies' own records. */
import type { CalendarDto } from "../../../../src/shared/calendar";
import { useLoad } from "../../hooks";
import { PAST_ASSEMBLIES_ANCHOR } from "../../../../src/shared/assembly/past";
import { ASSEMBLY_ADMIN_PATH } from "../../../../src/shared/paths";
import { Link } from "../../router";
import { LoadState, SectionHeader } from "../../ui";
import { CalendarItems, DEADLINES_NOTE } from "./items";

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
            <p id="genel-kurul">
              Genel kurul süreleri derneğin <Link href={ASSEMBLY_ADMIN_PATH}>genel kurul kayıtlarından</Link> sayılır: sitede yapılanlar ve siteden önce yapılıp{" "}
              <Link href={`${ASSEMBLY_ADMIN_PATH}#${PAST_ASSEMBLIES_ANCHOR}`}>bir kez girilenler</Link>.
            </p>
            <p className="meta">{DEADLINES_NOTE}</p>
          </>
        )}
      </LoadState>
    </section>
  );
}
