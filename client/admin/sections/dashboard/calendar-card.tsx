/**
 * The legal calendar on the board's dashboard: how many items are overdue or near, the most pressing
 * few, and the way to the screen. Shown only to those who keep the registers (the API refuses others).
 */
import { CALENDAR_PATH, dueDayLabel, type CalendarDto } from "../../../../src/shared/calendar";
import { useLoad } from "../../hooks";
import { Link } from "../../router";
import { LoadState } from "../../ui";
import { ItemTitle } from "../calendar/items";

/** The items shown on the card: the overdue and the near ones, the first few. */
const SHOWN = 3;

export function CalendarCard() {
  const { data, error, reload } = useLoad<CalendarDto>("/registers/calendar");
  return (
    <section className="card dashboard-panel" aria-labelledby="pano-yasal-takvim">
      <h2 id="pano-yasal-takvim">
        <Link href={CALENDAR_PATH}>Yasal takvim</Link>
      </h2>
      <LoadState data={data} error={error} reload={reload} lines={2}>
        {(data) => <CalendarSummary data={data} />}
      </LoadState>
    </section>
  );
}

function CalendarSummary({ data }: { data: CalendarDto }) {
  const overdue = data.items.filter((item) => item.stage === "overdue").length;
  const near = data.items.filter((item) => item.stage !== "upcoming");
  if (near.length === 0) return <p className="meta">Süresi geçen ya da yaklaşan iş yok{data.items.length > 0 ? ` (sırada ${data.items.length} iş)` : ""}.</p>;
  return (
    <>
      <p>{overdue > 0 ? <strong className="calendar-overdue-count">Süresi geçen {overdue} iş var.</strong> : `${near.length} işin süresi yaklaşıyor.`}</p>
      <ul className="plain-list">
        {near.slice(0, SHOWN).map((item) => (
          <li key={item.key}>
            <ItemTitle item={item} />
            <span className="meta"> · son gün {dueDayLabel(item.dueOn)}</span>
          </li>
        ))}
      </ul>
      {near.length > SHOWN ? <Link href={CALENDAR_PATH}>Bütün işleri gör ({data.items.length})</Link> : null}
    </>
  );
}
