/**
 * Today's dues reminders, as the daily cron would send them (docs/dues.md): who, for which year and
 * stage, how much is open, and whether it went already; the treasurer may send those not yet sent
 * now instead of waiting for the cron. Sending twice, or beside the cron, mails nobody twice.
 */
import { useState } from "react";
import { bookDay } from "../../../../src/shared/i18n/days";
import { formatMoney } from "../../../../src/shared/money";
import { REMINDER_STAGE_NAMES, type ReminderStage } from "../../../../src/shared/dues/settings";
import { useApi } from "../../api";
import { useLoad } from "../../hooks";
import { AdminTable, ConfirmAction, EmptyState, LoadState } from "../../ui";
import { ActionFeedback, useAction } from "../../use-action";

interface Preview {
  today: string;
  items: { registerNo: number; name: string; year: number; stage: ReminderStage; dueOn: string; owed: number; sent: boolean }[];
}

function ReminderTable({ items }: { items: Preview["items"] }) {
  return (
    <AdminTable label="Bugünün hatırlatmaları" caption="Bugünün aidat hatırlatmaları">
      <thead>
        <tr>
          <th scope="col">Üye</th>
          <th scope="col">Yıl</th>
          <th scope="col">Hatırlatma</th>
          <th scope="col" className="cell-amount">
            Açık tutar
          </th>
          <th scope="col">Durum</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={`${item.registerNo}:${item.year}:${item.stage}`}>
            <td>
              {item.name} <span className="meta">(üye no {item.registerNo})</span>
            </td>
            <td data-label="Yıl">{item.year}</td>
            <td data-label="Hatırlatma">
              {REMINDER_STAGE_NAMES[item.stage]} <span className="meta">(ödeme günü {bookDay(item.dueOn)})</span>
            </td>
            <td data-label="Açık tutar" className="cell-amount">
              {formatMoney(item.owed)}
            </td>
            <td data-label="Durum">{item.sent ? "Gönderildi" : "Gönderilecek"}</td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}

function ReminderList({ writes }: { writes: boolean }) {
  const { api } = useApi();
  const action = useAction();
  const { data, error, reload } = useLoad<Preview>("/dues/reminders");
  const send = () =>
    action.run(async () => {
      const { queued } = await api<{ queued: number }>("/dues/reminders/send", { method: "POST" });
      reload();
      return queued === 0 ? "Gönderilecek hatırlatma kalmamıştı." : `${queued} hatırlatma e-postası gönderilmek üzere sıraya alındı.`;
    });
  return (
    <LoadState data={data} error={error} reload={reload}>
      {(preview) => {
        const waiting = preview.items.filter((item) => !item.sent).length;
        return (
          <>
            <ActionFeedback action={action} />
            {preview.items.length === 0 ? <EmptyState title={`${bookDay(preview.today)} günü hatırlatılacak üye yok`} /> : <ReminderTable items={preview.items} />}
            {writes && waiting > 0 ? (
              <ConfirmAction label={`${waiting} hatırlatmayı şimdi gönder`} question={`${waiting} üyeye aidat hatırlatması e-postayla gönderilecek. Her üyeye bu hatırlatma bir kez gider. Gönderilsin mi?`} confirmLabel="Evet, gönder" busyLabel="Gönderiliyor…" className="button" onConfirm={send} />
            ) : null}
          </>
        );
      }}
    </LoadState>
  );
}

/** The card on the dues dashboard: opened on demand, so the dashboard's first load does not wait for it. */
export function Reminders({ writes }: { writes: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <section className="card dues-reminders" aria-labelledby="aidat-hatirlatmalari">
      <h2 id="aidat-hatirlatmalari">Bugünün aidat hatırlatmaları</h2>
      <p className="meta">Ayarlarda açık olan hatırlatmalar her sabah kendiliğinden gider; burada kime ne gideceğini görüp hemen gönderebilirsiniz.</p>
      {open ? (
        <ReminderList writes={writes} />
      ) : (
        <button type="button" className="button button-secondary" onClick={() => setOpen(true)}>
          Hatırlatmaları göster
        </button>
      )}
    </section>
  );
}
