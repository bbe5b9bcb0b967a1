/**
 * One member's dues category (asıl, öğrenci, onursal: what the next charge asks of them), dues
 * (settled oldest first) and payments, with the reversal of a payment (the only correction there is).
 */
import type { MemberDuesDto, PaymentDto } from "../../../../src/shared/dues/dto";
import { bookDay } from "../../../../src/shared/i18n/days";
import { formatMoney } from "../../../../src/shared/money";
import { useApi } from "../../api";
import { DUES_CATEGORY_NAMES, type DuesCategory } from "../../../../src/shared/dues/categories";
import { AdminTable, SelectField } from "../../ui";
import { ActionFeedback, useAction } from "../../use-action";
import { ReversalAction, reversalBody } from "./ReversalAction";

const KIND = { annual: "Yıllık aidat", entry: "Giriş aidatı" } as const;

function PaymentRow({ payment, writes, reverse }: { payment: PaymentDto; writes: boolean; reverse(payment: PaymentDto, reason: string): Promise<void> }) {
  const how = payment.method === "cash" ? `Nakit, alındı belgesi ${payment.receiptSerial ?? ""}` : `Banka${payment.bankReference ? `: ${payment.bankReference}` : ""}`;
  return (
    <tr className={payment.reversed ? "dues-reversed" : undefined}>
      <td>
        <time dateTime={payment.paidOn}>{bookDay(payment.paidOn)}</time>
      </td>
      <td data-label="Tutar">{formatMoney(payment.amount)}</td>
      <td data-label="Biçim">
        {payment.reversesId ? `Düzeltme: ${payment.note}` : how}
        {payment.reversed ? " (düzeltildi)" : ""}
      </td>
      <td data-label="İşlem">
        {writes && !payment.reversed && payment.reversesId === null ? (
          <ReversalAction id={`odeme-${payment.id}`} question={`${formatMoney(payment.amount)} tutarındaki ödeme ters kayıtla düzeltilecek; kayıt silinmez, karşısına eksi tutarlı bir düzeltme yazılır.`} reverse={(reason) => reverse(payment, reason)} />
        ) : null}
      </td>
    </tr>
  );
}

export function MemberDues({ member, writes, onChanged }: { member: MemberDuesDto; writes: boolean; onChanged(): void }) {
  const { api } = useApi();
  const action = useAction();
  const behind = Math.max(0, member.dueNow - member.paid);
  const credit = Math.max(0, member.paid - member.charged);
  const setCategory = (category: DuesCategory) =>
    action.run(async () => {
      await api(`/dues/members/${member.registerNo}/category`, { method: "PUT", body: { category } });
      onChanged();
      return `Aidat türü “${DUES_CATEGORY_NAMES[category]}” olarak kaydedildi.`;
    });
  const reverse = (payment: PaymentDto, reason: string) =>
    action.run(async () => {
      await api(`/dues/payments/${payment.id}/reverse`, { method: "POST", body: reversalBody(reason) });
      onChanged();
      return "Ödeme ters kayıtla düzeltildi.";
    });
  return (
    <section className="card dues-member" aria-labelledby="uye-aidat">
      <h2 id="uye-aidat">
        {member.fullName} (üye no {member.registerNo})
      </h2>
      <p>
        Geciken: <strong>{formatMoney(behind)}</strong> · Ödenen: {formatMoney(member.paid)}
        {credit > 0 ? ` · Alacağı: ${formatMoney(credit)}` : ""}
      </p>
      <ActionFeedback action={action} />
      {writes ? (
        <SelectField
          id="uye-aidat-turu"
          label="Aidat türü"
          value={member.category}
          options={DUES_CATEGORY_NAMES}
          hint="Tahakkuk etmiş aidatlar değişmez; yeni tür, sonraki tahakkuktan geçerlidir."
          onChange={(category) => void setCategory(category)}
        />
      ) : (
        <p>Aidat türü: {DUES_CATEGORY_NAMES[member.category]}</p>
      )}
      <AdminTable label="Üyenin aidatları" caption="Üyenin aidatları, yeniden eskiye">
        <thead>
          <tr>
            <th scope="col">Yıl</th>
            <th scope="col">Tür</th>
            <th scope="col">Tutar</th>
            <th scope="col">Ödenen</th>
          </tr>
        </thead>
        <tbody>
          {member.dues.map((due) => (
            <tr key={due.id}>
              <td>{due.year}</td>
              <td data-label="Tür">{KIND[due.kind]}</td>
              <td data-label="Tutar">{formatMoney(due.amount)}</td>
              <td data-label="Ödenen">{formatMoney(due.settled)}</td>
            </tr>
          ))}
        </tbody>
      </AdminTable>
      <AdminTable label="Üyenin ödemeleri" caption="Üyenin ödemeleri ve düzeltmeleri">
        <thead>
          <tr>
            <th scope="col">Tarih</th>
            <th scope="col">Tutar</th>
            <th scope="col">Biçim</th>
            <th scope="col">İşlem</th>
          </tr>
        </thead>
        <tbody>
          {member.payments.map((payment) => (
            <PaymentRow key={payment.id} payment={payment} writes={writes} reverse={reverse} />
          ))}
        </tbody>
      </AdminTable>
    </section>
  );
}
