/**
 * The state of one item edited over a stored version (client/admin/versioned-form.ts), as a
 * reducer: pure, so its transitions are tested without React. The form is in one of five phases:
 *
 *   clean      shows the stored version
 *   dirty      holds unsaved edits
 *   conflict   someone else saved first; their version (`theirs`) is fetched to be compared
 *   comparing  a conflict with both versions shown side by side
 *   saving     a save is under way; `over` is the phase it started from, which edits and a
 *              conflict still change, and which the form returns to when the save fails
 */
import type { ApiClientError } from "./api";

export type FieldErrors = Record<string, string>;

/** Someone else's version, met in a conflict. */
export interface Theirs<D> {
  dto: D;
  /** Who saved it (from the item's history), when known. */
  by: string | null;
}

/** A phase other than saving. */
export type SettledPhase<D> =
  | { name: "clean" }
  | { name: "dirty" }
  /** `dirty`: the form holds unsaved edits too (a refused publication can meet a conflict without any). */
  | { name: "conflict"; dirty: boolean; theirs: Theirs<D> | null }
  | { name: "comparing"; dirty: boolean; theirs: Theirs<D> };

export type Phase<D> = SettledPhase<D> | { name: "saving"; over: SettledPhase<D> };

export interface VersionedFormState<F, D> {
  form: F;
  /** The version as stored (null: an item not created yet). */
  stored: D | null;
  phase: Phase<D>;
  /** Changes when the rich-text editor must start again from `form.body` (it reads its value once). */
  editorKey: number;
  saveError: ApiClientError | null;
  fieldErrors: FieldErrors;
  /** The status line under the form. */
  status: string;
  /** When unsaved edits were brought back from this browser on opening the item. */
  recoveredAt: number | null;
}

export type VersionedFormAction<F, D> =
  | { type: "reset"; form: F; stored: D | null }
  | { type: "showUnsaved"; form: F; recoveredAt?: number }
  | { type: "edit"; patch: Partial<F> | ((form: F) => Partial<F>) }
  | { type: "setDirty"; dirty: boolean }
  | { type: "conflict" }
  | { type: "theirs"; theirs: Theirs<D> }
  | { type: "compare"; open: boolean | ((open: boolean) => boolean) }
  | { type: "saveStarted"; status?: string }
  | { type: "saved"; stored: D; typedSince: boolean; status: string; settle?: (form: F) => F }
  | { type: "saveFailed"; status: string; error?: ApiClientError; fieldErrors?: FieldErrors }
  | { type: "invalid"; error: ApiClientError; fieldErrors: FieldErrors }
  | { type: "status"; status: string }
  | { type: "saveError"; error: ApiClientError | null };

/** The state of a form showing `form` for the stored version `stored`, with nothing unsaved. */
export function initialVersionedFormState<F, D>(form: F, stored: D | null = null, editorKey = 0): VersionedFormState<F, D> {
  return { form, stored, phase: { name: "clean" }, editorKey, saveError: null, fieldErrors: {}, status: "", recoveredAt: null };
}

/** The phase the form is in apart from a save under way. */
export const settledPhase = <D>(phase: Phase<D>): SettledPhase<D> => (phase.name === "saving" ? phase.over : phase);

/** Applies `change` to the settled phase, keeping a save under way around it. */
function mapSettled<D>(phase: Phase<D>, change: (settled: SettledPhase<D>) => SettledPhase<D>): Phase<D> {
  return phase.name === "saving" ? { name: "saving", over: change(phase.over) } : change(phase);
}

/** The settled phase with unsaved edits, or without them. */
function withDirty<D>(settled: SettledPhase<D>, dirty: boolean): SettledPhase<D> {
  if (settled.name === "clean" || settled.name === "dirty") return { name: dirty ? "dirty" : "clean" };
  return { ...settled, dirty };
}

/** The settled phase after someone else's version turned out to be newer. */
function toConflict<D>(settled: SettledPhase<D>): SettledPhase<D> {
  if (settled.name === "conflict" || settled.name === "comparing") return settled;
  return { name: "conflict", dirty: settled.name === "dirty", theirs: null };
}

