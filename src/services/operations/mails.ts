import { formatDateTime } from "../../shared/i18n/dates";
import { compose, type Mail, type Sender } from "../email/messages";

/** One distinct error as the digest lists it: where, what kind, how often, and its latest code. */
export interface DigestError {
  route: string;
  kind: string;
  count: number;
  lastAt: Date;
  lastCode: string;
}

/**
 * The daily digest of unexpected errors, to each administrator. It names routes and codes only:
 * what went wrong in detail is in the log line of each code (docs/operations.md says where).
 */
export function errorDigestMail(to: string, errors: readonly DigestError[], total: number, sender: Sender): Mail {
  const more = total - errors.length;
  return compose(to, `Sitede son bir günde ${total} farklı hata oluştu`, sender, {
    paragraphs: [
      `Son bir günde sitede ${total} farklı beklenmeyen hata kaydedildi. Bu hatalarla karşılaşan ziyaretçiler "Sunucu hatası" sayfasını ve bir hata kodu gördü.`,
      errors
        .map((error) => `• ${error.route}: ${error.kind}, toplam ${error.count} kez; son ${formatDateTime(error.lastAt)}, hata kodu ${error.lastCode}`)
        .join("\n") + (more > 0 ? `\n… ve ${more} hata daha` : ""),
      "Hata koduyla Cloudflare panelindeki Workers Logs'ta aratarak ayrıntıları bulabilirsiniz. Sorun sürüyorsa siteyi kuran kişiye bu e-postayı iletin.",
    ],
    link: { label: "Sistem sayfasını aç", url: `${sender.origin}/admin/sistem` },
  });
}
