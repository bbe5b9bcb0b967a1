/**
 * The admin shell: skip link, progress bar, top bar (site link, user, sign-out), the section menu
 * (a sidebar on wide screens, a native <details> menu on narrow ones, no JavaScript needed) and the
 * main landmark.
 */
import { useRef, type ReactNode } from "react";
import { useAssociation } from "./association";
import { closeDetails } from "./browser";
import { ProgressBar } from "./progress";
import { roleText, useMe } from "./me";
import { Link, useRouter } from "./router";
import { ADMIN_ROOT, CALENDAR_SEGMENT, DECISIONS_SEGMENT, MEMBERS_SEGMENT, sectionHref } from "./routes";
import { keepsRegisters, seesDues, seesOnlyRegisters } from "../../src/shared/registers/access";
import { HOME_PATH, LOGOUT_PATH } from "../../src/shared/paths";
import type { MeDto } from "../../src/shared/admin-contract";

interface NavEntry {
  href: string;
  label: string;
  adminOnly?: boolean;
  /**
   * Who sees the entry, when not everyone in the admin area does: the association's records (registers,
   * dues). A board member or treasurer who is not an editor sees only the entries this admits.
   */
  shownTo?(me: MeDto): boolean;
}

export const NAV_ENTRIES: readonly NavEntry[] = [
  { href: ADMIN_ROOT, label: "Pano" },
  { href: `${ADMIN_ROOT}/gundem`, label: "Gündem" },
  { href: `${ADMIN_ROOT}/etkinlikler`, label: "Etkinlikler" },
  { href: `${ADMIN_ROOT}/galeri`, label: "Galeri" },
  { href: `${ADMIN_ROOT}/ortam`, label: "Ortam kitaplığı" },
  { href: `${ADMIN_ROOT}/sayfalar`, label: "Sayfalar" },
  { href: `${ADMIN_ROOT}/mesajlar`, label: "Mesajlar" },
  { href: `${ADMIN_ROOT}/cop-kutusu`, label: "Çöp kutusu" },
  { href: `${ADMIN_ROOT}/bulten`, label: "Bülten" },
  { href: `${ADMIN_ROOT}/kullanicilar`, label: "Kullanıcılar", adminOnly: true },
  { href: `${ADMIN_ROOT}/denetim`, label: "Denetim kaydı", adminOnly: true },
  { href: `${ADMIN_ROOT}/kvkk`, label: "KVKK", adminOnly: true },
  { href: `${ADMIN_ROOT}/ayarlar`, label: "Ayarlar", adminOnly: true },
  { href: `${ADMIN_ROOT}/${MEMBERS_SEGMENT}`, label: "Üye kayıt defteri", shownTo: keepsRegisters },
  { href: `${ADMIN_ROOT}/${DECISIONS_SEGMENT}`, label: "Karar defteri", shownTo: keepsRegisters },
  { href: `${ADMIN_ROOT}/evrak`, label: "Evrak kayıt defteri", shownTo: keepsRegisters },
  { href: `${ADMIN_ROOT}/genel-kurul`, label: "Genel kurul", shownTo: keepsRegisters },
  { href: `${ADMIN_ROOT}/uye-kayit/ice-aktar`, label: "Üye defterini içe aktar", shownTo: keepsRegisters },
  { href: `${ADMIN_ROOT}/${CALENDAR_SEGMENT}`, label: "Yasal takvim", shownTo: keepsRegisters },
  { href: `${ADMIN_ROOT}/aidat`, label: "Aidat ve defter", shownTo: seesDues },
  { href: `${ADMIN_ROOT}/sistem`, label: "Sistem", adminOnly: true },
];

/** The menu entries `me` may use. */
export function navEntriesFor(me: MeDto): NavEntry[] {
  if (seesOnlyRegisters(me)) return NAV_ENTRIES.filter((entry) => entry.shownTo?.(me));
  return NAV_ENTRIES.filter((entry) => (entry.shownTo ? entry.shownTo(me) : !entry.adminOnly || me.role === "admin"));
}

function NavList({ onNavigate }: { onNavigate?: () => void }) {
  const me = useMe();
  const { route } = useRouter();
  const current = sectionHref(route);
  return (
    <ul className="admin-nav-list">
      {navEntriesFor(me).map((entry) => (
        <li key={entry.href}>
          <Link href={entry.href} aria-current={entry.href === current ? "page" : undefined} onClick={onNavigate}>
            {entry.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const association = useAssociation();
  const me = useMe();
  const menuRef = useRef<HTMLDetailsElement>(null);
  const closeMenu = () => closeDetails(menuRef.current);
  return (
    <div className="admin-shell">
      <a className="skip-link" href="#icerik">
        İçeriğe geç
      </a>
      <ProgressBar />
      <header className="admin-topbar">
        <a className="admin-brand" href={HOME_PATH}>
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span className="admin-brand-name">{association.shortName}</span>
          <span className="admin-brand-back">Siteye dön</span>
        </a>
        <div className="admin-user">
          <span className="admin-user-name">
            {me.name} <span className="admin-user-role">({roleText(me)})</span>
          </span>
          <form method="post" action={LOGOUT_PATH} className="admin-signout">
            <button type="submit" className="button button-secondary button-small">
              Çıkış yap
            </button>
          </form>
        </div>
      </header>
      <div className="admin-layout">
        <details className="admin-menu" ref={menuRef}>
          <summary>Menü</summary>
          <nav aria-label="Yönetim menüsü (mobil)">
            <NavList onNavigate={closeMenu} />
          </nav>
        </details>
        <nav className="admin-sidebar" aria-label="Yönetim menüsü">
          <NavList />
        </nav>
        <main id="icerik" className="admin-main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
