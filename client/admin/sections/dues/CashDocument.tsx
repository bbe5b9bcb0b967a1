/**
 * An entry's document in the cash book (docs/dues.md): a link to its scan when there is one, else,
 * for those who write, a file picker that attaches one (PDF, JPEG or PNG; the server checks the
 * bytes and keeps it private). A scan once attached is never replaced.
 */
import { useApi } from "../../api";

export function CashDocument({ id, has, writes, attach }: { id: number; has: boolean; writes: boolean; attach(id: number, file: File): void }) {
  const { apiBase } = useApi();
  if (has) {
    return (
      <a href={`${apiBase}/cash-book/entries/${id}/document`} target="_blank" rel="noopener">
        Belgeyi aç
      </a>
    );
  }
  if (!writes) return <span className="meta">Yok</span>;
  return (
    <label className="button button-secondary button-small dues-attach">
      Belge ekle
      <input
        type="file"
        className="visually-hidden"
        accept="application/pdf,image/jpeg,image/png"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (file) attach(id, file);
          event.currentTarget.value = "";
        }}
      />
    </label>
  );
}
