/** Gündem and Etkinlikler lists: search, a paginated table, new / duplicate / delete, bulk actions. */
import { useState } from "react";
import type { BulkResultDto, NewsDto, Page } from "../../../src/shared/admin-contract";
import { useApi } from "../api";
import { useLoad } from "../hooks";
import { Link, useRouter } from "../router";
import type { ContentKind } from "../routes";
import { SearchForm } from "../search-form";
import { SearchedPage } from "../searched-page";
import type { Trashed } from "../trashed";
import { TrashedNotice } from "../trashed-notice";
import { SectionHeader } from "../ui";
import { ActionFeedback, useAction } from "../use-action";
import { KINDS } from "./content-kinds";
import { BULK_DONE, BulkBar, type BulkAction } from "./content-list/BulkBar";
import { ContentTable, type ListItem } from "./content-list/ContentTable";
import { useSelection } from "./content-list/use-selection";

const BULK = "bulk";

export function ContentList({ kind, q, page }: { kind: ContentKind; q: string; page: number }) {
  const config = KINDS[kind];
  const { api } = useApi();
  const { navigate, trashed: trashedBefore } = useRouter();
  const list = useLoad<Page<ListItem>>(config.api, { q, sayfa: page });
  const action = useAction();
  const selection = useSelection();
  // The last item moved to the trash, here or in the editor that led here: "Geri al" beside it.
  const [trashed, setTrashed] = useState<Trashed | null>(trashedBefore);

  const runBulk = (bulk: BulkAction) =>
    action.run(
      async () => {
        const result = await api<BulkResultDto>(`${config.api}/bulk`, { method: "POST", body: { action: bulk, items: selection.items() } });
        const skipped = result.skipped.length ? ` ${result.skipped.length} kayıt değişmedi (zaten öyleydi ya da bu arada başka biri değiştirdi).` : "";
        selection.clear();
        list.reload();
        return `${result.changed.length} kayıt ${BULK_DONE[bulk]}.${skipped}`;
      },
      { busyKey: BULK },
    );

  const duplicate = (item: ListItem) =>
    void action.run(
      async () => {
        const copy = await api<NewsDto>(`${config.api}/${item.id}/duplicate`, { method: "POST" });
        navigate(`${config.admin}/${copy.id}`);
      },
      { busyKey: item.id },
    );

  const remove = (item: ListItem) =>
    action.run(async () => {
      setTrashed(null);
      await api(`${config.api}/${item.id}`, { method: "DELETE", query: { version: item.version } });
      list.reload();
      setTrashed({ api: config.api, id: item.id, title: item.title });
    });

  return (
    <section className="admin-section">
      <SectionHeader title={config.listTitle}>
        <Link className="button" href={`${config.admin}/yeni`}>
          {config.newButton}
        </Link>
      </SectionHeader>
      <SearchForm id={`${kind}-ara`} pathname={config.admin} q={q} />
      <ActionFeedback action={action} onReload={list.reload} reloadLabel="Listeyi yenile" />
      {trashed ? <TrashedNotice key={trashed.id} item={trashed} onRestored={list.reload} /> : null}
      <SearchedPage list={list} pathname={config.admin} q={q} words={{ found: "sonuç", total: "kayıt", emptyTitle: config.emptyText, emptyHint: "“Yeni kayıt” düğmesiyle ilk kaydı ekleyebilirsiniz." }}>
        {(data) => (
          <>
            <BulkBar count={selection.selected.size} busy={action.busy === BULK} onRun={runBulk} onClear={selection.clear} />
            <ContentTable kind={kind} items={data.items} selection={selection} actions={{ busyId: action.busy, onDuplicate: duplicate, onRemove: remove }} />
          </>
        )}
      </SearchedPage>
    </section>
  );
}
