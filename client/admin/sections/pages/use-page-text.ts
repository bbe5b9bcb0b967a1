/**
 * A fixed page's text in the versioned form: loaded from the API (a failure kept apart, so the
 * section can offer "Tekrar dene"), edited, saved over its version.
 */
import { useCallback, useEffect, useState } from "react";
import type { PageDto, PageKey, RichTextJson } from "../../../../src/shared/admin-contract";
import { ApiClientError, asApiError, useApi } from "../../api";
import { useMountedRef } from "../../hooks";
import { localCopyKey } from "../../local-copy";
import { showClock } from "../../time";
import { useVersionedForm } from "../../versioned-form";
import { emptyBody } from "../content-form";

/** The page form's values. */
export interface PageForm {
  title: string;
  summary: string;
  body: RichTextJson;
  fields: Record<string, string>;
}

const formOf = (page: PageDto): PageForm => ({
  title: page.title,
  summary: page.summary,
  body: page.body && typeof page.body === "object" && "root" in page.body ? page.body : emptyBody(),
  fields: { ...page.fields },
});

const emptyPageForm = (): PageForm => ({ title: "", summary: "", body: emptyBody(), fields: {} });
const samePageForm = (a: PageForm, b: PageForm) => JSON.stringify(a) === JSON.stringify(b);

/** The page `pageKey`'s form, its load state and its save. */
export function usePageText(pageKey: PageKey) {
  const { api } = useApi();
  const mounted = useMountedRef();
  const [loadError, setLoadError] = useState<ApiClientError | null>(null);
  const versioned = useVersionedForm<PageForm, PageDto>({
    formOf,
    emptyForm: emptyPageForm,
    versionOf: (page) => page.version,
    apiPathOf: (page) => `/pages/${page.key}`,
    copyKeyOf: (_page, aside) => localCopyKey("page", pageKey, aside),
    sameContent: samePageForm,
    ready: !loadError,
  });
  const { edit, open } = versioned;

  const load = useCallback(async () => {
    setLoadError(null);
    try {
      const loaded = await api<PageDto>(`/pages/${pageKey}`);
      if (mounted.current) open(loaded);
    } catch (caught) {
      if (mounted.current) setLoadError(asApiError(caught));
    }
  }, [api, mounted, open, pageKey]);

  useEffect(() => {
    void load();
  }, [load]);

  const editField = (name: string, value: string) => edit((previous) => ({ fields: { ...previous.fields, [name]: value } }));

  /** `over`: save over this version instead of the loaded one ("Benimkini kaydet" over theirs). */
  const save = (over?: PageDto) =>
    versioned.save({
      over,
      // The server's schemas (pageUpdate, and the page's own in src/db/pages.ts) judge every field and
      // name each one they refuse by the same key as PAGE_FIELDS; the form keeps no copy of their rules.
      prepare: (current, base) => {
        const fields = Object.fromEntries(Object.entries(current.fields).map(([name, value]) => [name, value.trim()]));
        const body = { title: current.title.trim(), summary: current.summary.trim(), body: current.body, fields, version: base?.version ?? 0 };
        return { send: () => api<PageDto>(`/pages/${pageKey}`, { method: "PUT", body }) };
      },
      savedStatus: () => `Kaydedildi · ${showClock(new Date())}`,
    });


  return { versioned, loadError, load, editField, save };
}
