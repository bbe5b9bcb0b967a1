/**
 * The core of a versioned form (client/admin/versioned-form.ts): its reducer and the values that
 * its parts read between renders (the form and stored version as they are now, the count of edits,
 * the version the edits started from).
 */
import { type Dispatch, type RefObject, useCallback, useReducer, useRef } from "react";
import type { RichTextJson } from "../../src/shared/admin-contract";
import { useLatest, useMountedRef } from "./hooks";
import { initialVersionedFormState, phaseFlags, versionedFormReducer, type VersionedFormAction, type VersionedFormState } from "./versioned-form-state";

export interface VersionedFormOptions<F extends { body: RichTextJson }, D> {
  /** The form showing a stored version. */
  formOf(dto: D): F;
  /** The form of an item not created yet. */
  emptyForm(): F;
  versionOf(dto: D): number;
  /** The item in the API: GET answers its stored version, `/revisions` its history. */
  apiPathOf(dto: D): string;
  /** The item's entry in this browser's storage (null: not created yet); `aside` for the editor's own version set aside. */
  copyKeyOf(dto: D | null, aside?: boolean): string;
  /** Whether two forms hold the same content. */
  sameContent(a: F, b: F): boolean;
  /** Nothing is written to this browser until the item has loaded. */
  ready: boolean;
}

export interface VersionedCore<F extends { body: RichTextJson }, D> {
  state: VersionedFormState<F, D>;
  dispatch: Dispatch<VersionedFormAction<F, D>>;
  flags: ReturnType<typeof phaseFlags<D>>;
  options: RefObject<VersionedFormOptions<F, D>>;
  formRef: RefObject<F>;
  storedRef: RefObject<D | null>;
  /** Counts the edits, so a save knows whether the editor typed while it was sent. */
  editSeq: RefObject<number>;
  /** The body as last seen, so the editor's own normalisations are not taken for edits. */
  bodyJson: RefObject<string>;
  /** The version the edits in the form started from (kept in the local copy, so a reload still sees a conflict). */
  baseVersion: RefObject<number | null>;
  mounted: RefObject<boolean>;
  /** The form shows `dto` as it is stored (null: a new, empty item); nothing unsaved, no conflict. */
  resetTo(dto: D | null): void;
  /** Puts `form` in the form as unsaved edits (a local copy brought back, or the editor's own version). */
  showUnsaved(form: F, recoveredAt?: number): void;
}

export function useVersionedCore<F extends { body: RichTextJson }, D>(options: VersionedFormOptions<F, D>): VersionedCore<F, D> {
  const optionsRef = useLatest(options);
  const [state, dispatch] = useReducer(versionedFormReducer<F, D>, options, (initial) => initialVersionedFormState<F, D>(initial.emptyForm()));
  const formRef = useLatest(state.form);
  const storedRef = useLatest(state.stored);
  const editSeq = useRef(0);
  const bodyJson = useRef(JSON.stringify(state.form.body));
  const baseVersion = useRef<number | null>(null);
  const mounted = useMountedRef();

  const resetTo = useCallback(
    (dto: D | null) => {
      const next = dto ? optionsRef.current.formOf(dto) : optionsRef.current.emptyForm();
      bodyJson.current = JSON.stringify(next.body);
      editSeq.current += 1;
      storedRef.current = dto;
      baseVersion.current = dto ? optionsRef.current.versionOf(dto) : null;
      dispatch({ type: "reset", form: next, stored: dto });
    },
    [optionsRef, storedRef],
  );

  const showUnsaved = useCallback((form: F, recoveredAt?: number) => {
    bodyJson.current = JSON.stringify(form.body);
    editSeq.current += 1;
    dispatch({ type: "showUnsaved", form, recoveredAt });
  }, []);

  const flags = phaseFlags(state.phase);
  return { state, dispatch, flags, options: optionsRef, formRef, storedRef, editSeq, bodyJson, baseVersion, mounted, resetTo, showUnsaved };
}