/** Opens or closes the side-by-side comparison (only once their version is there). */
function toComparing<D>(settled: SettledPhase<D>, open: boolean | ((open: boolean) => boolean)): SettledPhase<D> {
  if (settled.name !== "conflict" && settled.name !== "comparing") return settled;
  const next = typeof open === "function" ? open(settled.name === "comparing") : open;
  if (next && settled.theirs !== null) return { name: "comparing", dirty: settled.dirty, theirs: settled.theirs };
  return { name: "conflict", dirty: settled.dirty, theirs: settled.theirs };
}

/** Their version arrived: shown only while the conflict it was fetched for lasts. */
function withTheirs<D>(settled: SettledPhase<D>, theirs: Theirs<D>): SettledPhase<D> {
  return settled.name === "conflict" || settled.name === "comparing" ? { ...settled, theirs } : settled;
}

/** The transitions of a versioned form. */
export function versionedFormReducer<F, D>(state: VersionedFormState<F, D>, action: VersionedFormAction<F, D>): VersionedFormState<F, D> {
  switch (action.type) {
    case "reset": {
      const next = initialVersionedFormState<F, D>(action.form, action.stored, state.editorKey + 1);
      // A save still under way goes on (its answer settles the form).
      return { ...next, phase: mapSettled(state.phase, () => next.phase as SettledPhase<D>) };
    }
    case "showUnsaved":
      return {
        ...state,
        form: action.form,
        editorKey: state.editorKey + 1,
        phase: mapSettled(state.phase, (settled) => withDirty(settled, true)),
        recoveredAt: action.recoveredAt ?? state.recoveredAt,
      };
    case "edit": {
      const patch = typeof action.patch === "function" ? action.patch(state.form) : action.patch;
      return { ...state, form: { ...state.form, ...patch }, status: "", phase: mapSettled(state.phase, (settled) => withDirty(settled, true)) };
    }
    case "setDirty":
      return { ...state, phase: mapSettled(state.phase, (settled) => withDirty(settled, action.dirty)) };
    case "conflict":
      return { ...state, phase: mapSettled(state.phase, toConflict) };
    case "theirs":
      return { ...state, phase: mapSettled(state.phase, (settled) => withTheirs(settled, action.theirs)) };
    case "compare":
      return { ...state, phase: mapSettled(state.phase, (settled) => toComparing(settled, action.open)) };
    default:
      return savingReducer(state, action);
  }
}

/** The transitions of saving, and the messages under the form. */
function savingReducer<F, D>(state: VersionedFormState<F, D>, action: VersionedFormAction<F, D>): VersionedFormState<F, D> {
  switch (action.type) {
    case "saveStarted":
      return { ...state, phase: { name: "saving", over: settledPhase(state.phase) }, status: action.status ?? state.status };
    case "saved":
      return {
        ...state,
        form: action.settle ? action.settle(state.form) : state.form,
        stored: action.stored,
        // What was typed while the save was sent stays unsaved.
        phase: { name: action.typedSince ? "dirty" : "clean" },
        saveError: null,
        fieldErrors: {},
        status: action.status,
        recoveredAt: null,
      };
    case "saveFailed":
      return {
        ...state,
        phase: settledPhase(state.phase),
        status: action.status,
        saveError: action.error ?? state.saveError,
        fieldErrors: action.fieldErrors ?? state.fieldErrors,
      };
    case "invalid":
      return { ...state, saveError: action.error, fieldErrors: action.fieldErrors };
    case "status":
      return { ...state, status: action.status };
    case "saveError":
      return { ...state, saveError: action.error };
    default:
      return state;
  }
}

/** The flags the forms show, read from the phase. */
export function phaseFlags<D>(phase: Phase<D>) {
  const settled = settledPhase(phase);
  const conflict = settled.name === "conflict" || settled.name === "comparing";
  return {
    dirty: settled.name === "dirty" || (conflict && settled.dirty),
    saving: phase.name === "saving",
    conflict,
    comparing: settled.name === "comparing",
    theirs: conflict ? settled.theirs : null,
  };
}
