import type { ReactNode } from "react";
import type { SessionUser } from "../../db/users";
import { accountNav, mainNav, type NavItem } from "../../shared/site";
import { SOCIAL_NETWORKS, type Identity } from "../../shared/identity";
import { useIdentity } from "./site-identity";
import { SubscribeForm } from "./parts/subscribe-form";
import { ABOUT_PATH, ACCOUNT_PATH, ADMIN_PATH, CONTACT_PATH, EVENTS_CALENDAR_PATH, HOME_PATH, KVKK_PATH, LOGOUT_PATH, NEWS_FEED_PATH, SEARCH_PATH } from "../../shared/paths";
import { istanbulYear } from "../../shared/i18n/dates";

/**
 * `aria-current="page"` marks the page itself; a detail page marks its section with `aria-current="true"`.
 */
function currentOf(href: string, path: string): "page" | "true" | undefined {
  if (href === path) return "page";
  if (href !== HOME_PATH && path.startsWith(href + "/")) return "true";
  return undefined;
}

function NavList({ items, path, signedIn }: { items: readonly NavItem[]; path: string; signedIn: boolean }) {
  return (
    <ul className="nav-list">
      {items.map((item) => (
        <li key={item.href}>
          <a href={item.href} aria-current={currentOf(item.href, path)}>
            {item.label}
          </a>
        </li>
      ))}
      {signedIn ? <SignOut /> : null}
    </ul>
  );
}

/** Account links: sign in and register for visitors; one's account, the admin area and sign-out otherwise. */
function accountItems(user: SessionUser | null): NavItem[] {
  if (!user) return [...accountNav];
  return [
    { href: ACCOUNT_PATH, label: user.name },
    ...(user.role === "member" ? [] : [{ href: ADMIN_PATH, label: "Yönetim" }]),
  ];
}

/** Signing out changes state, so it is a POST form, styled like the links beside it. */
function SignOut() {
  return (
    <li>
      <form method="post" action={LOGOUT_PATH} className="nav-form">
        <button type="submit">Çıkış</button>
      </form>
    </li>
  );
}

/** The site's search box: a plain GET form to /ara, labelled, usable without JavaScript. */
function SiteSearch() {
  return (
    <form className="site-search" role="search" method="get" action={SEARCH_PATH}>
      <label className="visually-hidden" htmlFor="site-search-q">
        Sitede ara
      </label>
      <input id="site-search-q" type="search" name="q" placeholder="Sitede ara" maxLength={200} autoComplete="off" />
      <button type="submit">Ara</button>
    </form>
  );
}

/** The footer: who we are, the newsletter form, the association's pages and the feeds. */
/** The association's pages on social networks, as its settings name them. */
function SocialLinks({ social }: { social: Identity["social"] }) {
  const links = (Object.keys(SOCIAL_NETWORKS) as (keyof typeof SOCIAL_NETWORKS)[]).filter((network) => social[network]);
  if (!links.length) return null;
  return (
    <ul className="footer-social">
      {links.map((network) => (
        <li key={network}>
          <a href={social[network]} rel="noopener me">
            {SOCIAL_NETWORKS[network]}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The association's mark: its uploaded logo, or the neutral one. */
const Logo = ({ site, size }: { site: Identity; size: number }) => <img src={site.logo?.src ?? "/favicon.svg"} alt="" width={size} height={size} />;

function SiteFooter() {
  const site = useIdentity();
  const thisYear = istanbulYear();
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-about">
          <p className="footer-name">
            <Logo site={site} size={28} />
            {site.name}
          </p>
          {site.purpose ? <p>{site.purpose}</p> : null}
          <SocialLinks social={site.social} />
        </div>
        <section className="footer-newsletter" aria-labelledby="bulten-abone">
          <h2 id="bulten-abone" className="footer-heading">
            Bültenimize abone olun
          </h2>
          <SubscribeForm form="alt-bulten" compact />
        </section>
        <nav className="footer-links" aria-label="Alt menü">
          <ul>
            <li>
              <a href={ABOUT_PATH}>Hakkımızda</a>
            </li>
            <li>
              <a href={CONTACT_PATH}>İletişim</a>
            </li>
            <li>
              <a href={NEWS_FEED_PATH}>Gündem (RSS)</a>
            </li>
            <li>
              <a href={EVENTS_CALENDAR_PATH}>Etkinlik takvimi (iCal)</a>
            </li>
            <li>
              <a href={KVKK_PATH}>KVKK Aydınlatma Metni</a>
            </li>
          </ul>
        </nav>
        <p className="footer-copy">
          © {site.foundedYear && site.foundedYear < thisYear ? `${site.foundedYear}–${thisYear}` : thisYear} {site.name}
        </p>
      </div>
    </footer>
  );
}

/** The one default layout: skip link, header with navigation, main landmark, footer. */
export function Layout({ path, user, children }: { path: string; user: SessionUser | null; children: ReactNode }) {
  const items = [...mainNav, ...accountItems(user)];
  const site = useIdentity();
  return (
    <>
      <a className="skip-link" href="#icerik">
        İçeriğe geç
      </a>
      <header className="site-header">
        <div className="container">
          <a className="brand" href={HOME_PATH}>
            <Logo site={site} size={36} />
            <span>{site.name}</span>
          </a>
          {/*
            Small screens: the menu is a popover, opened by its button with no JavaScript. The
            browser closes it on Escape and on a click outside it, and tells assistive technology
            whether it is open.
          */}
          <button className="menu-button" type="button" popoverTarget="mobil-menu">
            Menü
          </button>
          <div className="menu" id="mobil-menu" popover="auto">
            <div className="menu-head">
              <span className="menu-title">Menü</span>
              <button className="menu-close" type="button" popoverTarget="mobil-menu" popoverTargetAction="hide">
                Kapat
              </button>
            </div>
            <nav aria-label="Ana menü (mobil)">
              <NavList items={items} path={path} signedIn={user !== null} />
            </nav>
          </div>
          <nav className="desktop-nav" aria-label="Ana menü">
            <NavList items={items} path={path} signedIn={user !== null} />
          </nav>
          <SiteSearch />
        </div>
      </header>
      <main id="icerik" tabIndex={-1}>
        <div className="container">{children}</div>
      </main>
      <SiteFooter />
    </>
  );
}
