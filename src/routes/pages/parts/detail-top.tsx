import { Notice } from "./notice";

/**
 * What sits above a news item's or an event's page: in an editor's preview, the notice that says
 * so; then the way back to the list the item belongs to.
 */
export function DetailTop({ preview, listPath, listName }: { preview?: boolean; listPath: string; listName: string }) {
  return (
    <>
      {preview ? (
        <Notice kind="info" title="Önizleme">
          <p>Bu sayfa yayımlandığında ziyaretçilere böyle görünecek.</p>
        </Notice>
      ) : null}
      <nav className="breadcrumb" aria-label="Konum">
        <a href={listPath}>{`← ${listName}`}</a>
      </nav>
    </>
  );
}
