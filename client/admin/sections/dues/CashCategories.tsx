/**
 * The cash book's categories (docs/dues.md): added, renamed, placed on a line of the yearly DERBİS
 * summary, archived and restored, each change audited on the server. The dues category ("Aidat") is
 * fixed: payments post into it. Shown in the Ayarlar tab; the board reads the list only.
 */
import { useState, type FormEvent } from "react";
import type { CashCategoryDto } from "../../../../src/shared/dues/dto";
import { DERBIS_LINES, type DerbisLine } from "../../../../src/shared/dues/derbis";
import { formRefusal, useApi } from "../../api";
import { useLoad } from "../../hooks";
import { AdminTable, LoadState, SelectField, TextField } from "../../ui";
import { ActionFeedback, useAction } from "../../use-action";

type Direction = CashCategoryDto["direction"];
const DIRECTIONS: Record<Direction, string> = { income: "Gelir", expense: "Gider" };

/** The summary lines of one direction, for a select. */
const linesOf = (direction: Direction) => Object.fromEntries(Object.entries(DERBIS_LINES).filter(([line]) => line.startsWith(direction))) as Record<DerbisLine, string>;

interface Draft {
  name: string;
  derbisLine: DerbisLine | "";
}

/** The name and summary line of a category being added or changed. */
function CategoryFields({ id, direction, draft, setDraft, errors }: { id: string; direction: Direction; draft: Draft; setDraft(draft: Draft): void; errors: Record<string, string> }) {
  return (
    <>
      <TextField id={`${id}-ad`} label="Türün adı" value={draft.name} onChange={(name) => setDraft({ ...draft, name })} error={errors.name} required />
      <SelectField id={`${id}-satir`} label="Yıllık özetteki satırı (DERBİS)" value={draft.derbisLine} options={linesOf(direction)} onChange={(derbisLine) => setDraft({ ...draft, derbisLine })} error={errors.derbisLine} required />
    </>
  );
}

function CategoryRow({ category, writes, onChanged }: { category: CashCategoryDto; writes: boolean; onChanged(): void }) {
  const { api } = useApi();
  const action = useAction();
  const [draft, setDraft] = useState<Draft | null>(null);
  const save = (event: FormEvent) => {
    event.preventDefault();
    void action.run(async () => (await api(`/cash-book/categories/${category.id}`, { method: "PUT", body: draft }), setDraft(null), onChanged(), "Tür kaydedildi."), { refusal: formRefusal });
  };
  const archive = () => void action.run(async () => (await api(`/cash-book/categories/${category.id}/archived`, { method: "PUT", body: { archived: !category.archived } }), onChanged(), category.archived ? "Tür yeniden seçilebilir." : "Tür arşivlendi."));
  const fixed = category.systemKey !== null;
  return (
    <tr>
      <td>
        {draft ? (
          <form className="form" onSubmit={save} noValidate>
            <CategoryFields id={`tur-${category.id}`} direction={category.direction} draft={draft} setDraft={setDraft} errors={action.fieldErrors} />
            <button type="submit" className="button">Kaydet</button>{" "}
            <button type="button" className="button button-secondary button-small" onClick={() => setDraft(null)}>Vazgeç</button>
          </form>
        ) : (
          category.name
        )}
        <ActionFeedback action={action} />
      </td>
      <td data-label="Yön">{DIRECTIONS[category.direction]}</td>
      <td data-label="Yıllık özette">{DERBIS_LINES[category.derbisLine as DerbisLine] ?? category.derbisLine}</td>
      <td data-label="Durum">{fixed ? "Aidat ödemeleri buraya işlenir" : category.archived ? "Arşivde" : "Seçilebilir"}</td>
      <td data-label="İşlem">
        {writes && !fixed && !draft ? (
          <>
            <button type="button" className="button button-secondary button-small" onClick={() => setDraft({ name: category.name, derbisLine: category.derbisLine as DerbisLine })}>Düzenle</button>{" "}
            <button type="button" className="button button-secondary button-small" onClick={archive}>{category.archived ? "Arşivden çıkar" : "Arşivle"}</button>
          </>
        ) : (
          "—"
        )}
      </td>
    </tr>
  );
}

function NewCategory({ onAdded }: { onAdded(): void }) {
  const { api } = useApi();
  const action = useAction();
  const [direction, setDirection] = useState<Direction>("expense");
  const [draft, setDraft] = useState<Draft>({ name: "", derbisLine: "" });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void action.run(async () => (await api("/cash-book/categories", { method: "POST", body: { ...draft, direction } }), setDraft({ name: "", derbisLine: "" }), onAdded(), "Tür eklendi."), { refusal: formRefusal });
  };
  return (
    <form className="form card" onSubmit={submit} noValidate>
      <h3>Yeni tür</h3>
      <ActionFeedback action={action} />
      <SelectField id="yeni-tur-yon" label="Gelir mi, gider mi?" value={direction} options={DIRECTIONS} onChange={(next) => {
          setDirection(next);
          setDraft({ ...draft, derbisLine: "" });
        }} required />
      <CategoryFields id="yeni-tur" direction={direction} draft={draft} setDraft={setDraft} errors={action.fieldErrors} />
      <button type="submit" className="button">Türü ekle</button>
    </form>
  );
}

export function CashCategories({ writes }: { writes: boolean }) {
  const { data, error, reload } = useLoad<CashCategoryDto[]>("/cash-book/categories");
  return (
    <section className="dues-categories" aria-labelledby="defter-turleri">
      <h2 id="defter-turleri">Defter türleri</h2>
      <p className="field-hint">Her tür, yıllık özette (DERBİS beyannamesinin gelir ve gider bölümü) bir satıra toplanır. Kullanılmış bir tür silinmez; arşivlenince yeni kayıtlarda seçilemez.</p>
      <LoadState data={data} error={error} reload={reload}>
        {(categories) => (
          <AdminTable label="Defter türleri tablosu" caption="Defter türleri">
            <thead>
              <tr>
                <th scope="col">Tür</th>
                <th scope="col">Yön</th>
                <th scope="col">Yıllık özette</th>
                <th scope="col">Durum</th>
                <th scope="col">İşlem</th>
              </tr>
            </thead>
            <tbody>
              {categories.map((category) => (
                <CategoryRow key={category.id} category={category} writes={writes} onChanged={reload} />
              ))}
            </tbody>
          </AdminTable>
        )}
      </LoadState>
      {writes ? <NewCategory onAdded={reload} /> : null}
    </section>
  );
}
