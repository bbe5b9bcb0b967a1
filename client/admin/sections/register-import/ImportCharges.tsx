/** What the import charges at once, as the dry run says it: year by year, members and total. */
import type { ImportCheckDto } from "../../../../src/shared/admin-contract";
import { formatMoney } from "../../../../src/shared/money";

export function ImportCharges({ charges, paidThrough }: { charges: ImportCheckDto["charges"]; paidThrough: number | null }) {
  const paid = paidThrough === null ? "" : ` ${paidThrough} yılı ve öncesi için aidat alınmaz.`;
  if (!charges.length) return <p className="field-hint">Aktarım hiçbir aidat tahakkuk ettirmeyecek; kimse borçlu görünmeyecek.{paid}</p>;
  return (
    <div className="import-charges">
      <p>Aktarınca şu aidatlar hemen tahakkuk edecek (tahakkuk ettirilmiş yıllar için):{paid}</p>
      <ul>
        {charges.map((charge) => (
          <li key={charge.year}>
            {charge.year}: {charge.members} üye, toplam {formatMoney(charge.amount)}
          </li>
        ))}
      </ul>
    </div>
  );
}
