/**
 * Saving a versioned form over the version it was loaded at, by hand or on its own (autosave): the
 * checks before sending, the answer, and the refusals (a conflict starts the comparison).
 */
import { useCallback, useRef } from "react";
import type { RichTextJson } from "../../src/shared/admin-contract";
import { ApiClientError, FIELDS_REFUSED, formRefusal } from "./api";
import { useLatest } from "./hooks";
import { dropLocalCopy, writeLocalCopy } from "./local-copy";
import type { VersionedCore } from "./versioned-core";
import type { FieldErrors } from "./versioned-form-state";

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

/** Someone else saved first: shows their version beside the editor's (see useEnterConflict). */
type EnterConflict<D> = (base: D, known?: D) => Promise<void>;

/** The save succeeded: the form now goes on from the version just stored. */
function settleSaved<F extends { body: RichTextJson }, D>(core: VersionedCore<F, D>, request: SaveRequest<F, D>, base: D | null, dto: D, typedSince: boolean) {
  const { copyKeyOf, versionOf } = core.options.current;
  core.storedRef.current = dto;
  core.baseVersion.current = versionOf(dto);
  if (!base) dropLocalCopy(copyKeyOf(null));
  if (!typedSince) dropLocalCopy(copyKeyOf(dto));
  // What was typed meanwhile now goes on from the version just saved: the copy in this browser
  // says so, or a reload would take the editor's own save for someone else's (a false conflict).
  else writeLocalCopy(copyKeyOf(dto), { form: core.formRef.current, baseVersion: versionOf(dto), at: Date.now() });
  const settle = request.settle;
  core.dispatch({ type: "saved", stored: dto, typedSince, status: request.savedStatus(dto), settle: settle && ((form) => settle(dto, form, typedSince)) });
  request.onSaved?.(dto, base);
}

/** The save was refused: says why; a conflict keeps the editor's text in this browser and fetches theirs. */
function settleRefused<F extends { body: RichTextJson }, D>(core: VersionedCore<F, D>, request: SaveRequest<F, D>, sent: { form: F; base: D | null }, caught: unknown, enterConflict: EnterConflict<D>) {
  const error = formRefusal(caught);
  const refusedFields = Object.values(error.fields);
  if (request.background !== undefined && refusedFields.length > 0) {
    // A save on its own that the server refused (nothing was stored): one line says why, in the
    // server's words, without raising the form's error summary while the editor is still typing.
    core.dispatch({ type: "saveFailed", status: `${request.background}: ${refusedFields[0]}` });
    return "refused" as const;
  }
  if (error.isConflict && sent.base) {
    writeLocalCopy(core.options.current.copyKeyOf(sent.base), { form: sent.form, baseVersion: core.baseVersion.current, at: Date.now() });
    void enterConflict(sent.base);
  }
  core.dispatch({ type: "saveFailed", status: request.background !== undefined ? `${request.background}.` : "", error, fieldErrors: error.fields });
  return undefined;
}

/** The form's save; resolves "refused" when the server refused a save on its own (`background`), so it is not sent again unchanged. */
export function useVersionedSave<F extends { body: RichTextJson }, D>(core: VersionedCore<F, D>, enterConflict: EnterConflict<D>) {
  const savingRef = useRef(false);
  const coreRef = useLatest(core);
  return useCallback(
    async (request: SaveRequest<F, D>) => {
      if (savingRef.current) return;
      const core = coreRef.current;
      const form = core.formRef.current;
      const base = request.over ?? core.storedRef.current;
      const prepared = request.prepare(form, base);
      if ("errors" in prepared) {
        if (request.background !== undefined) core.dispatch({ type: "status", status: `${request.background}: ${Object.values(prepared.errors)[0] ?? "bazı alanlar eksik."}` });
        else core.dispatch({ type: "invalid", error: new ApiClientError(400, FIELDS_REFUSED), fieldErrors: prepared.errors });
        return;
      }
      const seq = core.editSeq.current;
      savingRef.current = true;
      core.dispatch({ type: "saveStarted", status: request.background === undefined ? "Kaydediliyor…" : undefined });
      try {
        const dto = await prepared.send();
        if (core.mounted.current) settleSaved(core, request, base, dto, core.editSeq.current !== seq);
      } catch (caught) {
        if (core.mounted.current) return settleRefused(core, request, { form, base }, caught, enterConflict);
      } finally {
        savingRef.current = false;
      }
    },
    [coreRef, enterConflict],
  );
}
