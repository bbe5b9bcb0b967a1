import type { Context } from "hono";
import type { ErrorInfo } from "../../platform/errors";
import { fullPath } from "../../platform/validation";
import type { AppEnv } from "../../shared/env";
import { renderPage } from "./renderer";
import { EVENTS_PATH, NEWS_PATH } from "../../shared/paths";

/**
 * The original's rule: 404 shows the "Page Not Found" variant ("Sayfa Bulunamadı"), any other status
 * the "Internal Server Error" variant ("Sunucu Hatası"); the status message underneath says what
 * actually happened.
 */
export function errorVariant(statusCode: number): { variant: "not-found" | "error"; title: string } {
  if (statusCode === 404) return { variant: "not-found", title: "Sayfa Bulunamadı" };
  return { variant: "error", title: "Sunucu Hatası" };
}

/** Where a visitor can go from an error page: the sections people come for. */
const wayOnward = [
  { href: "/", label: "Ana sayfa" },
  { href: NEWS_PATH, label: "Son gündem: haberler ve duyurular" },
  { href: EVENTS_PATH, label: "Yaklaşan etkinlikler" },
  { href: "/iletisim", label: "İletişim: bize yazın" },
];

/**
 * A Turkish sentence that helps first, the address the visitor asked for shown plainly, ways
 * onward, and the original system's message (specified, and what a bug report should quote) as
 * the technical detail underneath.
 */
export function ErrorPage({ error, path }: { error: ErrorInfo; path?: string }) {
  const { variant, title } = errorVariant(error.statusCode);
  return (
    <section className="error-page" data-variant={variant} aria-labelledby="hata-baslik">
      <p className="error-code">Hata {error.statusCode}</p>
      <h1 id="hata-baslik">{title}</h1>
      <p className="lead">
        {variant === "not-found"
          ? "Aradığınız sayfayı bulamadık. Taşınmış, kaldırılmış ya da adresi yanlış yazılmış olabilir."
          : error.statusCode >= 500
            ? "Beklenmeyen bir sorun oluştu; sorun bizde, sizde değil. Lütfen birkaç dakika sonra yeniden deneyin."
            : "İsteğiniz yerine getirilemedi. Nedeni aşağıda yazıyor."}
      </p>
      {path ? (
        <p>
          İstediğiniz adres: <code className="error-path">{path}</code>
        </p>
      ) : null}
      <h2 className="error-onward-title">Buradan devam edebilirsiniz</h2>
      <ul className="error-onward">
        {wayOnward.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </ul>
      <p className="error-detail-title">Teknik ayrıntı (bize bildirirken bunu yazabilirsiniz):</p>
      <p className="error-detail">{error.statusMessage}</p>
    </section>
  );
}

/** The error page in the default layout, as the app's one error handler answers people (src/app/error-handler.ts). */
export const renderErrorPage = (c: Context<AppEnv>, error: ErrorInfo): Response | Promise<Response> =>
  renderPage(c, <ErrorPage error={error} path={fullPath(c.req.url)} />, { title: errorVariant(error.statusCode).title, noindex: true });
