/** Recording a payment (cash with its receipt serial, or a bank transfer) and a member's dues and payments beside it. */
import { useState, type FormEvent } from "react";
import type { MemberDuesDto } from "../../../../src/shared/dues/dto";
import { formRefusal, useApi } from "../../api";
import { useLoad } from "../../hooks";
import { LoadState, TextField } from "../../ui";
import { ActionFeedback, useAction } from "../../use-action";
import { kurusOf, MoneyField } from "./money-field";
import { MemberDues } from "./MemberDues";
import { MemberFinder } from "./MemberFinder";
import { istanbulToday } from "../../../../src/shared/i18n/dates";

const todayText = istanbulToday;

interface Draft {
  registerNo: string;
  paidOn: string;
  amount: string;
  method: "cash" | "bank";
  receiptSerial: string;
  bankReference: string;
  note: string;
}

const emptyDraft = (registerNo = ""): Draft => ({ registerNo, paidOn: todayText(), amount: "", method: "cash", receiptSerial: "", bankReference: "", note: "" });

function PaymentFields({ draft, setDraft, errors }: { draft: Draft; setDraft(draft: Draft): void; errors: Record<string, string> }) {
  const set = (key: keyof Draft) => (value: string) => setDraft({ ...draft, [key]: value });
  return (
    <>
      <TextField id="odeme-uye" label="Üye numarası" value={draft.registerNo} onChange={set("registerNo")} error={errors.registerNo} inputMode="numeric" required />
      <TextField id="odeme-tarih" type="date" label="Ödeme tarihi" value={draft.paidOn} onChange={set("paidOn")} error={errors.paidOn} required />
      <MoneyField id="odeme-tutar" label="Tutar" value={draft.amount} onChange={set("amount")} error={errors.amount} required />
      <fieldset className="field">
        <legend>Ödeme biçimi</legend>
        {(["cash", "bank"] as const).map((method) => (
          <label key={method} className="checkbox">
            <input type="radio" name="odeme-bicim" value={method} checked={draft.method === method} onChange={() => setDraft({ ...draft, method })} /> {method === "cash" ? "Nakit (alındı belgesiyle)" : "Banka havalesi / EFT"}
          </label>
        ))}
      </fieldset>
      {draft.method === "cash" ? (
        <TextField id="odeme-belge" label="Alındı belgesinin seri ve sıra numarası" value={draft.receiptSerial} onChange={set("receiptSerial")} error={errors.receiptSerial} required />
      ) : (
        <TextField id="odeme-referans" label="Banka açıklaması" value={draft.bankReference} onChange={set("bankReference")} error={errors.bankReference} />
      )}
      <TextField id="odeme-not" label="Not" value={draft.note} onChange={set("note")} error={errors.note} />
    </>
  );
}

export function PaymentForm({ writes, member: opened }: { writes: boolean; member: number | null }) {
  const { api } = useApi();
  const action = useAction();
  const [draft, setDraft] = useState(() => emptyDraft(opened === null ? "" : String(opened)));
  const [token, setToken] = useState(() => crypto.randomUUID());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const registerNo = /^[1-9]\d{0,5}$/.test(draft.registerNo.trim()) ? Number(draft.registerNo.trim()) : null;
  const member = useLoad<MemberDuesDto>(registerNo === null ? null : `/dues/members/${registerNo}`);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = kurusOf(draft.amount);
    setErrors("error" in amount ? { amount: amount.error } : registerNo === null ? { registerNo: "Üye numarasını yazın." } : {});
    if ("error" in amount || registerNo === null) return;
    const body = { ...draft, token, registerNo, amount: amount.kurus };
    void action.run(
      async () => {
        await api("/dues/payments", { method: "POST", body });
        setToken(crypto.randomUUID());
        setDraft(emptyDraft(draft.registerNo));
        member.reload();
        return "Ödeme kaydedildi ve işletme hesabı defterine gelir olarak işlendi.";
      },
      { refusal: formRefusal },
    );
  };
  const chooseMember = (no: number) => setDraft({ ...draft, registerNo: String(no) });
  return (
    <div className="dues-payment">
      <MemberFinder choose={chooseMember} />
      {writes ? (
        <form className="form" onSubmit={submit} noValidate>
          <h2>Ödeme kaydet</h2>
          <ActionFeedback action={action} />
          <PaymentFields draft={draft} setDraft={setDraft} errors={{ ...action.fieldErrors, ...errors }} />
          <button type="submit" className="button" disabled={action.busy !== null}>
            Ödemeyi kaydet
          </button>
        </form>
      ) : (
        <TextField id="odeme-uye" label="Üye numarası" value={draft.registerNo} onChange={(value) => setDraft({ ...draft, registerNo: value })} inputMode="numeric" />
      )}
      {registerNo === null ? null : (
        <LoadState data={member.data} error={member.error} reload={member.reload}>
          {(data) => <MemberDues member={data} writes={writes} onChanged={member.reload} />}
        </LoadState>
      )}
    </div>
  );
}
