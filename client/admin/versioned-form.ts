/**
 * One item edited over the version it was loaded at (a news item, an event, a page text): the form
 * and whether it holds unsaved edits, the copy of those edits kept in this browser, saving with the
 * loaded version, and what happens when someone else saved first: the editor's text stays in the
 * form, their version is fetched to be compared, and the editor chooses "Benimkini kaydet" or
 * "Onlarınkini al" (their own version then waits in this browser until dismissed).
 * Shared by the content editor (sections/content-editor) and the page-text editor (sections/Pages.tsx).
 *
 * Its state is a reducer with explicit phases (./versioned-form-state.ts); this hook composes it
 * with the browser's copies (./use-local-copy.ts), saving (./versioned-save.ts) and the conflict
 * (./versioned-conflict.ts).
 */
import { type SetStateAction, useCallback } from "react";
import type { RichTextJson } from "../../src/shared/admin-contract";
import type { ApiClientError } from "./api";
import { dropLocalCopy, readLocalCopy } from "./local-copy";
import { useUnsavedChangesGuard } from "./router";
import { useLocalCopy } from "./use-local-copy";
import { conflictChoices, useEnterConflict } from "./versioned-conflict";
import { useVersionedCore, type VersionedCore, type VersionedFormOptions } from "./versioned-core";
import { useVersionedSave } from "./versioned-save";

export type { VersionedFormOptions } from "./versioned-core";
export type { FieldErrors, Theirs } from "./versioned-form-state";
export type { SaveRequest } from "./versioned-save";

/** Edits from the form's fields and from the rich-text editor. */
function useEdits<F extends { body: RichTextJson }, D>({ dispatch, editSeq, bodyJson }: VersionedCore<F, D>) {
  const edit = useCallback(
    (patch: Partial<F> | ((form: F) => Partial<F>)) => {
      editSeq.current += 1;
      dispatch({ type: "edit", patch });
    },
    [dispatch, editSeq],
  );
  const onBodyChange = useCallback(
    (body: RichTextJson) => {
      const json = JSON.stringify(body);
      // Selection changes and the editor's first normalisation are not edits.
      if (json === bodyJson.current) return;
      bodyJson.current = json;
      edit({ body } as Partial<F>);
    },
    [bodyJson, edit],
  );
  return { edit, onBodyChange };
}

/**
 * Shows `dto` (null: a new item) and brings back what was typed here before a reload or a crash:
 * unsaved, and a conflict if the item moved on since.
 */
function useOpen<F extends { body: RichTextJson }, D>(core: VersionedCore<F, D>, showAside: (key: string | null) => void, enterConflict: (base: D, known?: D) => Promise<void>) {
  const { options, resetTo, showUnsaved, baseVersion } = core;
  return useCallback(
    (dto: D | null) => {
      const { copyKeyOf, formOf, sameContent, versionOf } = options.current;
      resetTo(dto);
      showAside(dto ? copyKeyOf(dto, true) : null);
      const copy = readLocalCopy<F>(copyKeyOf(dto));
      if (!copy) return;
      if (dto && sameContent(copy.form, formOf(dto))) {
        dropLocalCopy(copyKeyOf(dto));
        return;
      }
      showUnsaved(copy.form, copy.at);
      baseVersion.current = copy.baseVersion;
      if (dto && copy.baseVersion !== versionOf(dto)) void enterConflict(dto, dto);
    },
    [baseVersion, enterConflict, options, resetTo, showAside, showUnsaved],
  );
}

export function useVersionedForm<F extends { body: RichTextJson }, D>(options: VersionedFormOptions<F, D>) {
  const core = useVersionedCore(options);
  const { state, dispatch, flags, options: optionsRef, storedRef, baseVersion } = core;
  const aside = useLocalCopy({
    ready: options.ready,
    dirty: flags.dirty,
    form: state.form,
    current: () => ({ key: optionsRef.current.copyKeyOf(storedRef.current), copy: { form: core.formRef.current, baseVersion: baseVersion.current, at: Date.now() } }),
  });
  const enterConflict = useEnterConflict(core);
  const open = useOpen(core, aside.showAside, enterConflict);
  const save = useVersionedSave(core, enterConflict);
  const { edit, onBodyChange } = useEdits(core);
  // Unsaved edits: the browser asks before leaving the page.
  useUnsavedChangesGuard(flags.dirty);

  const formOf = useCallback((dto: D) => optionsRef.current.formOf(dto), [optionsRef]);
  const setters = {
    setDirty: (dirty: boolean) => dispatch({ type: "setDirty", dirty }),
    setSaveError: (error: ApiClientError | null) => dispatch({ type: "saveError", error }),
    setStatus: (status: string) => dispatch({ type: "status", status }),
    setComparing: (open: SetStateAction<boolean>) => dispatch({ type: "compare", open }),
  };
  return {
    ...state,
    ...flags,
    ...setters,
    edit,
    onBodyChange,
    ...conflictChoices(core, aside),
    keptAside: aside.keptAside,
    formOf,
    storedRef,
    formRef: core.formRef,
    resetTo: core.resetTo,
    open,
    enterConflict,
    save,
  };
}

export type VersionedForm<F extends { body: RichTextJson }, D> = ReturnType<typeof useVersionedForm<F, D>>;
