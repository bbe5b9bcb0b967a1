import type { Context } from "hono";
import { isCatalogueMessage, type ErrorInfo } from "../../platform/errors";
import { fullPath } from "../../platform/validation";
import type { AppEnv } from "../../shared/env";
import { renderPage } from "./renderer";
import { EVENTS_PATH, NEWS_PATH } from "../../shared/paths";

/** What an error page says in Turkish: its heading and the sentence that helps first. */
interface ErrorWords {
  variant: "not-found" | "error";
  title: string;
  hint: string;
}

const statusWords: Record<number, Omit<ErrorWords, "variant">> = {
  401: { title: "Giriş yapmanız gerekiyor", hint: "Bu sayfayı görmek için hesabınızla giriş yapın." },
  403: {
    title: "Bu sayfaya erişim yetkiniz yok",
    hint: "Bu sayfa yalnızca yetkili hesaplara açık. Yetkiniz olması gerektiğini düşünüyorsanız dernekle iletişime geçin.",
  },
  404: { title: "Sayfa bulunamadı", hint: "Aradığınız sayfayı bulamadık. Taşınmış, kaldırılmış ya da adresi yanlış yazılmış olabilir." },
  429: { title: "Çok fazla istek geldi", hint: "Kısa sürede çok fazla istek geldi. Lütfen biraz bekleyip yeniden deneyin." },
};

const serverWords = {
  title: "Sunucu hatası",
  hint: "Beklenmeyen bir sorun oluştu; sorun bizde, sizde değil. Lütfen birkaç dakika sonra yeniden deneyin.",
};
const requestWords = {
  title: "İsteğiniz yerine getirilemedi",
  hint: "Sayfayı yenileyip yeniden deneyin; sorun sürerse dernekle iletişime geçin.",
};

/**
 * The original's rule picks the variant: 404 the "Page Not Found" one, any other status the
 * "Internal Server Error" one. The Turkish heading follows the status itself, so a member refused
 * at /admin reads "Bu sayfaya erişim yetkiniz yok", never "Sunucu hatası".
 */
export function errorVariant(statusCode: number): ErrorWords {
  const words = statusWords[statusCode] ?? (statusCode >= 500 ? serverWords : requestWords);
  return { variant: statusCode === 404 ? "not-found" : "error", ...words };
}

/** Where a visitor can go from an error page: the sections people come for. */
const wayOnward = [
  { href: "/", label: "Ana sayfa" },
  { href: NEWS_PATH, label: "Son gündem: haberler ve duyurular" },
  { href: EVENTS_PATH, label: "Yaklaşan etkinlikler" },
  { href: "/iletisim", label: "İletişim: bize yazın" },
];

/**
 * Turkish first: the heading, the site's own message when it says more than the heading, a
 * sentence that helps, the address the visitor asked for and ways onward. The catalogue's English
 * message (specified, kept in JSON and logs, what a bug report may quote) is only a small
 * technical note at the end.
 */
export function ErrorPage({ error, path }: { error: ErrorInfo; path?: string }) {
  const { variant, title, hint } = errorVariant(error.statusCode);
  const english = isCatalogueMessage(error.statusMessage);
  const ownMessage = !english && error.statusMessage !== title ? error.statusMessage : null;
  return (
    <section className="error-page" data-variant={variant} aria-labelledby="hata-baslik">
      <p className="error-code">Hata {error.statusCode}</p>
      <h1 id="hata-baslik">{title}</h1>
      {ownMessage ? <p className="lead">{ownMessage}</p> : null}
      <p className={ownMessage ? undefined : "lead"}>{hint}</p>
      {error.code ? (
        <p className="error-reference">
          Hata kodu: <strong className="error-reference-code">{error.code}</strong>. Bize bu sorunu bildirirken bu kodu yazarsanız ne olduğunu hemen
          bulabiliriz.
        </p>
      ) : null}
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
      {english ? (
        <p className="error-detail-title">
          <small>
            Teknik ayrıntı: <code className="error-detail">{error.statusMessage}</code>
          </small>
        </p>
      ) : null}
    </section>
  );
}

/** The error page in the default layout, as the app's one error handler answers people (src/app/error-handler.ts). */
export const renderErrorPage = (c: Context<AppEnv>, error: ErrorInfo): Response | Promise<Response> =>
  renderPage(c, <ErrorPage error={error} path={fullPath(c.req.url)} />, { title: errorVariant(error.statusCode).title, noindex: true });
