/** "Küçük kopyaları oluştur": WebP widths for images stored before variants existed. */
import { useState } from "react";
import { asApiError, useApi, type ApiClientError } from "../../api";
import { useMountedRef } from "../../hooks";
import { ErrorNotice, StatusText } from "../../ui";

interface VariantsAnswer {
  converted: number[];
  failed: number[];
  lastId: number;
  remaining: number;
}

/**
 * "Küçük kopyaları oluştur" (administrators): gives images stored before variants existed their WebP
 * widths and a clean full-size copy, a few per request (POST /api/media/variants), until none is
 * left, showing how far it has come. Safe to run again: done images are skipped.
 */
export function MakeVariants({ onDone }: { onDone(): void }) {
  const { api } = useApi();
  const mounted = useMountedRef();
  const [running, setRunning] = useState(false);
  const [status, setStatus] = useState("");
  const [error, setError] = useState<ApiClientError | null>(null);

  const run = async () => {
    setRunning(true);
    setError(null);
    let converted = 0;
    let failed = 0;
    try {
      for (let afterId = 0, remaining = 1; remaining > 0 && mounted.current; ) {
        const answer = await api<VariantsAnswer>("/media/variants", { method: "POST", body: { afterId, limit: 5 } });
        converted += answer.converted.length;
        failed += answer.failed.length;
        ({ lastId: afterId, remaining } = answer);
        if (mounted.current) setStatus(`${converted} görselin boyutları oluşturuldu, ${remaining} görsel kaldı…`);
      }
      if (!mounted.current) return;
      setStatus(
        converted || failed
          ? `Bitti: ${converted} görselin boyutları oluşturuldu.${failed ? ` ${failed} görsel okunamadı; olduğu gibi gösterilmeye devam ediyor.` : ""}`
          : "Bütün görsellerin boyutları zaten hazır.",
      );
      onDone();
    } catch (caught) {
      if (mounted.current) setError(asApiError(caught));
    } finally {
      if (mounted.current) setRunning(false);
    }
  };

  return (
    <div className="make-variants">
      <p className="meta">Eski yüklemelerin telefonlar için küçük kopyaları yoksa (WebP boyutları, meta verisi temizlenmiş tam boyut) buradan oluşturabilirsiniz.</p>
      <button type="button" className="button button-secondary" disabled={running} onClick={() => void run()}>
        {running ? "Oluşturuluyor…" : "Küçük kopyaları oluştur"}
      </button>
      <ErrorNotice error={error} />
      <StatusText>{status}</StatusText>
    </div>
  );
}
