/** The assemblies, the association's assembly settings, and a new plan. */
import { useState, type FormEvent } from "react";
import type { AssemblyListDto, AssemblyListItemDto } from "../../../../src/shared/assembly/dto";
import { formRefusal, useApi } from "../../api";
import { useLoad } from "../../hooks";
import { Link } from "../../router";
import { assemblyHref } from "../../routes";
import { AdminTable, LoadState, SectionHeader, TextField } from "../../ui";
import { ActionFeedback, useAction } from "../../use-action";
import { KIND_LABELS, MATTER_LABELS, RULE_LABELS, showDay } from "./labels";
import { PastAssemblies } from "./PastAssemblies";
import { PlanForm } from "./PlanForm";

/**
 * An assembly as the list names it: its kind, year and first meeting's day, and a bylaw change or
 * dissolution when on the agenda, so two assemblies of one year are told apart at a glance.
 */
export const listName = (item: Pick<AssemblyListItemDto, "kind" | "firstOn" | "matter">): string =>
  [`${KIND_LABELS[item.kind]} genel kurul ${item.firstOn.slice(0, 4)}`, showDay(item.firstOn), item.matter === "regular" ? null : MATTER_LABELS[item.matter].toLocaleLowerCase("tr")].filter(Boolean).join(" · ");

function stateOf(item: AssemblyListDto["items"][number]): string {
  if (item.resultFiledOn) return "Sonuç bildirildi";
  if (item.heldOn) return "Toplandı; sonuç bildirimi bekliyor";
  if (item.noticeSentAt) return "Çağrı gönderildi";
  return "Planlanıyor";
}

function SettingsForm({ settings, onSaved }: { settings: AssemblyListDto["settings"]; onSaved(): void }) {
  const { api } = useApi();
  const action = useAction();
  const [draft, setDraft] = useState({ boardSeats: String(settings.boardSeats), auditSeats: String(settings.auditSeats), everyYears: String(settings.everyYears), leaveOutBehind: settings.leaveOutBehind });
  const save = (event: FormEvent) => {
    event.preventDefault();
    const body = { boardSeats: Number(draft.boardSeats), auditSeats: Number(draft.auditSeats), everyYears: Number(draft.everyYears), leaveOutBehind: draft.leaveOutBehind, version: settings.version };
    void action.run(async () => (await api("/assembly/settings", { method: "PUT", body }), onSaved(), "Ayarlar kaydedildi."), { refusal: formRefusal });
  };
  const errors = action.fieldErrors;
  return (
    <form className="form assembly-settings" onSubmit={save} noValidate>
      <h2>Tüzükten ayarlar</h2>
      <ActionFeedback action={action} />
      <TextField id="assembly-board-seats" label="Yönetim kurulu asıl üye sayısı" inputMode="numeric" value={draft.boardSeats} onChange={(boardSeats) => setDraft({ ...draft, boardSeats })} error={errors.boardSeats} required />
      <TextField id="assembly-audit-seats" label="Denetim kurulu asıl üye sayısı" inputMode="numeric" value={draft.auditSeats} onChange={(auditSeats) => setDraft({ ...draft, auditSeats })} error={errors.auditSeats} required />
      <TextField id="assembly-every-years" label={RULE_LABELS.everyYears} inputMode="numeric" value={draft.everyYears} onChange={(everyYears) => setDraft({ ...draft, everyYears })} error={errors.everyYears} required />
      <label className="checkbox">
        <input type="checkbox" checked={draft.leaveOutBehind} onChange={(event) => setDraft({ ...draft, leaveOutBehind: event.target.checked })} /> Aidat borcu olan üyeler hazirun listesine alınmaz
      </label>
      <div className="button-row">
        <button type="submit" className="button" disabled={action.busy !== null}>
          Ayarları kaydet
        </button>
      </div>
    </form>
  );
}

export function AssemblyList() {
  const { data, error, reload } = useLoad<AssemblyListDto>("/assembly");
  return (
    <>
      <SectionHeader title="Genel kurul" lead="Planlama, çağrı, hazirun listesi, yoklama, tutanak ve sonuç bildirimi." />
      <LoadState data={data} error={error} reload={reload}>
        {(loaded) => (
          <>
            {loaded.items.length === 0 ? (
              <p className="meta">Sitede henüz planlanmış genel kurul yok: ilkini aşağıdaki “Yeni genel kurul” formuyla planlayın.</p>
            ) : (
              <AdminTable label="Genel kurullar" caption="Genel kurullar, en yenisi üstte">
                <thead>
                  <tr>
                    <th scope="col">Toplantı</th>
                    <th scope="col">İlk toplantı günü</th>
                    <th scope="col">Durum</th>
                  </tr>
                </thead>
                <tbody>
                  {loaded.items.map((item) => (
                    <tr key={item.id}>
                      <td>
                        <Link href={assemblyHref(item.id)}>{listName(item)}</Link>
                      </td>
                      <td data-label="İlk toplantı günü">{showDay(item.firstOn)}</td>
                      <td data-label="Durum">{stateOf(item)}</td>
                    </tr>
                  ))}
                </tbody>
              </AdminTable>
            )}
            <SettingsForm key={loaded.settings.version} settings={loaded.settings} onSaved={reload} />
            <PastAssemblies past={loaded.past} onSaved={reload} />
          </>
        )}
      </LoadState>
      <h2>Yeni genel kurul</h2>
      <PlanForm assembly={null} />
    </>
  );
}
