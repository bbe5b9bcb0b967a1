/** The deployment checks: the site's address, the secrets, the mail service; what to do for each that fails. */
import type { SystemDto } from "../../../../src/shared/admin-contract";
import { SystemCard, type SystemCardProps } from "./card";

type CheckName = SystemDto["deployment"][number]["name"];

/** Each check's name on the page and what to do when it fails (docs/deployment.md says more). */
const CHECKS: Record<CheckName, { label: string; advice: string }> = {
  SITE_ORIGIN: { label: "SITE_ORIGIN", advice: "wrangler secret put SITE_ORIGIN ile sitenin adresini https://alan.adi biçiminde, sonda / olmadan girin." },
  IP_HASH_SECRET: { label: "IP_HASH_SECRET", advice: "wrangler secret put IP_HASH_SECRET ile uzun, rastgele bir değer girin." },
  REGISTER_KEY: { label: "REGISTER_KEY", advice: "Üye kayıt defterinin anahtarı: docs/registers.md'deki komutla wrangler secret put REGISTER_KEY girin ve bir kopyasını güvenle saklayın." },
  EMAIL: {
    label: "E-posta hizmeti",
    advice: "wrangler.toml'da [[send_email]] bağlantısı olmalı ve MAIL_FROM, Cloudflare'de onaylanmış alan adınızdaki bir adres olmalı.",
  },
};

export function DeploymentCard({ data }: SystemCardProps) {
  return (
    <SystemCard id="sistem-yapilandirma" title="Yapılandırma denetimi">
      <ul className="plain-list system-checks">
        {data.deployment.map((check) => (
          <li key={check.name}>
            <span className={`status-badge ${check.ok ? "status-published" : "status-failed"}`}>{check.ok ? "Tamam" : "Eksik"}</span>{" "}
            <strong>{CHECKS[check.name].label}</strong>
            {check.ok ? null : <p className="meta">{CHECKS[check.name].advice}</p>}
          </li>
        ))}
      </ul>
    </SystemCard>
  );
}
