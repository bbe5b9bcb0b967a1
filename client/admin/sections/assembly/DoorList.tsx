/**
 * The door's list: one line per member of the frozen list on this page, "Geldi" to mark them, and
 * for a member marked (from this phone or another) who marked them and when, with "Geri al" to take
 * back a mistake until the meeting is recorded as held.
 */
import type { DoorRowDto } from "../../../../src/shared/assembly/dto";
import { showClock } from "../../time";

interface DoorListProps {
  rows: readonly DoorRowDto[];
  /** The meeting is recorded as held: the marks stand as they are. */
  closed: boolean;
  /** The register number whose mark is being written or taken back (its buttons wait). */
  busy: number | null;
  mark(row: DoorRowDto): void;
  takeBack(row: DoorRowDto): void;
}

/** "Ayşe Kaya işaretledi, 14:02": which phone (its account) marked the member, in Istanbul's time. */
const markedBy = (mark: NonNullable<DoorRowDto["mark"]>) => `${mark.by ?? "Silinmiş hesap"} işaretledi, ${showClock(new Date(mark.at))}`;

function DoorLine({ row, closed, busy, mark, takeBack }: Omit<DoorListProps, "rows"> & { row: DoorRowDto }) {
  const waiting = busy !== null;
  return (
    <li className={row.mark ? "is-present" : undefined}>
      <span className="assembly-door-member">
        <strong>{row.fullName}</strong> <span className="meta">Sıra no {row.registerNo}</span>
        {row.mark ? <span className="meta assembly-door-mark">{markedBy(row.mark)}</span> : null}
      </span>
      {row.mark ? (
        <span className="assembly-door-actions">
          <span className="assembly-present">Geldi</span>
          {closed ? null : (
            <button type="button" className="button button-secondary button-small" disabled={waiting} onClick={() => takeBack(row)}>
              Geri al <span className="visually-hidden">: {row.fullName}</span>
            </button>
          )}
        </span>
      ) : closed ? (
        <span className="meta">Gelmedi</span>
      ) : (
        <button type="button" className="button" disabled={waiting} onClick={() => mark(row)}>
          Geldi <span className="visually-hidden">: {row.fullName}</span>
        </button>
      )}
    </li>
  );
}

export function DoorList({ rows, ...rest }: DoorListProps) {
  if (rows.length === 0) return <p>Aramaya uyan üye yok.</p>;
  return (
    <ul className="assembly-attendance">
      {rows.map((row) => (
        <DoorLine key={row.registerNo} row={row} {...rest} />
      ))}
    </ul>
  );
}
