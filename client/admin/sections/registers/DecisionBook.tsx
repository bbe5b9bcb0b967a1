/** Karar defteri: a year's board meetings and decisions, the applications awaiting the board, and the forms that add to them. */
import type { DecisionBookDto } from "../../../../src/shared/registers/dto";
import { useLoad } from "../../hooks";
import { Link } from "../../router";
import { ADMIN_ROOT, DECISIONS_SEGMENT, withQuery } from "../../routes";
import { EmptyState, LoadState, SectionHeader } from "../../ui";
import { Applications } from "./Applications";
import { MeetingCard } from "./MeetingCard";
import { MeetingForm } from "./MeetingForm";
import { LEGAL_NOTE } from "./labels";

function YearNav({ year }: { year: number }) {
  const base = `${ADMIN_ROOT}/${DECISIONS_SEGMENT}`;
  return (
    <nav className="register-filter" aria-label="Yıl">
      <Link href={`${base}?yil=${year - 1}`}>← {year - 1}</Link>
      <strong aria-current="page">{year}</strong>
      <Link href={`${base}?yil=${year + 1}`}>{year + 1} →</Link>
    </nav>
  );
}

export function DecisionBook({ year }: { year: number | null }) {
  const { data, error, reload } = useLoad<DecisionBookDto>("/registers/decisions", { yil: year });
  return (
    <section className="admin-section">
      <SectionHeader title="Karar defteri" lead={LEGAL_NOTE}>
        <Link className="button button-secondary" href={withQuery(`${ADMIN_ROOT}/${DECISIONS_SEGMENT}/yazdir`, { yil: year })}>
          Yazdır ve CSV
        </Link>
      </SectionHeader>
      <LoadState data={data} error={error} reload={reload}>
        {(book) => (
          <>
            <Applications applications={book.applications} />
            <YearNav year={book.year} />
            <MeetingForm board={book.board} boardSeats={book.boardSeats} onDone={reload} />
            {book.meetings.length === 0 ? (
              <EmptyState title={`${book.year} yılında kayıtlı toplantı yok`}>Yeni bir toplantı kaydedip kararlarını ekleyin; numaralar her yıl 1'den başlar.</EmptyState>
            ) : (
              book.meetings.map((meeting) => <MeetingCard key={meeting.id} meeting={meeting} meetings={book.meetings} applications={book.applications} members={book.members} onDone={reload} />)
            )}
          </>
        )}
      </LoadState>
    </section>
  );
}
