import type { ErrorInfo } from "../edge/errors";

/**
 * The original's rule: 404 shows the "Page Not Found" variant ("Sayfa Bulunamadı"), any other status
 * the "Internal Server Error" variant ("Sunucu Hatası"); the status message underneath says what
 * actually happened.
 */
export function errorVariant(statusCode: number): { variant: "not-found" | "error"; title: string } {
  if (statusCode === 404) return { variant: "not-found", title: "Sayfa Bulunamadı" };
  return { variant: "error", title: "Sunucu Hatası" };
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
            : "İsteğiniz yerine getirilemedi. Nedeni aşağıda yazıyor."}
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
