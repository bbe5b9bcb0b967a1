/**
 * One item edited over the version it was loaded at (a news item, an event, a page text): the form
 * and whether it holds unsaved edits, the copy of those edits kept in this browser, saving with the
 * loaded version, and what happens when someone else saved first: the editor's text stays in the
 * form, their version is fetched to be compared, and the editor chooses "Benimkini kaydet" or
 * "Onlarınkini al" (their own version then waits in this browser until dismissed).
 * Shared by the content editor (sections/ContentEditor.tsx) and the page-text editor (sections/Pages.tsx).
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { RevisionListItem, RichTextJson } from "../../src/shared/admin-contract";
import { ApiClientError, asApiError, FIELDS_REFUSED, formRefusal, useApi } from "./api";
import { useLatest, useMountedRef } from "./hooks";
import { dropLocalCopy, readLocalCopy, writeLocalCopy, type LocalCopy } from "./local-copy";
import { useUnsavedChangesGuard } from "./router";

/** Edits reach this browser's storage this soon after typing stops. */
const LOCAL_COPY_DELAY_MS = 400;

export type FieldErrors = Record<string, string>;

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

export interface SaveRequest<F, D> {
  /** Save over this version instead of the loaded one ("Benimkini kaydet" over theirs). */
  over?: D;
  /** Checks the form; the call that saves it, or the fields to fix. */
  prepare(form: F, base: D | null): { send(): Promise<D> } | { errors: FieldErrors };
  /** A save nobody asked for (autosave): problems go to the status line, after this text. */
  background?: string;
  /** The form after the save: `typedSince` when the editor went on typing while it was sent. Default: as it is. */
  settle?(dto: D, form: F, typedSince: boolean): F;
  /** The status line after the save. */
  savedStatus(dto: D): string;
  onSaved?(dto: D, base: D | null): void;
}

export interface Theirs<D> {
  dto: D;
  /** Who saved it (from the item's history), when known. */
  by: string | null;
}

