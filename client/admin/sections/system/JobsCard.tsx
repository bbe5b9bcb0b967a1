/** Work that left a request, by kind: waiting, sent and given up (docs/operations.md, "İşler"). */
import { AdminTable } from "../../ui";
import { SystemCard, type SystemCardProps } from "./card";

const KIND_LABELS = { mail: "E-postalar", bulletin: "Bülten gönderimleri", cancellation: "İptal bildirimleri" } as const;
const KINDS = Object.keys(KIND_LABELS) as (keyof typeof KIND_LABELS)[];

export function JobsCard({ data }: SystemCardProps) {
  return (
    <SystemCard id="sistem-isler" title="İşler">
      <AdminTable label="İşler tablosu" caption="Son 30 günün işleri, türüne göre">
        <thead>
          <tr>
            <th scope="col">Tür</th>
            <th scope="col">Bekleyen</th>
            <th scope="col">Gönderilen</th>
            <th scope="col">Vazgeçilen</th>
          </tr>
        </thead>
        <tbody>
          {KINDS.map((kind) => (
            <tr key={kind}>
              <td>{KIND_LABELS[kind]}</td>
              <td data-label="Bekleyen">{data.jobs[kind].queued.toLocaleString("tr-TR")}</td>
              <td data-label="Gönderilen">{data.jobs[kind].sent.toLocaleString("tr-TR")}</td>
              <td data-label="Vazgeçilen">{data.jobs[kind].failed.toLocaleString("tr-TR")}</td>
            </tr>
          ))}
        </tbody>
      </AdminTable>
    </SystemCard>
  );
}
