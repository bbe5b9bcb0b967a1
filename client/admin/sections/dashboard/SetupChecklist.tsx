/**
 * Kurulum: the first administrator's steps (src/shared/setup-steps.ts), each a link, each done when
 * the site's data says so. Gone once every step is done or the administrator puts it away; a link
 * brings it back.
 */
import { SETUP_STEPS, type SetupDto } from "../../../../src/shared/setup-steps";
import { useApi } from "../../api";
import { useLoad } from "../../hooks";
import { Link } from "../../router";

export function SetupChecklist() {
  const { api } = useApi();
  const { data, setData } = useLoad<SetupDto>("/setup");
  if (!data) return null;
  const left = SETUP_STEPS.filter((step) => !data.done[step.key]).length;
  const dismiss = (dismissed: boolean) => void api<SetupDto>("/setup/dismissed", { method: "PUT", body: { dismissed } }).then(setData);
  if (left === 0 || data.dismissed) {
    return (
      <p className="setup-reopen">
        <button type="button" className="button button-secondary button-small" onClick={() => dismiss(false)} disabled={left === 0 && !data.dismissed}>
          {left === 0 ? "Kurulum tamamlandı" : `Kurulum adımlarını göster (${left} adım kaldı)`}
        </button>
      </p>
    );
  }
  return (
    <section className="panel setup-checklist" aria-labelledby="kurulum-baslik">
      <h2 id="kurulum-baslik">Kurulum</h2>
      <p>Sitenin derneğinize ait olması için kalan adımlar: {left} / {SETUP_STEPS.length}.</p>
      <ol className="setup-steps">
        {SETUP_STEPS.map((step) => (
          <li key={step.key} className={data.done[step.key] ? "setup-done" : undefined}>
            {step.href.startsWith("/admin") ? <Link href={step.href}>{step.label}</Link> : <a href={step.href}>{step.label}</a>}
            {data.done[step.key] ? <span className="meta"> · tamam</span> : null}
          </li>
        ))}
      </ol>
      <button type="button" className="button button-secondary button-small" onClick={() => dismiss(true)}>
        Listeyi gizle
      </button>
    </section>
  );
}
