import { describe, expect, it } from "vitest";
import { ApiClientError } from "../../../client/admin/api";
import {
  initialVersionedFormState,
  phaseFlags,
  versionedFormReducer,
  type VersionedFormAction,
  type VersionedFormState,
} from "../../../client/admin/versioned-form-state";

type Form = { title: string; body: { root: unknown } };
type Dto = { id: number; version: number; title: string };

const BODY = { root: {} };
const loaded: Dto = { id: 7, version: 3, title: "Bahar şenliği" };
const theirs = { dto: { id: 7, version: 4, title: "Bahar şenliği (güncel)" }, by: "Ayşe" };

/** Runs the actions in order from a form showing the loaded version. */
function run(...actions: Array<VersionedFormAction<Form, Dto>>): VersionedFormState<Form, Dto> {
  const start = versionedFormReducer(initialVersionedFormState<Form, Dto>({ title: "", body: BODY }), { type: "reset", form: { title: loaded.title, body: BODY }, stored: loaded });
  return actions.reduce(versionedFormReducer<Form, Dto>, start);
}

const flags = (state: VersionedFormState<Form, Dto>) => phaseFlags(state.phase);
const edit: VersionedFormAction<Form, Dto> = { type: "edit", patch: { title: "Yeni başlık" } };

describe("the versioned form's phases", () => {
  it("starts clean on the stored version, the editor started afresh", () => {
    const state = run();
    expect(state.phase).toEqual({ name: "clean" });
    expect(state.stored).toBe(loaded);
    expect(state.editorKey).toBe(1);
  });

  it("becomes dirty on an edit, which clears the status line", () => {
    const state = run({ type: "status", status: "Kaydedildi" }, edit);
    expect(state.phase).toEqual({ name: "dirty" });
    expect(state.form.title).toBe("Yeni başlık");
    expect(state.status).toBe("");
  });

  it("applies an edit given as a function of the form", () => {
    expect(run({ type: "edit", patch: (form) => ({ title: `${form.title}!` }) }).form.title).toBe("Bahar şenliği!");
  });

  it("saves: saving over dirty, then clean on the stored answer", () => {
    const saving = run(edit, { type: "saveStarted", status: "Kaydediliyor…" });
    expect(flags(saving)).toMatchObject({ saving: true, dirty: true, conflict: false });
    expect(saving.status).toBe("Kaydediliyor…");
    const saved = versionedFormReducer(saving, { type: "saved", stored: { ...loaded, version: 4 }, typedSince: false, status: "Kaydedildi" });
    expect(saved.phase).toEqual({ name: "clean" });
    expect(saved.stored?.version).toBe(4);
    expect(saved.status).toBe("Kaydedildi");
  });

  it("stays dirty after a save when the editor typed while it was sent, and settles the form", () => {
    const typed = run(edit, { type: "saveStarted" }, { type: "edit", patch: { title: "Daha yeni" } });
    expect(typed.phase).toEqual({ name: "saving", over: { name: "dirty" } });
    const saved = versionedFormReducer(typed, { type: "saved", stored: loaded, typedSince: true, status: "", settle: (form) => ({ ...form, title: form.title.toUpperCase() }) });
    expect(saved.phase).toEqual({ name: "dirty" });
    expect(saved.form.title).toBe("DAHA YENI");
  });

  it("goes back to the phase it saved from when the save fails, with the server's reasons", () => {
    const error = new ApiClientError(400, "Başlık eksik");
    const failed = run(edit, { type: "saveStarted" }, { type: "saveFailed", status: "", error, fieldErrors: { title: "Başlık eksik" } });
    expect(failed.phase).toEqual({ name: "dirty" });
    expect(failed.saveError).toBe(error);
    expect(failed.fieldErrors).toEqual({ title: "Başlık eksik" });
  });

  it("keeps earlier reasons when a save on its own is refused (only the status line says why)", () => {
    const error = new ApiClientError(400, "eski");
    const failed = run(edit, { type: "saveError", error }, { type: "saveStarted" }, { type: "saveFailed", status: "Otomatik kayıt: başlık eksik" });
    expect(failed.saveError).toBe(error);
    expect(failed.status).toBe("Otomatik kayıt: başlık eksik");
  });

  it("enters a conflict during a save, keeps it when the save fails, and shows their version once fetched", () => {
    const state = run(edit, { type: "saveStarted" }, { type: "conflict" }, { type: "saveFailed", status: "" }, { type: "theirs", theirs });
    expect(state.phase).toEqual({ name: "conflict", dirty: true, theirs });
    expect(flags(state)).toEqual({ dirty: true, saving: false, conflict: true, comparing: false, theirs });
  });

  it("meets a conflict without unsaved edits (a refused publication)", () => {
    expect(flags(run({ type: "conflict" }))).toMatchObject({ dirty: false, conflict: true, theirs: null });
  });

  it("compares only once their version is there, and toggles back", () => {
    expect(run({ type: "conflict" }, { type: "compare", open: true }).phase.name).toBe("conflict");
    const comparing = run(edit, { type: "conflict" }, { type: "theirs", theirs }, { type: "compare", open: (open) => !open });
    expect(comparing.phase).toEqual({ name: "comparing", dirty: true, theirs });
    expect(versionedFormReducer(comparing, { type: "compare", open: (open) => !open }).phase.name).toBe("conflict");
  });

  it("ignores comparing outside a conflict, and their version once the conflict is over", () => {
    expect(run({ type: "compare", open: true }).phase).toEqual({ name: "clean" });
    expect(run(edit, { type: "theirs", theirs }).phase).toEqual({ name: "dirty" });
  });

  it("keeps the conflict while comparing through a save over theirs, and ends it when that save is stored", () => {
    const saving = run(edit, { type: "conflict" }, { type: "theirs", theirs }, { type: "compare", open: true }, { type: "saveStarted" });
    expect(flags(saving)).toMatchObject({ saving: true, conflict: true, comparing: true, theirs });
    const saved = versionedFormReducer(saving, { type: "saved", stored: { ...loaded, version: 5 }, typedSince: false, status: "" });
    expect(flags(saved)).toEqual({ dirty: false, saving: false, conflict: false, comparing: false, theirs: null });
  });

  it("resets to a stored version: clean, no conflict, no messages, the editor started afresh", () => {
    const messy = run(edit, { type: "conflict" }, { type: "theirs", theirs }, { type: "status", status: "x" }, { type: "showUnsaved", form: { title: "geri", body: BODY }, recoveredAt: 5 });
    expect(messy.recoveredAt).toBe(5);
    const reset = versionedFormReducer(messy, { type: "reset", form: { title: theirs.dto.title, body: BODY }, stored: theirs.dto });
    expect(reset).toEqual({ ...initialVersionedFormState({ title: theirs.dto.title, body: BODY }, theirs.dto), editorKey: messy.editorKey + 1 });
  });

  it("shows unsaved edits brought back as dirty, and setDirty(false) clears them within a conflict", () => {
    const shown = run({ type: "showUnsaved", form: { title: "yerel", body: BODY }, recoveredAt: 1 });
    expect(shown.phase).toEqual({ name: "dirty" });
    expect(shown.editorKey).toBe(2);
    const conflict = run(edit, { type: "conflict" }, { type: "setDirty", dirty: false });
    expect(conflict.phase).toEqual({ name: "conflict", dirty: false, theirs: null });
    expect(run(edit, { type: "setDirty", dirty: false }).phase).toEqual({ name: "clean" });
  });

  it("marks a form refused before sending with the fields to fix", () => {
    const error = new ApiClientError(400, "alanlar");
    const state = run(edit, { type: "invalid", error, fieldErrors: { title: "Başlık yazın." } });
    expect(state.phase).toEqual({ name: "dirty" });
    expect(state.fieldErrors).toEqual({ title: "Başlık yazın." });
    expect(state.saveError).toBe(error);
  });
});
