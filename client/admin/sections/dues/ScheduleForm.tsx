/** A year's dues schedule (amounts per member category, the entry fee, pro rata), and the year's charge. */
import { useState, type FormEvent } from "react";
import type { ScheduleDto } from "../../../../src/shared/dues/dto";
import { DUES_CATEGORY_NAMES, type DuesCategory } from "../../../../src/shared/dues/categories";
import { formatMoneyPlain } from "../../../../src/shared/money";
import { formRefusal, useApi } from "../../api";
import { useLoad } from "../../hooks";
import { ConfirmAction, LoadState, TextField } from "../../ui";
import { ActionFeedback, useAction } from "../../use-action";
import { kurusOf, MoneyField } from "./money-field";
import { YearLinks } from "./YearLinks";

/** Under a charged year's tariff: that year's, which may be next year's as well as this one's. */
export const chargedNotice = (year: number) =>
  `${year} yılının aidatı tahakkuk ettirildi; tarife artık değişmez. Sonradan kabul edilen üyelere aidatları kabul edildiklerinde eklenir.`;

type Draft = { dueOn: string; entryFee: string; proRata: boolean; rates: { category: DuesCategory; amount: string; exempt: boolean }[] };

const draftOf = (schedule: ScheduleDto): Draft => ({
  dueOn: schedule.dueOn,
  entryFee: formatMoneyPlain(schedule.entryFee),
  proRata: schedule.proRata,
  rates: schedule.rates.map((rate) => ({ category: rate.category, amount: formatMoneyPlain(rate.amount), exempt: rate.exempt })),
});

/** The schedule's JSON body, or the fields whose amounts cannot be read. */
function bodyOf(year: number, draft: Draft): { body: unknown } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const read = (key: string, text: string) => {
    const result = kurusOf(text, 0);
    if ("error" in result) errors[key] = result.error;
    return "kurus" in result ? result.kurus : 0;
  };
  const body = { year, dueOn: draft.dueOn, entryFee: read("entryFee", draft.entryFee), proRata: draft.proRata, rates: draft.rates.map((rate) => ({ ...rate, amount: read(`rate-${rate.category}`, rate.amount) })) };
  return Object.keys(errors).length ? { errors } : { body };
}

function ScheduleFields({ year, schedule, writes, onSaved }: { year: number; schedule: ScheduleDto; writes: boolean; onSaved(): void }) {
  const { api } = useApi();
  const action = useAction();
  const [draft, setDraft] = useState(() => draftOf(schedule));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const locked = !writes || schedule.chargedAt !== null;
  const save = (event: FormEvent) => {
    event.preventDefault();
    const built = bodyOf(year, draft);
    setErrors("errors" in built ? built.errors : {});
    if ("body" in built) void action.run(async () => (await api("/dues/schedules", { method: "PUT", body: built.body }), onSaved(), "Tarife kaydedildi."), { refusal: formRefusal });
  };
  const charge = () => action.run(async () => `${(await api<{ created: number }>("/dues/charge", { method: "POST", body: { year } })).created} üyeye ${year} aidatı tahakkuk ettirildi.`).then(onSaved);
  const shown = { ...action.fieldErrors, ...errors };
  return (
    <form className="form dues-schedule" onSubmit={save} noValidate>
      <ActionFeedback action={action} />
      {schedule.chargedAt ? <p className="notice">{chargedNotice(year)}</p> : null}
      <TextField id="dues-due-on" type="date" label="Ödeme günü" value={draft.dueOn} onChange={(dueOn) => setDraft({ ...draft, dueOn })} error={shown.dueOn} disabled={locked} required />
      {draft.rates.map((rate, index) => (
        <fieldset key={rate.category} className="dues-rate">
          <legend>{DUES_CATEGORY_NAMES[rate.category]}</legend>
          <MoneyField id={`dues-rate-${rate.category}`} label="Yıllık aidat" value={rate.amount} error={shown[`rate-${rate.category}`]} disabled={locked || rate.exempt} onChange={(amount) => setDraft({ ...draft, rates: draft.rates.map((other, i) => (i === index ? { ...other, amount } : other)) })} />
          <label className="checkbox">
            <input type="checkbox" checked={rate.exempt} disabled={locked} onChange={(event) => setDraft({ ...draft, rates: draft.rates.map((other, i) => (i === index ? { ...other, exempt: event.target.checked } : other)) })} /> Aidattan muaf
          </label>
        </fieldset>
      ))}
      <MoneyField id="dues-entry-fee" label="Giriş aidatı" value={draft.entryFee} onChange={(entryFee) => setDraft({ ...draft, entryFee })} error={shown.entryFee} disabled={locked} />
      <label className="checkbox">
        <input type="checkbox" checked={draft.proRata} disabled={locked} onChange={(event) => setDraft({ ...draft, proRata: event.target.checked })} /> Yıl içinde kabul edilen üye, kabul edildiği aydan itibaren kalan aylar kadar öder
      </label>
      {locked ? null : (
        <div className="button-row">
          <button type="submit" className="button" disabled={action.busy !== null}>
            Tarifeyi kaydet
          </button>
          {schedule.version > 0 ? <ConfirmAction label={`${year} aidatını tahakkuk ettir`} question={`${year} aidatı bütün üyelere bir kez tahakkuk ettirilecek ve tarife bundan sonra değiştirilemeyecek. Devam edilsin mi?`} confirmLabel="Tahakkuk ettir" onConfirm={charge} /> : null}
        </div>
      )}
    </form>
  );
}

export function ScheduleForm({ year, writes }: { year: number | null; writes: boolean }) {
  const shown = year ?? new Date().getFullYear();
  const { data, error, reload } = useLoad<ScheduleDto>(`/dues/schedules/${shown}`);
  return (
    <>
      <YearLinks tab="tarife" shown={shown} label="aidat tarifesi" />
      <h2>{shown} aidat tarifesi</h2>
      <LoadState data={data} error={error} reload={reload}>
        {(schedule) => <ScheduleFields key={`${schedule.year}:${schedule.version}:${schedule.chargedAt}`} year={shown} schedule={schedule} writes={writes} onSaved={reload} />}
      </LoadState>
    </>
  );
}
