/** The legal calendar's open items as one list: stage, title linked to where it is settled, last day, and the in-place action. */
import { CALENDAR_PATH, dueDayLabel, type CalendarItem } from "../../../../src/shared/calendar";
import {
  APPLICATION_DECISION_DAYS,
  ASSEMBLY_MAX_YEARS,
  ASSEMBLY_RESULT_DAYS,
  DECLARATION_CLOSES,
  DECLARATION_OPENS,
  daysBetween,
  MEMBER_REPORT_DAYS,
  type DeadlineStage,
} from "../../../../src/shared/legal-deadlines";
import { useApi } from "../../api";
import { Link } from "../../router";
import { ActionFeedback, useAction } from "../../use-action";

/** "30 Nisan" for "04-30": a day of every year. */
const dayOfYear = (monthDay: string) => dueDayLabel(`2001-${monthDay}`).replace(/ 2001$/, "");

/** The calendar screen's note on the deadlines it counts, with the numbers of src/shared/legal-deadlines.ts. */
export const DEADLINES_NOTE =
  `Süreler: beyanname her yıl ${dayOfYear(DECLARATION_OPENS)} – ${dayOfYear(DECLARATION_CLOSES)} (Dernekler Yönetmeliği m. 83); üye girişi ve çıkışı ${MEMBER_REPORT_DAYS} gün içinde DERBİS'e (Dernekler Kanunu m. 23); ` +
  `üyelik başvurusu ${APPLICATION_DECISION_DAYS} gün içinde karara (Türk Medeni Kanunu m. 64); olağan genel kurul en geç ${ASSEMBLY_MAX_YEARS} yılda bir (m. 74); ` +
  `sonuç bildirimi genel kuruldan sonra ${ASSEMBLY_RESULT_DAYS} gün içinde (Dernekler Kanunu m. 23). Yönetim kurulu üyelerine her pazartesi, yeni ya da süresi yaklaşan işler için e-posta gider.`;

export const STAGE_LABELS: Record<DeadlineStage, string> = { overdue: "Süresi geçti", "due-soon": "Yaklaşıyor", upcoming: "Sırada" };

/** "12 gün kaldı", "Bugün son gün", "3 gün geçti". */
export function daysLeftText(dueOn: string, today: string): string {
  const left = daysBetween(today, dueOn);
  if (left === 0) return "Bugün son gün";
  return left > 0 ? `${left} gün kaldı` : `${-left} gün geçti`;
}

/**
 * The item's title, linked through the admin router. On the calendar screen itself (`here`) an item
 * settled by its own button is plain text, and one settled by the screen's form links to that form.
 */
export function ItemTitle({ item, here = false }: { item: CalendarItem; here?: boolean }) {
  if (here && item.href === CALENDAR_PATH) return <>{item.title}</>;
  if (here && item.href.startsWith(`${CALENDAR_PATH}#`)) return <a href={item.href.slice(CALENDAR_PATH.length)}>{item.title}</a>;
  return <Link href={item.href}>{item.title}</Link>;
}

/** The button that records an item as done here, when it is settled outside the site (in DERBİS). */
function SettleButton({ item, onSettled }: { item: CalendarItem; onSettled(): void }) {
  const { api } = useApi();
  const action = useAction();
  if (!item.action) return null;
  const settle = item.action;
  const label = settle.kind === "declaration" ? "Beyanname verildi" : "DERBİS'e bildirildi";
  const run = () =>
    action.run(async () => {
      if (settle.kind === "declaration") await api("/registers/calendar/declarations", { method: "POST", body: { year: settle.year } });
      // The same mark as the DERBİS list's (docs/registers.md), set once.
      else await api(`/registers/members/${settle.registerNo}/bildirildi`, { method: "POST", body: { event: settle.which } });
      onSettled();
    });
  return (
    <div className="calendar-settle">
      <button type="button" className="button button-secondary" onClick={run} disabled={action.busy !== null} aria-describedby={`takvim-${item.key}`}>
        {action.busy !== null ? "Kaydediliyor…" : label}
      </button>
      <ActionFeedback action={action} />
    </div>
  );
}

/** One card of the list: an item on its own, or the DERBİS notifications due on one day together. */
export type CalendarCard = { item: CalendarItem } | { reports: CalendarItem[]; dueOn: string; stage: CalendarItem["stage"] };

const isReport = (item: CalendarItem) => item.kind === "member-entry" || item.kind === "member-exit";

/**
 * The items as cards, in their order: the members' DERBİS notifications (entries and exits) due on
 * the same day make one card with the list inside, where the first of them stood; any other item, or
 * a notification alone on its day, is a card of its own.
 */
export function calendarCards(items: readonly CalendarItem[]): CalendarCard[] {
  const sameDay = new Map<string, CalendarItem[]>();
  for (const item of items.filter(isReport)) sameDay.set(item.dueOn, [...(sameDay.get(item.dueOn) ?? []), item]);
  return items.flatMap((item): CalendarCard[] => {
    const reports = isReport(item) ? sameDay.get(item.dueOn)! : [];
    if (reports.length < 2) return [{ item }];
    return reports[0] === item ? [{ reports, dueOn: item.dueOn, stage: item.stage }] : [];
  });
}

function DueLine({ dueOn, today }: { dueOn: string; today: string }) {
  return (
    <p className="meta">
      Son gün <time dateTime={dueOn}>{dueDayLabel(dueOn)}</time> · {daysLeftText(dueOn, today)}
    </p>
  );
}

/** The DERBİS notifications due on one day: one card, each member's line with its own link and button. */
function ReportsCard({ card, today, onSettled }: { card: Extract<CalendarCard, { reports: CalendarItem[] }>; today: string; onSettled(): void }) {
  return (
    <li className={`card calendar-item calendar-${card.stage} calendar-group`}>
      <p className="calendar-stage">{STAGE_LABELS[card.stage]}</p>
      <p className="calendar-title">{`${card.reports.length} üyenin DERBİS bildirimi`}</p>
      <DueLine dueOn={card.dueOn} today={today} />
      <ul className="calendar-group-items">
        {card.reports.map((item) => (
          <li key={item.key}>
            <span id={`takvim-${item.key}`}>
              <ItemTitle item={item} here />
            </span>
            <SettleButton item={item} onSettled={onSettled} />
          </li>
        ))}
      </ul>
    </li>
  );
}

/** Every open item, most pressing first; the overdue ones marked in words and colour; one day's DERBİS notifications in one card. */
export function CalendarItems({ items, today, onSettled }: { items: readonly CalendarItem[]; today: string; onSettled(): void }) {
  if (items.length === 0) return <p className="card">Açık iş yok: sitenin bildiği bütün yasal süreler karşılanmış.</p>;
  return (
    <ol className="calendar-items">
      {calendarCards(items).map((card) =>
        "reports" in card ? (
          <ReportsCard key={`derbis:${card.dueOn}`} card={card} today={today} onSettled={onSettled} />
        ) : (
          <li key={card.item.key} className={`card calendar-item calendar-${card.item.stage}`}>
            <p className="calendar-stage">{STAGE_LABELS[card.item.stage]}</p>
            <p className="calendar-title" id={`takvim-${card.item.key}`}>
              <ItemTitle item={card.item} here />
            </p>
            <DueLine dueOn={card.item.dueOn} today={today} />
            <SettleButton item={card.item} onSettled={onSettled} />
          </li>
        ),
      )}
    </ol>
  );
}
