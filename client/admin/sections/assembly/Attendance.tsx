/**
 * Attendance at the door (a phone at 390 px): every member of the frozen list, a page at a time, found
 * by name or number; "Geldi" marks them at the chosen meeting, "Geri al" takes a mistake back until the
 * meeting is recorded held. The screen asks again every few seconds (quietly, while it is shown), so
 * the marks other phones make show here with who made them, and the quorum is said as a person says
 * it ("42 kişi geldi; çoğunluk için 22 gerekli"). Marking someone twice counts them once (the server
 * sees to it).
 */
import { useEffect, useState } from "react";
import type { AssemblyDto, DoorDto, DoorRowDto, MeetingQuorumDto } from "../../../../src/shared/assembly/dto";
import { useApi } from "../../api";
import { useLatest, useLoad } from "../../hooks";
import { assemblyHref } from "../../routes";
import { LoadState, Pagination } from "../../ui";
import { ActionFeedback, useAction } from "../../use-action";
import { DoorList } from "./DoorList";
import { MEETING_LABELS } from "./labels";
import { SearchBox } from "./SearchBox";

type Meeting = "first" | "second";

/** How often the door asks for the others' marks: "within a few seconds" at the door. */
const REFRESH_MS = 3000;

function QuorumBox({ counted }: { counted: MeetingQuorumDto }) {
  return (
    <div className={counted.reached ? "assembly-quorum is-reached" : "assembly-quorum"} role="status" aria-live="polite">
      <p className="assembly-quorum-count">{counted.sentence}</p>
      <p className="meta">{counted.rule}</p>
    </div>
  );
}

/**
 * Asks for the door's answer again every REFRESH_MS while the page is shown, without the progress
 * bar; an answer for an address left meanwhile is dropped.
 */
function useQuietRefresh(path: string, query: Record<string, string | number>, setData: (data: DoorDto) => void) {
  const { api } = useApi();
  const latest = useLatest({ key: JSON.stringify([path, query]), path, query, setData });
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === "hidden") return;
      const asked = latest.current;
      api<DoorDto>(asked.path, { query: asked.query, progress: false }).then(
        (answer) => latest.current.key === asked.key && latest.current.setData(answer),
        () => {},
      );
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [api, latest]);
}

function MeetingChoice({ meeting, choose }: { meeting: Meeting; choose(meeting: Meeting): void }) {
  return (
    <fieldset className="assembly-meeting-choice">
      <legend>Hangi toplantı?</legend>
      {(["first", "second"] as const).map((which) => (
        <label key={which} className="checkbox">
          <input type="radio" name="assembly-meeting" checked={meeting === which} onChange={() => choose(which)} /> {MEETING_LABELS[which]}
        </label>
      ))}
    </fieldset>
  );
}

function Door({ assembly, q, page }: { assembly: AssemblyDto; q: string; page: number }) {
  const { api } = useApi();
  const action = useAction();
  const [meeting, setMeeting] = useState<Meeting>(assembly.heldMeeting ?? "first");
  const path = `/assembly/${assembly.id}/door`;
  const query = { q, sayfa: page, meeting };
  const door = useLoad<DoorDto>(path, query);
  useQuietRefresh(path, query, door.setData);
  const change = (row: DoorRowDto, how: "mark" | "take-back") =>
    void action.run(
      async () => {
        if (how === "take-back") await api(`/assembly/${assembly.id}/attendance/${meeting}/${row.registerNo}`, { method: "DELETE" });
        const done = how === "mark" ? await api<{ outcome: string }>(`/assembly/${assembly.id}/attendance`, { method: "POST", body: { registerNo: row.registerNo, meeting } }) : null;
        door.reload();
        if (how === "take-back") return `${row.fullName} için “Geldi” geri alındı.`;
        return done?.outcome === "recorded" ? `${row.fullName} geldi olarak işlendi.` : `${row.fullName} zaten işlenmişti.`;
      },
      { busyKey: row.registerNo },
    );
  const busy = typeof action.busy === "number" ? action.busy : null;
  return (
    <>
      <MeetingChoice meeting={meeting} choose={setMeeting} />
      <SearchBox id="assembly-door-search" href={(typed) => assemblyHref(assembly.id, "yoklama", { q: typed })} value={q} />
      <LoadState data={door.data} error={door.error} reload={door.reload}>
        {(loaded) => (
          <>
            <QuorumBox counted={loaded.quorum[loaded.meeting]} />
            <ActionFeedback action={action} />
            <p className="meta">
              {loaded.total} üye{q ? " aramaya uyuyor" : " listede"}; diğer telefonlardaki işaretler birkaç saniyede burada görünür.
            </p>
            <DoorList rows={loaded.items} closed={assembly.heldOn !== null} busy={busy} mark={(row) => change(row, "mark")} takeBack={(row) => change(row, "take-back")} />
            <Pagination pathname={assemblyHref(assembly.id, "yoklama")} page={loaded.page} pageCount={loaded.pageCount} query={{ q }} />
          </>
        )}
      </LoadState>
    </>
  );
}

export function Attendance({ assembly, q, page }: { assembly: AssemblyDto; q: string; page: number }) {
  if (!assembly.noticeSentAt) return <p>Yoklama, çağrı gönderilip hazirun listesi dondurulunca alınır.</p>;
  return (
    <>
      {assembly.heldOn ? <p className="notice">Toplantı kapandı; yoklama olduğu gibi kalır.</p> : null}
      <Door assembly={assembly} q={q} page={page} />
    </>
  );
}
