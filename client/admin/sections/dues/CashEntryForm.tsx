/** A new income or expense entry in the cash book. */
import { useState, type FormEvent } from "react";
import type { CashCategoryDto } from "../../../../src/shared/dues/dto";
import { formRefusal, useApi } from "../../api";
import { useLoad } from "../../hooks";
import { TextField } from "../../ui";
import { ActionFeedback, useAction } from "../../use-action";
import { kurusOf, MoneyField } from "./money-field";
import { istanbulToday } from "../../../../src/shared/i18n/dates";

const today = istanbulToday;

export function CashEntryForm({ onAdded }: { onAdded(): void }) {
  const { api } = useApi();
  const action = useAction();
  const categories = useLoad<CashCategoryDto[]>("/cash-book/categories");
  const [draft, setDraft] = useState({ entryDate: today(), direction: "expense" as "income" | "expense", categoryId: "", documentRef: "", description: "", amount: "" });
  const [token, setToken] = useState(() => crypto.randomUUID());
  const [amountError, setAmountError] = useState<string | undefined>();
  const offered = (categories.data ?? []).filter((category) => category.direction === draft.direction && !category.archived && !category.systemKey);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = kurusOf(draft.amount);
    setAmountError("error" in amount ? amount.error : undefined);
    if ("error" in amount) return;
    void action.run(
      async () => {
        await api("/cash-book/entries", { method: "POST", body: { ...draft, token, categoryId: Number(draft.categoryId) || 0, amount: amount.kurus } });
        setToken(crypto.randomUUID());
        setDraft({ ...draft, documentRef: "", description: "", amount: "" });
        onAdded();
        return "Kayıt deftere yazıldı.";
      },
      { refusal: formRefusal },
    );
  };
  const errors = action.fieldErrors;
  return (
    <form className="form card dues-entry" onSubmit={submit} noValidate>
      <h2>Deftere kayıt ekle</h2>
      <ActionFeedback action={action} />
      <fieldset className="field">
        <legend>Gelir mi, gider mi?</legend>
        {(["income", "expense"] as const).map((direction) => (
          <label key={direction} className="checkbox">
            <input type="radio" name="defter-yon" checked={draft.direction === direction} onChange={() => setDraft({ ...draft, direction, categoryId: "" })} /> {direction === "income" ? "Gelir" : "Gider"}
          </label>
        ))}
      </fieldset>
      <div className={`field${errors.categoryId ? " has-error" : ""}`}>
        <label htmlFor="defter-tur">Tür</label>
        <select id="defter-tur" value={draft.categoryId} onChange={(event) => setDraft({ ...draft, categoryId: event.target.value })} aria-invalid={errors.categoryId ? true : undefined}>
          <option value="">Seçin</option>
          {offered.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
        {errors.categoryId ? <p className="field-error">{errors.categoryId}</p> : null}
      </div>
      <TextField id="defter-tarih" type="date" label="Tarih" value={draft.entryDate} onChange={(entryDate) => setDraft({ ...draft, entryDate })} error={errors.entryDate} required />
      <TextField id="defter-belge" label="Belge (türü ve numarası)" hint="Örnek: Fatura 2026/118. Basılan defterin belge sütununda görünür." value={draft.documentRef} onChange={(documentRef) => setDraft({ ...draft, documentRef })} error={errors.documentRef} />
      <TextField id="defter-aciklama" label="Açıklama" value={draft.description} onChange={(description) => setDraft({ ...draft, description })} error={errors.description} required />
      <MoneyField id="defter-tutar" label="Tutar" value={draft.amount} onChange={(amount) => setDraft({ ...draft, amount })} error={amountError ?? errors.amount} required />
      <button type="submit" className="button" disabled={action.busy !== null}>
        Deftere yaz
      </button>
    </form>
  );
}
