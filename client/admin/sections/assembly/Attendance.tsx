/**
 * Attendance at the door (a phone at 390 px): find the member by name or number, mark them present
 * at the chosen meeting; the quorum above counts live (refreshed after each mark and every 15 s, so
 * a second phone's marks show too). Marking someone twice counts them once (the server sees to it).
 */
import { useEffect, useState } from "react";
import type { AssemblyDto, EntitledPageDto, QuorumDto } from "../../../../src/shared/assembly/dto";
import { useApi } from "../../api";
import { useLoad } from "../../hooks";
import { assemblyHref } from "../../routes";
import { LoadState } from "../../ui";
import { ActionFeedback, useAction } from "../../use-action";
import { MEETING_LABELS } from "./labels";
import { SearchBox } from "./SearchBox";

type Meeting = "first" | "second";

function QuorumBox({ quorum, meeting }: { quorum: QuorumDto; meeting: Meeting }) {
  const counted = quorum[meeting];
  return (
    <div className={counted.reached ? "assembly-quorum is-reached" : "assembly-quorum"} role="status" aria-live="polite">
      <p className="assembly-quorum-count">
        {counted.present} / {counted.needed}
      </p>
      <p>{counted.reached ? "Toplantı yeter sayısı sağlandı." : `Yeter sayıya ${counted.needed - counted.present} üye eksik.`}</p>
      <p className="meta">{counted.rule}</p>
    </div>
  );
}

function Rows({ assembly, meeting, rows, onMarked }: { assembly: AssemblyDto; meeting: Meeting; rows: EntitledPageDto["items"]; onMarked(): void }) {
  const { api } = useApi();
  const action = useAction();
  const mark = (registerNo: number) =>
    action.run(async () => {
      const done = await api<{ outcome: string; fullName: string }>(`/assembly/${assembly.id}/attendance`, { method: "POST", body: { registerNo, meeting } });
      onMarked();
      return done.outcome === "recorded" ? `${done.fullName} geldi olarak işlendi.` : `${done.fullName} zaten işlenmişti.`;
    }, { busyKey: registerNo });
  return (
    <>
      <ActionFeedback action={action} />
      <ul className="assembly-attendance">
        {rows.map((row) => {
          const present = meeting === "first" ? row.presentFirst : row.presentSecond;
          return (
            <li key={row.registerId}>
              <span>
                <strong>{row.fullName}</strong> <span className="meta">Sıra no {row.registerNo}</span>
              </span>
              {present ? (
                <span className="assembly-present">Geldi</span>
              ) : assembly.heldOn ? (
                <span className="meta">Gelmedi</span>
              ) : (
                <button type="button" className="button" disabled={action.busy !== null} onClick={() => void mark(row.registerNo)}>
                  Geldi <span className="visually-hidden">: {row.fullName}</span>
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}

export function Attendance({ assembly, q }: { assembly: AssemblyDto; q: string }) {
  const [meeting, setMeeting] = useState<Meeting>(assembly.heldMeeting ?? "first");
  const quorum = useLoad<QuorumDto>(assembly.noticeSentAt ? `/assembly/${assembly.id}/quorum` : null);
  const list = useLoad<EntitledPageDto>(assembly.noticeSentAt ? `/assembly/${assembly.id}/list` : null, { q });
  const reloadQuorum = quorum.reload;
  useEffect(() => {
    const timer = setInterval(reloadQuorum, 15_000);
    return () => clearInterval(timer);
  }, [reloadQuorum]);
  if (!assembly.noticeSentAt) return <p>Yoklama, çağrı gönderilip hazirun listesi dondurulunca alınır.</p>;
  return (
    <>
      {assembly.heldOn ? <p className="notice">Toplantı kapandı; yoklama olduğu gibi kalır.</p> : null}
      <fieldset className="assembly-meeting-choice">
        <legend>Hangi toplantı?</legend>
        {(["first", "second"] as const).map((which) => (
          <label key={which} className="checkbox">
            <input type="radio" name="assembly-meeting" checked={meeting === which} onChange={() => setMeeting(which)} /> {MEETING_LABELS[which]}
          </label>
        ))}
      </fieldset>
      <LoadState data={quorum.data} error={quorum.error} reload={quorum.reload}>
        {(loaded) => <QuorumBox quorum={loaded} meeting={meeting} />}
      </LoadState>
      <SearchBox id="assembly-door-search" href={(query) => assemblyHref(assembly.id, "yoklama", { q: query })} value={q} />
      <LoadState data={list.data} error={list.error} reload={list.reload}>
        {(loaded) => <Rows assembly={assembly} meeting={meeting} rows={loaded.items} onMarked={() => (list.reload(), quorum.reload())} />}
      </LoadState>
    </>
  );
}