export function useVersionedForm<F extends { body: RichTextJson }, D>(options: VersionedFormOptions<F, D>) {
  const { api } = useApi();
  const mounted = useMountedRef();
  const optionsRef = useLatest(options);

  const [form, setForm] = useState<F>(options.emptyForm);
  const [stored, setStored] = useState<D | null>(null);
  const [editorKey, setEditorKey] = useState(0);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState(false);
  const [saveError, setSaveError] = useState<ApiClientError | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState("");
  const [theirs, setTheirs] = useState<Theirs<D> | null>(null);
  const [comparing, setComparing] = useState(false);
  /** The editor's own version, kept in this browser after taking the other one, until dismissed. */
  const [keptAside, setKeptAside] = useState<LocalCopy<F> | null>(null);
  /** When unsaved edits were brought back from this browser on opening the item. */
  const [recoveredAt, setRecoveredAt] = useState<number | null>(null);

  const formRef = useLatest(form);
  const storedRef = useLatest(stored);
  const editSeq = useRef(0);
  const savingRef = useRef(false);
  const bodyJson = useRef(JSON.stringify(form.body));
  /** The version the edits in the form started from (kept in the local copy, so a reload still sees a conflict). */
  const baseVersion = useRef<number | null>(null);

  /** The form shows `dto` as it is stored (null: a new, empty item); nothing unsaved, no conflict. */
  const resetTo = useCallback(
    (dto: D | null) => {
      const next = dto ? optionsRef.current.formOf(dto) : optionsRef.current.emptyForm();
      bodyJson.current = JSON.stringify(next.body);
      editSeq.current += 1;
      storedRef.current = dto;
      baseVersion.current = dto ? optionsRef.current.versionOf(dto) : null;
      setForm(next);
      setStored(dto);
      setEditorKey((key) => key + 1);
      setDirty(false);
      setConflict(false);
      setTheirs(null);
      setComparing(false);
      setRecoveredAt(null);
      setSaveError(null);
      setFieldErrors({});
      setStatus("");
    },
    [optionsRef, storedRef],
  );

  /** Puts `next` in the form as unsaved edits (a local copy brought back, or the editor's own version). */
  const showUnsaved = useCallback((next: F) => {
    bodyJson.current = JSON.stringify(next.body);
    editSeq.current += 1;
    setForm(next);
    setEditorKey((key) => key + 1);
    setDirty(true);
  }, []);

  /**
   * Someone else saved first: the editor's text stays in the form (and in this browser); their
   * version is fetched to be shown beside it, with who saved it.
   */
  const enterConflict = useCallback(
    async (base: D, known?: D) => {
      setConflict(true);
      const path = optionsRef.current.apiPathOf(base);
      try {
        const [dto, history] = await Promise.all([
          known ?? api<D>(path),
          api<{ revisions: RevisionListItem[] }>(`${path}/revisions`).catch(() => ({ revisions: [] })),
        ]);
        if (mounted.current) setTheirs({ dto, by: history.revisions[0]?.actorName ?? null });
      } catch (caught) {
        if (mounted.current) setSaveError(asApiError(caught));
      }
    },
    [api, mounted, optionsRef],
  );

  /**
   * Shows `dto` (null: a new item) and brings back what was typed here before a reload or a crash:
   * unsaved, and a conflict if the item moved on since.
   */
  const open = useCallback(
    (dto: D | null) => {
      const { copyKeyOf, formOf, sameContent, versionOf } = optionsRef.current;
      resetTo(dto);
      setKeptAside(dto ? readLocalCopy<F>(copyKeyOf(dto, true)) : null);
      const copy = readLocalCopy<F>(copyKeyOf(dto));
      if (!copy) return;
      if (dto && sameContent(copy.form, formOf(dto))) {
        dropLocalCopy(copyKeyOf(dto));
        return;
      }
      showUnsaved(copy.form);
      setRecoveredAt(copy.at);
      baseVersion.current = copy.baseVersion;
      if (dto && copy.baseVersion !== versionOf(dto)) void enterConflict(dto, dto);
    },
    [enterConflict, optionsRef, resetTo, showUnsaved],
  );

  // Every edit is also kept in this browser until it is saved.
  useEffect(() => {
    if (!dirty || !options.ready) return;
    const timer = setTimeout(() => {
      writeLocalCopy(optionsRef.current.copyKeyOf(storedRef.current), { form: formRef.current, baseVersion: baseVersion.current, at: Date.now() });
    }, LOCAL_COPY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [form, dirty, options.ready, formRef, optionsRef, storedRef]);

  // Unsaved edits: the browser asks before leaving the page.
  useUnsavedChangesGuard(dirty);

  const edit = useCallback((patch: Partial<F> | ((form: F) => Partial<F>)) => {
    editSeq.current += 1;
    setDirty(true);
    setStatus("");
    setForm((previous) => ({ ...previous, ...(typeof patch === "function" ? patch(previous) : patch) }));
  }, []);

  const onBodyChange = useCallback(
    (body: RichTextJson) => {
      const json = JSON.stringify(body);
      // Selection changes and the editor's first normalisation are not edits.
      if (json === bodyJson.current) return;
      bodyJson.current = json;
      edit({ body } as Partial<F>);
    },
    [edit],
  );

  /** Resolves "refused" when the server refused a save on its own (`background`), so it is not sent again unchanged. */
  const save = useCallback(
    async (request: SaveRequest<F, D>) => {
      if (savingRef.current) return;
      const { copyKeyOf, versionOf } = optionsRef.current;
      const current = formRef.current;
      const base = request.over ?? storedRef.current;
      const prepared = request.prepare(current, base);
      if ("errors" in prepared) {
        if (request.background !== undefined) {
          setStatus(`${request.background}: ${Object.values(prepared.errors)[0] ?? "bazı alanlar eksik."}`);
        } else {
          setFieldErrors(prepared.errors);
          setSaveError(new ApiClientError(400, FIELDS_REFUSED));
        }
        return;
      }
      const seq = editSeq.current;
      savingRef.current = true;
      setSaving(true);
      if (request.background === undefined) setStatus("Kaydediliyor…");
      try {
        const dto = await prepared.send();
        if (!mounted.current) return;
        storedRef.current = dto;
        baseVersion.current = versionOf(dto);
        setStored(dto);
        setSaveError(null);
        setFieldErrors({});
        setConflict(false);
        setTheirs(null);
        setComparing(false);
        setRecoveredAt(null);
        if (!base) dropLocalCopy(copyKeyOf(null));
        const typedSince = editSeq.current !== seq;
        if (!typedSince) {
          dropLocalCopy(copyKeyOf(dto));
          setDirty(false);
        } else {
          // What was typed meanwhile now goes on from the version just saved: the copy in this browser
          // says so, or a reload would take the editor's own save for someone else's (a false conflict).
          writeLocalCopy(copyKeyOf(dto), { form: formRef.current, baseVersion: versionOf(dto), at: Date.now() });
        }
        if (request.settle) {
          const settle = request.settle;
          setForm((previous) => settle(dto, previous, typedSince));
        }
        setStatus(request.savedStatus(dto));
        request.onSaved?.(dto, base);
      } catch (caught) {
        if (!mounted.current) return;
        const error = formRefusal(caught);
        const refusedFields = Object.values(error.fields);
        if (request.background !== undefined && refusedFields.length > 0) {
          // A save on its own that the server refused (nothing was stored): one line says why, in the
          // server's words, without raising the form's error summary while the editor is still typing.
          setStatus(`${request.background}: ${refusedFields[0]}`);
          return "refused" as const;
        }
        if (error.isConflict && base) {
          writeLocalCopy(copyKeyOf(base), { form: current, baseVersion: baseVersion.current, at: Date.now() });
          void enterConflict(base);
        }
        setSaveError(error);
        setFieldErrors(error.fields);
        setStatus(request.background !== undefined ? `${request.background}.` : "");
      } finally {
        savingRef.current = false;
        if (mounted.current) setSaving(false);
      }
    },
    [enterConflict, formRef, mounted, optionsRef, storedRef],
  );

  /** "Onlarınkini al": their version in the form; mine kept in this browser until dismissed. */
  const takeTheirs = () => {
    if (!theirs) return;
    const { copyKeyOf } = optionsRef.current;
    const mine: LocalCopy<F> = { form: formRef.current, baseVersion: baseVersion.current, at: Date.now() };
    writeLocalCopy(copyKeyOf(theirs.dto, true), mine);
    dropLocalCopy(copyKeyOf(theirs.dto));
    resetTo(theirs.dto);
    setKeptAside(mine);
    setStatus("Diğer sürüm yüklendi. Sizin sürümünüz bu tarayıcıda yerel kopya olarak duruyor.");
  };

  const dismissAside = () => {
    if (stored) dropLocalCopy(optionsRef.current.copyKeyOf(stored, true));
    setKeptAside(null);
  };

  /** The version set aside goes back into the form, unsaved. */
  const bringBackMine = () => {
    if (!keptAside || !stored) return;
    showUnsaved(keptAside.form);
    dismissAside();
  };

  /** Throws away the unsaved edits brought back from this browser, showing the stored version. */
  const discardRecovered = () => {
    dropLocalCopy(optionsRef.current.copyKeyOf(stored));
    resetTo(stored);
  };

  const formOf = useCallback((dto: D) => optionsRef.current.formOf(dto), [optionsRef]);

  return {
    form,
    formOf,
    stored,
    storedRef,
    formRef,
    editorKey,
    dirty,
    setDirty,
    saving,
    conflict,
    saveError,
    setSaveError,
    fieldErrors,
    status,
    setStatus,
    theirs,
    comparing,
    setComparing,
    keptAside,
    recoveredAt,
    resetTo,
    open,
    edit,
    onBodyChange,
    enterConflict,
    save,
    takeTheirs,
    bringBackMine,
    dismissAside,
    discardRecovered,
  };
}

export type VersionedForm<F extends { body: RichTextJson }, D> = ReturnType<typeof useVersionedForm<F, D>>;
