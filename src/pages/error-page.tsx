import type { ErrorInfo } from "../edge/errors";

/** Titles of the error variant for statuses a visitor can do something about; the rest are "Sunucu Hatası". */
const errorTitles: Record<number, string> = {
  400: "Geçersiz İstek",
  401: "Giriş Gerekli",
  403: "Erişim Engellendi",
  405: "İzin Verilmeyen İstek",
  409: "Çakışma",
  413: "İstek Çok Büyük",
  415: "Desteklenmeyen Dosya Türü",
  429: "Çok Fazla İstek",
};

/** The original's rule: 404 shows the "Page Not Found" variant, any other status the error variant. */
export function errorVariant(statusCode: number): { variant: "not-found" | "error"; title: string } {
  if (statusCode === 404) return { variant: "not-found", title: "Sayfa Bulunamadı" };
  return { variant: "error", title: errorTitles[statusCode] ?? "Sunucu Hatası" };
}

export function ErrorPage({ error }: { error: ErrorInfo }) {
  const { variant, title } = errorVariant(error.statusCode);
  return (
    <section className="error-page" data-variant={variant} aria-labelledby="hata-baslik">
      <p className="error-code">Hata {error.statusCode}</p>
      <h1 id="hata-baslik">{title}</h1>
      <p className="lead">
        {variant === "not-found"
          ? "Aradığınız sayfa taşınmış, kaldırılmış ya da hiç var olmamış olabilir."
          : error.statusCode >= 500
            ? "Beklenmeyen bir sorun oluştu. Lütfen birkaç dakika sonra yeniden deneyin."
            : "İsteğiniz yerine getirilemedi."}
      </p>
      <p className="error-detail">{error.statusMessage}</p>
      <p>
        <a className="button" href="/">
          Ana sayfaya dön
        </a>
      </p>
    </section>
  );
}
