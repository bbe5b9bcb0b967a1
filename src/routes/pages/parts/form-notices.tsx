import { FORM_NOTICES } from "../../../services/kvkk/form-notices";
import type { RetentionSettings } from "../../../services/kvkk/retention-settings";

/**
 * The notice's "Formlarla toplanan kişisel veriler": for every public form, what it collects, why,
 * on which legal ground and for how long (src/services/kvkk/form-notices.ts), with the retention
 * periods in force.
 */
export function FormNotices({ retention }: { retention: RetentionSettings }) {
  return (
    <section className="section" aria-labelledby="formlar">
      <h2 id="formlar">Formlarla toplanan kişisel veriler</h2>
      {FORM_NOTICES.map((form) => (
        <section key={form.title} aria-label={form.title}>
          <h3>{form.title}</h3>
          <dl className="event-facts">
            <dt>Toplanan veriler</dt>
            <dd>{Object.values(form.fields).join(", ")}</dd>
            <dt>Amaç</dt>
            <dd>{form.purpose}</dd>
            <dt>Hukuki sebep</dt>
            <dd>{form.legalBasis}</dd>
            <dt>Saklama süresi</dt>
            <dd>{form.retention(retention)}</dd>
          </dl>
        </section>
      ))}
    </section>
  );
}
