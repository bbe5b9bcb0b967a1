/**
 * KVKK (administrators only): the retention periods the daily run applies, and requests by e-mail
 * (see, export and erase everything held about an address). The server's schemas (src/services/kvkk/forms.ts)
 * are the only judges of the input; their Turkish messages are shown under the fields.
 */
import { PersonRequests } from "./kvkk/PersonRequests";
import { RetentionForm } from "./kvkk/RetentionForm";
import { SectionHeader } from "../ui";

export function Kvkk() {
  return (
    <section className="admin-section">
      <SectionHeader title="KVKK" lead="Kişisel verilerin saklama süreleri ve kişilerin veri talepleri.">
        <a className="button button-secondary" href="/kvkk" target="_blank" rel="noopener">
          Aydınlatma metnini gör<span className="visually-hidden"> (yeni sekmede açılır)</span>
        </a>
      </SectionHeader>
      <RetentionForm />
      <PersonRequests />
    </section>
  );
}
