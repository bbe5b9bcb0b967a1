import type { DashboardDto } from "../../contract";
import { formatEventWhen } from "../../../i18n/dates";
import { useLoad } from "../hooks";
import { isAdmin, useMe } from "../me";
import { Link } from "../router";
import { showDateTime } from "../time";
import { ErrorNotice, Loading, SectionHeader } from "../ui";

function CountCard({ title, value, href, detail }: { title: string; value: number; href: string; detail?: string }) {
  return (
    <li className="card count-card">
      <h2 className="count-card-title">
        <Link href={href}>{title}</Link>
      </h2>
      <p className="count-card-value">{value.toLocaleString("tr-TR")}</p>
      {detail ? <p className="meta">{detail}</p> : null}
    </li>
  );
}

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
      <ErrorNotice error={error} />
      {error && !data ? (
        <button type="button" className="button button-secondary" onClick={reload}>
          Tekrar dene
        </button>
      ) : null}
      {!data && !error ? <Loading lines={4} /> : null}
      {data ? <DashboardBody data={data} showUsers={isAdmin(me)} /> : null}
    </section>
  );
}

function DashboardBody({ data, showUsers }: { data: DashboardDto; showUsers: boolean }) {
  const { counts } = data;
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
      </ul>

      <div className="dashboard-grid">
        <section className="card dashboard-panel" aria-labelledby="pano-etkinlikler">
          <h2 id="pano-etkinlikler">Yaklaşan etkinlikler</h2>
          {data.nextEvents.length === 0 ? (
            <p className="meta">Yaklaşan etkinlik yok.</p>
          ) : (
            <ul className="plain-list">
              {data.nextEvents.map((event) => (
                <li key={event.id}>
                  <Link href={`/admin/etkinlikler/${event.id}`}>{event.title}</Link>
                  <span className="meta">
                    {" "}
                    · <time dateTime={event.startsAt}>{when(event.startsAt, event.endsAt, event.allDay)}</time>
                    {event.locationName ? ` · ${event.locationName}` : ""}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section className="card dashboard-panel" aria-labelledby="pano-mesajlar">
          <h2 id="pano-mesajlar">Okunmamış mesajlar</h2>
          {data.unreadMessages.length === 0 ? (
            <p className="meta">Okunmamış mesaj yok.</p>
          ) : (
            <ul className="plain-list">
              {data.unreadMessages.map((message) => (
                <li key={message.id}>
                  <Link href={`/admin/mesajlar?mesaj=${message.id}`}>
                    <strong>{message.subject || "(Konu yok)"}</strong>
                  </Link>
                  <span className="meta">
                    {" "}
                    · {message.name} · <time dateTime={message.createdAt}>{showDateTime(message.createdAt)}</time>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section className="card dashboard-panel" aria-labelledby="pano-planlanan">
          <h2 id="pano-planlanan">İleri tarihe planlananlar</h2>
          {data.scheduled.length === 0 ? (
            <p className="meta">Planlanmış yayın yok.</p>
          ) : (
            <ul className="plain-list">
              {data.scheduled.map((item) => (
                <li key={`${item.kind}-${item.id}`}>
                  <Link href={`/admin/${item.kind === "news" ? "gundem" : "etkinlikler"}/${item.id}`}>{item.title}</Link>
                  <span className="meta">
                    {" "}
                    · {item.kind === "news" ? "Gündem" : "Etkinlik"} · <time dateTime={item.publishAt}>{showDateTime(item.publishAt)}</time>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section className="card dashboard-panel" aria-labelledby="pano-degisiklikler">
          <h2 id="pano-degisiklikler">Son değişiklikler</h2>
          {data.recentChanges.length === 0 ? (
            <p className="meta">Henüz değişiklik yok.</p>
          ) : (
            <ul className="plain-list">
              {data.recentChanges.map((entry) => (
                <li key={entry.id}>
                  {entry.summary}
                  <span className="meta">
                    {" "}
                    · {entry.actorName || "Sistem"} · <time dateTime={entry.at}>{showDateTime(entry.at)}</time>
                  </span>
                </li>
              ))}
            </ul>
          )}
          {showUsers ? (
            <p>
              <Link href="/admin/denetim">Tüm denetim kaydı</Link>
            </p>
          ) : null}
        </section>
      </div>
    </>
  );
}
