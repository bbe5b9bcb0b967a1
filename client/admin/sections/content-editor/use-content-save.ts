/**
 * Saving a news item or an event: by hand, as a published item's pending draft ("Yayımlamadan
 * kaydet"), or on its own 3 s after the last edit (a draft, or a published item's pending draft;
 * never after a conflict).
 */
import { useCallback, useEffect, useMemo, useRef } from "react";
import { useApi } from "../../api";
import { useRouter } from "../../router";
import type { ContentKind } from "../../routes";
import { showClock } from "../../time";
import { autosaves, buildInput, formFromDto, savedOf, type ContentDto, type ContentForm } from "../content-form";
import { KINDS } from "../content-kinds";
import type { ContentVersionedForm } from "./use-content-record";

export const AUTOSAVE_DELAY_MS = 3000;

/** "manual": the save button; "auto" and "pending" keep a published item's edits as its pending draft (not public). */
export type SaveReason = "manual" | "auto" | "pending";

export function useContentSave(kind: ContentKind, versioned: ContentVersionedForm, loaded: boolean) {
  const config = KINDS[kind];
  const { api } = useApi();
  const { navigate } = useRouter();
  const { form, stored, dirty, saving, conflict, save: saveVersioned } = versioned;
  const saved = useMemo(() => (stored ? savedOf(stored) : null), [stored]);

  const save = useCallback(
    /** `over`: save over this version instead of the loaded one ("Benimkini kaydet" over theirs). */
    (reason: SaveReason, over?: ContentDto) =>
      saveVersioned({
        over,
        background: reason === "auto" ? "Taslak otomatik kaydedilemedi" : undefined,
        prepare: (current, base) => {
          const input = buildInput(kind, current, base ? savedOf(base) : null);
          const pending = reason !== "manual" && base?.status === "published";
          return {
            send: () =>
              base
                ? api<ContentDto>(`${config.api}/${base.id}${pending ? "/draft" : ""}`, { method: "PUT", body: { ...input, version: base.version } })
                : api<ContentDto>(config.api, { method: "POST", body: input }),
          };
        },
        // Take over what the server settled (slug, publication mode); the editor keeps its text.
        settle: (dto, previous, typedSince) => (!typedSince ? { ...formFromDto(dto), body: previous.body } : previous.slug ? previous : { ...previous, slug: dto.slug }),
        savedStatus: (dto) => {
          const clock = showClock(new Date());
          return dto.status === "draft"
            ? `Taslak kaydedildi · ${clock}`
            : dto.pendingDraft
              ? `Değişiklikler kaydedildi, henüz yayımlanmadı · ${clock}`
              : dto.visibility === "scheduled"
                ? `Kaydedildi ve planlandı · ${clock}`
                : `Yayında · ${clock}`;
        },
        onSaved: (dto, base) => {
          if (!base) navigate(`${config.admin}/${dto.id}`, { replace: true });
        },
      }),
    [api, config.admin, config.api, kind, navigate, saveVersioned],
  );

  // The form as it was when the server last refused its autosave: not sent again until it changes.
  const refusedAuto = useRef<ContentForm | null>(null);
  useEffect(() => {
    if (!dirty || saving || conflict || !autosaves(form.mode, saved) || !loaded || form === refusedAuto.current) return;
    const timer = setTimeout(() => {
      void save("auto").then((outcome) => {
        if (outcome === "refused") refusedAuto.current = form;
      });
    }, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [form, dirty, saving, conflict, saved, loaded, save]);

  return { save, saved };
}
