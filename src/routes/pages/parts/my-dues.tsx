import { useIdentity } from "../site-identity";
import type { Database } from "../../../db/client";
import { ownDues, ownDuesEntry, ownPayments, type OwnDue, type OwnDuesEntry, type OwnPayment } from "../../../db/member-dues";
import { settingRow, settingValue } from "../../../db/settings";
import { paymentReference } from "../../../shared/dues/reference";
import { DEFAULT_DUES_SETTINGS, DUES_SETTINGS_KEY, duesSettingsSchema, groupedIban, type DuesSettings } from "../../../shared/dues/settings";
import { formatCalendarDay } from "../../../shared/i18n/dates";
import { formatMoney } from "../../../shared/money";
import { ACCOUNT_DUES_PATH, ACCOUNT_PATH } from "../../../shared/paths";

/**
 * "Aidatlarım" on /hesabim (docs/dues.md): what the member owes and paid, what is behind, the
 * association's IBAN and the exact text to write on a transfer. The account page shows this year
 * and anything still open; /hesabim/aidatlarim shows every year. Plain HTML, no script.
 */

/** What the section shows, read in the page's one batch. */
export interface MyDues {
  entry: OwnDuesEntry | null;
  dues: OwnDue[];
  payments: OwnPayment[];
  settings: DuesSettings;
  today: string;
}

/** The statements the page's loader puts in its batch, in the order {@link myDuesOf} reads them. */
export const myDuesQueries = (db: Database, userId: number, today: string) =>
  [ownDuesEntry(db, userId, today), ownDues(db, userId), ownPayments(db, userId), settingRow(db, DUES_SETTINGS_KEY)] as const;

/** The batch's results as the section's data. */
export function myDuesOf(
  [[entry], dues, payments, [settings]]: [OwnDuesEntry[], OwnDue[], OwnPayment[], { value: unknown }[]],
  today: string,
): MyDues {
  return { entry: entry ?? null, dues, payments, settings: settingValue(duesSettingsSchema, DEFAULT_DUES_SETTINGS, settings), today };
}

const KIND_NAMES: Record<OwnDue["kind"], string> = { annual: "Yıllık aidat", entry: "Giriş aidatı" };

function Standing({ entry }: { entry: OwnDuesEntry }) {
  const behind = Math.max(0, entry.dueNow - entry.paid);
  const upcoming = Math.max(0, entry.charged - entry.paid) - behind;
  const credit = Math.max(0, entry.paid - entry.charged);
  return (
    <dl className="event-facts">
      <dt>Üye numaranız</dt>
      <dd>{entry.registerNo}</dd>
      <dt>Gecikmiş borcunuz</dt>
      <dd>{behind > 0 ? <strong>{formatMoney(behind)}</strong> : "Yok"}</dd>
      {upcoming > 0 ? (
        <>
          <dt>Ödeme günü gelmemiş</dt>
          <dd>{formatMoney(upcoming)}</dd>
        </>
      ) : null}
      {credit > 0 ? (
        <>
          <dt>Fazla ödemeniz</dt>
          <dd>{`${formatMoney(credit)} (bir sonraki aidatınızdan düşülür)`}</dd>
        </>
      ) : null}
      {entry.exitedOn ? (
        <>
          <dt>Üyeliğinizin sona erdiği gün</dt>
          <dd>{formatCalendarDay(entry.exitedOn)}</dd>
        </>
      ) : null}
    </dl>
  );
}

