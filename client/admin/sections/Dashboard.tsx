/** Pano: the counts of each section and short lists of what needs attention (events, messages, schedule, changes). */
import type { DashboardDto } from "../../../src/shared/admin-contract";
import { formatEventWhen } from "../../../src/shared/i18n/dates";
import { useLoad } from "../hooks";
import { isAdmin, useMe } from "../me";
import { Link } from "../router";
import { showDateTime } from "../time";
import { LoadState, SectionHeader, VisibilityBadge } from "../ui";
import { keepsRegisters } from "../../../src/shared/registers/access";
import { CalendarCard } from "./dashboard/calendar-card";
import { CountCard, Panel } from "./dashboard/cards";
import { LateApplications } from "./dashboard/LateApplications";
import { SetupChecklist } from "./dashboard/SetupChecklist";

const when = (startsAt: string, endsAt: string | null, allDay: boolean) => formatEventWhen(new Date(startsAt), endsAt ? new Date(endsAt) : null, allDay);

export function Dashboard() {
  const me = useMe();
  const { data, error, reload } = useLoad<DashboardDto>("/dashboard");
  return (
    <section className="admin-section">
      <SectionHeader title="Pano" lead={`Hoş geldiniz, ${me.name}.`}>
        <Link className="button" href="/admin/gundem/yeni">
          Yeni gündem kaydı
        </Link>
        <Link className="button button-secondary" href="/admin/etkinlikler/yeni">
          Yeni etkinlik
        </Link>
      </SectionHeader>
      {isAdmin(me) ? <SetupChecklist /> : null}
      {keepsRegisters(me) ? <LateApplications /> : null}
      <LoadState data={data} error={error} reload={reload} lines={4}>
        {(data) => <DashboardBody data={data} showUsers={isAdmin(me)} />}
      </LoadState>
    </section>
  );
}

/** "Özet": how many items each section holds, linked to it. */
function DashboardCounts({ counts, showUsers }: { counts: DashboardDto["counts"]; showUsers: boolean }) {
  return (
    <>
      <h2 className="visually-hidden">Özet</h2>
      <ul className="count-grid">
        <CountCard
          title="Gündem"
          value={counts.news.published}
          href="/admin/gundem"
          detail={`yayında · ${counts.news.scheduled} planlandı · ${counts.news.draft} taslak`}
        />
        <CountCard
          title="Etkinlikler"
          value={counts.events.upcoming}
          href="/admin/etkinlikler"
          detail={`yaklaşan · ${counts.events.scheduled} planlandı · ${counts.events.draft} taslak`}
        />
        <CountCard title="Görseller" value={counts.images} href="/admin/galeri" detail="galeride" />
        <CountCard title="Okunmamış mesajlar" value={counts.unreadMessages} href="/admin/mesajlar" />
        {showUsers ? <CountCard title="Onay bekleyen üyeler" value={counts.pendingUsers} href="/admin/kullanicilar" /> : null}
        {showUsers && counts.failedJobs > 0 ? (
          <CountCard title="Gönderilemeyenler" value={counts.failedJobs} detail="son 30 günde, denemeler tükendiği için bırakılan e-postalar ve bültenler" />
        ) : null}
      </ul>
    </>
  );
}

/** The short lists: the legal calendar (for the board), upcoming events, unread messages, scheduled items, recent changes. */
function DashboardPanels({ data, showUsers }: { data: DashboardDto; showUsers: boolean }) {
  const me = useMe();
  return (
    <div className="dashboard-grid">
      {keepsRegisters(me) ? <CalendarCard /> : null}
      <Panel
        id="pano-etkinlikler"
        title="Yaklaşan etkinlikler"
        items={data.nextEvents}
        empty="Yaklaşan etkinlik yok."
        label={(event) => <Link href={`/admin/etkinlikler/${event.id}`}>{event.title}</Link>}
        meta={(event) => (
          <>
            <time dateTime={event.startsAt}>{when(event.startsAt, event.endsAt, event.allDay)}</time>
            {event.locationName ? ` · ${event.locationName}` : ""}
            {event.visibility !== "published" ? (
              <>
                {" "}
                <VisibilityBadge visibility={event.visibility} />
              </>
            ) : null}
          </>
        )}
      />

      <Panel
        id="pano-mesajlar"
        title="Okunmamış mesajlar"
        items={data.unreadMessages}
        empty="Okunmamış mesaj yok."
        label={(message) => (
          <Link href={`/admin/mesajlar?mesaj=${message.id}`}>
            <strong>{message.subject || "(Konu yok)"}</strong>
          </Link>
        )}
        meta={(message) => (
          <>
            {message.name} · <time dateTime={message.createdAt}>{showDateTime(message.createdAt)}</time>
          </>
        )}
      />

      <Panel
        id="pano-planlanan"
        title="İleri tarihe planlananlar"
        items={data.scheduled}
        empty="Planlanmış yayın yok."
        itemKey={(item) => `${item.kind}-${item.id}`}
        label={(item) => <Link href={`/admin/${item.kind === "news" ? "gundem" : "etkinlikler"}/${item.id}`}>{item.title}</Link>}
        meta={(item) => (
          <>
            {item.kind === "news" ? "Gündem" : "Etkinlik"} · <time dateTime={item.publishAt}>{showDateTime(item.publishAt)}</time>
          </>
        )}
      />

      <Panel
        id="pano-degisiklikler"
        title="Son değişiklikler"
        items={data.recentChanges}
        empty="Henüz değişiklik yok."
        label={(entry) => entry.summary}
        meta={(entry) => (
          <>
            {entry.actorName || "Sistem"} · <time dateTime={entry.at}>{showDateTime(entry.at)}</time>
          </>
        )}
      >
        {showUsers ? (
          <p>
            <Link href="/admin/denetim">Tüm denetim kaydı</Link>
          </p>
        ) : null}
      </Panel>

      {showUsers ? <RecentErrors errors={data.recentErrors} /> : null}
    </div>
  );
}

/** The last day's unexpected errors (administrators only), with the way to the system page. */
function RecentErrors({ errors }: { errors: DashboardDto["recentErrors"] }) {
  return (
    <Panel
      id="pano-hatalar"
      title="Son bir günün hataları"
      items={errors}
      empty="Son bir günde beklenmeyen hata olmadı."
      label={(error) => (
        <>
          <code>{error.route}</code> ({error.kind})
        </>
      )}
      meta={(error) => (
        <>
          {error.count} kez · son <time dateTime={error.lastAt}>{showDateTime(error.lastAt)}</time> · kod {error.lastCode}
        </>
      )}
    >
      <p>
        <Link href="/admin/sistem">Sistem sayfası</Link>
      </p>
    </Panel>
  );
}

function DashboardBody({ data, showUsers }: { data: DashboardDto; showUsers: boolean }) {
  return (
    <>
      <DashboardCounts counts={data.counts} showUsers={showUsers} />
      <DashboardPanels data={data} showUsers={showUsers} />
    </>
  );
}
