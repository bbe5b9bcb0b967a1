/** How much the database and the media bucket hold. */
import { SystemCard, formatBytes, type SystemCardProps } from "./card";

export function StorageCard({ data }: SystemCardProps) {
  const { d1Bytes, r2 } = data.storage;
  return (
    <SystemCard id="sistem-depolama" title="Depolama">
      <dl className="system-facts">
        <dt>Veritabanı (D1)</dt>
        <dd>{d1Bytes === null ? "Bilinmiyor" : formatBytes(d1Bytes)}</dd>
        <dt>Görseller ve dosyalar (R2)</dt>
        <dd>
          {formatBytes(r2.bytes)}, {r2.objects.toLocaleString("tr-TR")} dosya
          {r2.partial ? <span className="meta"> (en az: dosyaların yalnızca bir kısmı sayıldı)</span> : null}
        </dd>
      </dl>
    </SystemCard>
  );
}
