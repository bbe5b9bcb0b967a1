/**
 * The record a content editor shows: loaded from the API by id (or a new, empty one), followed as the
 * address changes, in a versioned form (client/admin/versioned-form.ts) that keeps unsaved edits in
 * this browser.
 */
import { useCallback, useEffect, useState } from "react";
import { ApiClientError, asApiError, useApi } from "../../api";
import { useMountedRef } from "../../hooks";
import { localCopyKey } from "../../local-copy";
import type { ContentKind } from "../../routes";
import { useVersionedForm } from "../../versioned-form";
import { emptyForm, formFromDto, sameContent, type ContentDto, type ContentForm } from "../content-form";
import { KINDS } from "../content-kinds";

export type LoadState = { state: "ready" } | { state: "loading" } | { state: "error"; error: ApiClientError };

export function useContentRecord(kind: ContentKind, id: number | null) {
  const config = KINDS[kind];
  const { api } = useApi();
  const mounted = useMountedRef();
  const [load, setLoad] = useState<LoadState>(id === null ? { state: "ready" } : { state: "loading" });

  const versioned = useVersionedForm<ContentForm, ContentDto>({
    formOf: formFromDto,
    emptyForm,
    versionOf: (dto) => dto.version,
    apiPathOf: (dto) => `${config.api}/${dto.id}`,
    copyKeyOf: (dto, aside) => localCopyKey(kind, dto?.id ?? null, aside),
    sameContent,
    ready: load.state === "ready",
  });
  const { open, storedRef } = versioned;

  const loadRecord = useCallback(
    async (recordIdToLoad: number) => {
      setLoad({ state: "loading" });
      try {
        const dto = await api<ContentDto>(`${config.api}/${recordIdToLoad}`);
        if (!mounted.current) return;
        open(dto);
        setLoad({ state: "ready" });
      } catch (caught) {
        if (!mounted.current) return;
        setLoad({ state: "error", error: asApiError(caught) });
      }
    },
    [api, config.api, mounted, open],
  );

  // Follow the address: a new record, or another id (a record just created is already here).
  useEffect(() => {
    if (id === null) {
      open(null);
      setLoad({ state: "ready" });
      return;
    }
    if (storedRef.current?.id === id) return;
    void loadRecord(id);
  }, [id, kind, loadRecord, open, storedRef]);

  return { load, loadRecord, versioned };
}

export type ContentVersionedForm = ReturnType<typeof useContentRecord>["versioned"];