function DuesTable({ dues }: { dues: readonly OwnDue[] }) {
  return (
    // Focusable and named, so a keyboard can scroll it on a narrow screen (WCAG 2.1.1).
    <div className="table-scroll" tabIndex={0} role="region" aria-label="Aidatlar">
      <table className="dues-table">
        <caption>Aidatlar</caption>
        <thead>
          <tr>
            <th scope="col">Yıl</th>
            <th scope="col">Tür</th>
            <th scope="col">Son ödeme günü</th>
            <th scope="col" className="amount">Tutar</th>
            <th scope="col" className="amount">Ödenen</th>
            <th scope="col" className="amount">Kalan</th>
          </tr>
        </thead>
        <tbody>
          {dues.map((due) => (
            <tr key={due.id}>
              <td>{due.year}</td>
              <td>{KIND_NAMES[due.kind]}</td>
              <td>{formatCalendarDay(due.dueOn)}</td>
              <td className="amount">{formatMoney(due.amount)}</td>
              <td className="amount">{formatMoney(due.settled)}</td>
              <td className="amount">{due.settled >= due.amount ? "Ödendi" : formatMoney(due.amount - due.settled)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PaymentsTable({ payments }: { payments: readonly OwnPayment[] }) {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label="Ödemeleriniz">
      <table className="dues-table">
        <caption>Ödemeleriniz</caption>
        <thead>
          <tr>
            <th scope="col">Tarih</th>
            <th scope="col">Biçim</th>
            <th scope="col" className="amount">Tutar</th>
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => (
            <tr key={payment.id}>
              <td>{formatCalendarDay(payment.paidOn)}</td>
              <td>{payment.reversesId !== null ? "Düzeltme (önceki kayıt geri alındı)" : payment.method === "cash" ? "Nakit" : "Banka havalesi"}</td>
              <td className="amount">{formatMoney(payment.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The oldest year with something still open, else this year: what the transfer's text names. */
const referenceYear = (data: MyDues) => Math.min(Number(data.today.slice(0, 4)), ...data.dues.filter((due) => due.settled < due.amount).map((due) => due.year));

function HowToPay({ data, entry }: { data: MyDues; entry: OwnDuesEntry }) {
  const site = useIdentity();
  const { iban, accountHolder } = data.settings;
  return (
    <>
      <h3>Nasıl ödenir?</h3>
      {iban ? (
        <dl className="event-facts">
          <dt>IBAN</dt>
          <dd className="iban">{groupedIban(iban)}</dd>
          <dt>Hesap sahibi</dt>
          <dd>{accountHolder || site.name}</dd>
          <dt>Açıklama</dt>
          <dd>
            <strong className="iban">{paymentReference(entry.registerNo, referenceYear(data))}</strong>
          </dd>
        </dl>
      ) : (
        <p>Derneğin banka hesabı henüz buraya yazılmadı; havale bilgisi için derneğe yazın.</p>
      )}
      {iban ? <p>Havale ya da EFT yaparken açıklamaya yukarıdaki metni aynen yazın; ödemeniz böylece size işlenir. Ödemeniz için bankanın dekontu belgeniz olarak kalır.</p> : null}
      <p>Dernek merkezinde nakit ödediğinizde size seri numaralı bir alındı belgesi verilir.</p>
    </>
  );
}

/**
 * The section. `all` shows every year (the /hesabim/aidatlarim page); otherwise this year and any
 * due still open, with a link to the rest. Nothing at all for an account with no register entry.
 */
export function MyDuesSection({ data, all = false }: { data: MyDues; all?: boolean }) {
  const { entry } = data;
  if (!entry) return null;
  const year = Number(data.today.slice(0, 4));
  const dues = all ? data.dues : data.dues.filter((due) => due.year >= year || due.settled < due.amount);
  const payments = all ? data.payments : data.payments.filter((payment) => payment.paidOn >= `${year}-01-01`);
  const more = dues.length < data.dues.length || payments.length < data.payments.length;
  return (
    <section className="section" aria-labelledby="aidatlarim">
      <h2 id="aidatlarim">{all ? "Bütün yıllar" : "Aidatlarım"}</h2>
      <Standing entry={entry} />
      {dues.length > 0 ? <DuesTable dues={dues} /> : <p>{all ? "Adınıza tahakkuk etmiş aidat yok." : "Bu yıl için adınıza tahakkuk etmiş aidat henüz yok."}</p>}
      {payments.length > 0 ? <PaymentsTable payments={payments} /> : null}
      <HowToPay data={data} entry={entry} />
      {all || more ? <p>{all ? <a href={ACCOUNT_PATH}>Hesabıma dön</a> : <a href={ACCOUNT_DUES_PATH}>Geçmiş yılların aidat ve ödemeleri</a>}</p> : null}
    </section>
  );
}
