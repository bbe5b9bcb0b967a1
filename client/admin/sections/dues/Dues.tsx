/**
 * Aidat (docs/dues.md): the treasurer's dashboard, the year's schedule, recording payments, bank
 * statements, the cash book and the settings (IBAN, reminders), one tab each. The board reads everything; only treasurers and
 * administrators see the forms (the server checks again).
 */
import { useMe } from "../../me";
import { Link } from "../../router";
import { DUES_TABS, duesHref, type DuesTab } from "../../routes";
import { SectionHeader } from "../../ui";
import { keepsDues } from "../../../../src/shared/registers/access";
import { BankLines } from "./BankLines";
import { CashBook } from "./CashBook";
import { CashCategories } from "./CashCategories";
import { DuesOverview } from "./DuesOverview";
import { DuesSettings } from "./DuesSettings";
import { PaymentForm } from "./PaymentForm";
import { ScheduleForm } from "./ScheduleForm";

export interface DuesProps {
  tab: DuesTab;
  page: number;
  sort: string;
  year: number | null;
  /** The register number the payment tab opens with (?uye=, from the dashboard's members behind). */
  member: number | null;
}

const TAB_LABELS: Record<DuesTab, string> = { pano: "Durum", tarife: "Tarife", odeme: "Ödeme kaydı", banka: "Banka hareketleri", defter: "İşletme hesabı defteri", ayarlar: "Ayarlar" };

export function Dues({ tab, page, sort, year, member }: DuesProps) {
  const writes = keepsDues(useMe());
  return (
    <section className="admin-section dues-section">
      <SectionHeader title="Aidat ve defter" lead="Aidatlar, ödemeler, banka hareketleri ve işletme hesabı defteri." />
      <nav className="dues-tabs" aria-label="Aidat bölümleri">
        <ul>
          {DUES_TABS.map((name) => (
            <li key={name}>
              <Link href={duesHref(name)} aria-current={name === tab ? "page" : undefined}>
                {TAB_LABELS[name]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {tab === "pano" ? <DuesOverview page={page} sort={sort} writes={writes} /> : null}
      {tab === "tarife" ? <ScheduleForm year={year} writes={writes} /> : null}
      {tab === "odeme" ? <PaymentForm writes={writes} member={member} /> : null}
      {tab === "banka" ? <BankLines page={page} writes={writes} /> : null}
      {tab === "defter" ? <CashBook page={page} year={year} writes={writes} /> : null}
      {tab === "ayarlar" ? (
        <>
          <DuesSettings writes={writes} />
          <CashCategories writes={writes} />
        </>
      ) : null}
    </section>
  );
}
