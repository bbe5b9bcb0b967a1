/** What can be done to a stored record besides saving it: move it to the trash, drop its pending draft. */
import { asApiError, useApi } from "../../api";
import { dropLocalCopy, localCopyKey } from "../../local-copy";
import { useRouter } from "../../router";
import type { ContentKind } from "../../routes";
import type { ContentDto } from "../content-form";
import { KINDS } from "../content-kinds";
import type { ContentVersionedForm } from "./use-content-record";

export function useRecordActions(kind: ContentKind, versioned: ContentVersionedForm) {
  const config = KINDS[kind];
  const { api } = useApi();
  const { navigate } = useRouter();
  const { stored, enterConflict, resetTo } = versioned;

  const remove = async () => {
    if (!stored) return;
    try {
      await api(`${config.api}/${stored.id}`, { method: "DELETE", query: { version: stored.version } });
      versioned.setDirty(false);
      navigate(config.admin, { force: true, trashed: { api: config.api, id: stored.id, title: stored.title } });
    } catch (caught) {
      const error = asApiError(caught);
      if (error.isConflict) void enterConflict(stored);
      versioned.setSaveError(error);
    }
  };

  /** Drops a published item's pending draft: the form goes back to what the public sees. */
  const discardPending = async () => {
    if (!stored) return;
    try {
      const dto = await api<ContentDto>(`${config.api}/${stored.id}/draft`, { method: "DELETE", query: { version: stored.version } });
      dropLocalCopy(localCopyKey(kind, stored.id));
      resetTo(dto);
      versioned.setStatus("Yayımlanmamış değişiklikler atıldı.");
    } catch (caught) {
      const error = asApiError(caught);
      if (error.isConflict) void enterConflict(stored);
      versioned.setSaveError(error);
    }
  };

  return { remove, discardPending };
}
