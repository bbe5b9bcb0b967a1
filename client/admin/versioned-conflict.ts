/**
 * When someone else saved first: their version is fetched to be compared, and the editor chooses
 * "Benimkini kaydet" (a save over theirs) or "Onlarınkini al" (their version in the form, the
 * editor's own set aside in this browser until it is brought back or dismissed).
 */
import { useCallback } from "react";
import type { RevisionListItem, RichTextJson } from "../../src/shared/admin-contract";
import { asApiError, useApi } from "./api";
import { dropLocalCopy, type LocalCopy } from "./local-copy";
import type { useLocalCopy } from "./use-local-copy";
import type { VersionedCore } from "./versioned-core";

/**
 * Enters the conflict: the editor's text stays in the form (and in this browser); their version
 * (`known`, or fetched) is shown beside it, with who saved it.
 */
export function useEnterConflict<F extends { body: RichTextJson }, D>({ dispatch, options, mounted }: VersionedCore<F, D>) {
  const { api } = useApi();
  return useCallback(
    async (base: D, known?: D) => {
      dispatch({ type: "conflict" });
      const path = options.current.apiPathOf(base);
      try {
        const [dto, history] = await Promise.all([
          known ?? api<D>(path),
          api<{ revisions: RevisionListItem[] }>(`${path}/revisions`).catch(() => ({ revisions: [] })),
        ]);
        if (mounted.current) dispatch({ type: "theirs", theirs: { dto, by: history.revisions[0]?.actorName ?? null } });
      } catch (caught) {
        if (mounted.current) dispatch({ type: "saveError", error: asApiError(caught) });
      }
    },
    [api, dispatch, mounted, options],
  );
}

/** The editor's choices about their version and the copies in this browser. */
export function conflictChoices<F extends { body: RichTextJson }, D>(core: VersionedCore<F, D>, aside: ReturnType<typeof useLocalCopy<F>>) {
  const { copyKeyOf } = core.options.current;
  const { stored } = core.state;
  const { theirs } = core.flags;

  /** The version set aside is forgotten. */
  const dismissAside = () => aside.dropAside(stored ? copyKeyOf(stored, true) : null);

  return {
    /** "Onlarınkini al": their version in the form; mine kept in this browser until dismissed. */
    takeTheirs() {
      if (!theirs) return;
      const mine: LocalCopy<F> = { form: core.formRef.current, baseVersion: core.baseVersion.current, at: Date.now() };
      dropLocalCopy(copyKeyOf(theirs.dto));
      core.resetTo(theirs.dto);
      aside.keepAside(copyKeyOf(theirs.dto, true), mine);
      core.dispatch({ type: "status", status: "Diğer sürüm yüklendi. Sizin sürümünüz bu tarayıcıda yerel kopya olarak duruyor." });
    },
    dismissAside,
    /** The version set aside goes back into the form, unsaved. */
    bringBackMine() {
      if (!aside.keptAside || !stored) return;
      core.showUnsaved(aside.keptAside.form);
      dismissAside();
    },
    /** Throws away the unsaved edits brought back from this browser, showing the stored version. */
    discardRecovered() {
      dropLocalCopy(copyKeyOf(stored));
      core.resetTo(stored);
    },
  };
}
