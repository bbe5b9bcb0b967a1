/**
 * What a list says once an item went to the trash: where it went (it is not gone), with "Geri al"
 * to bring it back at once, as the trash itself would.
 */
import { useApi } from "./api";
import type { Trashed } from "./trashed";
import { ActionFeedback, useAction } from "./use-action";


/** "“…” çöp kutusuna taşındı. [Geri al]"; after "Geri al", what that did. `onRestored` reloads the list. */
export function TrashedNotice({ item, onRestored }: { item: Trashed; onRestored(): void }) {
  const { api } = useApi();
  const action = useAction();
  const restore = () =>
    void action.run(async () => {
      await api(`${item.api}/trash/${item.id}/restore`, { method: "POST" });
      onRestored();
      return `“${item.title}” geri alındı.`;
    });
  if (action.done || action.error) return <ActionFeedback action={action} />;
  return (
    <p className="admin-status trashed-notice" role="status">
      {`“${item.title}” çöp kutusuna taşındı; 30 gün içinde geri alınabilir.`}{" "}
      <button type="button" className="button button-secondary button-small" disabled={action.busy !== null} onClick={restore}>
        {action.busy !== null ? "Geri alınıyor…" : "Geri al"}
        <span className="visually-hidden"> “{item.title}”</span>
      </button>
    </p>
  );
}
