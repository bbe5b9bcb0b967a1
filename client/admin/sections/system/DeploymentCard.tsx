/** The deployment checks: the site's address, the secrets, the mail service; what to do for each that fails. */
import { SystemCard, type SystemCardProps } from "./card";

export function DeploymentCard({ data }: SystemCardProps) {
  return (
    <SystemCard id="sistem-yapilandirma" title="Yapılandırma denetimi">
      <ul className="plain-list system-checks">
        {data.deployment.map((check) => (
          <li key={check.name}>
            <span className={`status-badge ${check.ok ? "status-published" : "status-failed"}`}>{check.ok ? "Tamam" : "Eksik"}</span> <strong>{check.name}</strong>
            {check.ok ? null : <p className="meta">{check.advice}</p>}
          </li>
        ))}
      </ul>
    </SystemCard>
  );
}
