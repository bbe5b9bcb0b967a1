/** A reset link made for someone, shown once. */
import { useState } from "react";
import type { ResetLinkDto } from "../../../../src/shared/admin-contract";
import { showDateTime } from "../../time";
import { StatusText } from "../../ui";

/** A reset link made for someone, shown until the administrator closes it, then gone for good. */
export function ResetLinkPanel({ name, link, onClose }: { name: string; link: ResetLinkDto; onClose(): void }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="one-time-secret" role="region" aria-label={`${name} için şifre yenileme bağlantısı`}>
      <p>
        <strong>{name}</strong> için şifre yenileme bağlantısı. Bağlantıyı kişiye güvenli bir yoldan iletin: yalnızca şimdi gösterilir, bir kez
        kullanılabilir ve {showDateTime(link.expiresAt)} tarihine kadar geçerlidir. Kişinin daha önceki bağlantıları artık çalışmaz.
      </p>
      <code>{link.url}</code>
      <div className="row-actions">
        <button
          type="button"
          className="button button-small"
          onClick={() => {
            void navigator.clipboard?.writeText(link.url).then(() => setCopied(true));
          }}
        >
          Bağlantıyı kopyala
        </button>
        <button type="button" className="button button-secondary button-small" onClick={onClose}>
          Kapat
        </button>
        {copied ? <StatusText>Kopyalandı.</StatusText> : null}
      </div>
    </div>
  );
}
