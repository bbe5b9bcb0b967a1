/** The registrations: confirmed, the waiting list in its order, cancellations; attendance for the confirmed. */
import type { RegistrationDto, RegistrationStatus } from "../../../../src/shared/admin-contract";
import { checkedOf } from "../../browser";
import { showDateTime } from "../../time";
import { AdminTable, EmptyState } from "../../ui";

const STATUS_LABELS: Record<RegistrationStatus, string> = { confirmed: "Kesin kayıt", waiting: "Yedek liste", cancelled: "İptal" };

export function RegistrationsTable({ items, onAttended }: { items: readonly RegistrationDto[]; onAttended(item: RegistrationDto, attended: boolean): void }) {
  if (items.length === 0) return <EmptyState title="Henüz kayıt yok">Kayıt olanlar ve yedek listedekiler burada görünecek.</EmptyState>;
  return (
    <AdminTable label="Kayıtlar tablosu" caption="Kayıtlar: kesin kayıtlar, yedek liste (sırasıyla), iptaller">
      <thead>
        <tr>
          <th scope="col">Ad soyad</th>
          <th scope="col">İletişim</th>
          <th scope="col">Durum</th>
          <th scope="col">Kayıt zamanı</th>
          <th scope="col">Katıldı</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id}>
            <td>
              {item.name}
              {item.member ? <span className="meta"> (üye)</span> : null}
            </td>
            <td data-label="İletişim">
              <a href={`mailto:${item.email}`}>{item.email}</a>
              {item.phone ? <span className="meta"> · {item.phone}</span> : null}
            </td>
            <td data-label="Durum">{STATUS_LABELS[item.status]}</td>
            <td data-label="Kayıt zamanı">{showDateTime(item.createdAt)}</td>
            <td data-label="Katıldı">
              {item.status === "confirmed" ? (
                <label className="checkbox-option">
                  <input type="checkbox" checked={item.attendedAt !== null} onChange={(event) => onAttended(item, checkedOf(event))} />
                  <span className="visually-hidden">{item.name} katıldı</span>
                </label>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}
