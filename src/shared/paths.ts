/**
 * The site's addresses, built in one place for pages, feeds, mails, the calendar, the cache and the
 * admin app. Imports nothing, so every layer (and the browser) may use it.
 */

/** The home page. */
export const HOME_PATH = "/";

/** The association's own pages. */
export const ABOUT_PATH = "/hakkimizda";
export const CONTACT_PATH = "/iletisim";
/** The KVKK notice (aydınlatma metni): the footer and every form that collects personal data link here. */
export const KVKK_PATH = "/kvkk";
/** The newsletter's subscription page, where its forms post. */
export const NEWSLETTER_PATH = "/bulten";

/** Signing in, signing up, signing out and the password and address links. */
export const LOGIN_PATH = "/login";
export const REGISTER_PATH = "/register";
export const LOGOUT_PATH = "/logout";
export const FORGOT_PASSWORD_PATH = "/sifremi-unuttum";
export const PASSWORD_RESET_PATH = "/sifre-yenile";
export const ADDRESS_CONFIRM_PATH = "/eposta-onayla";

/** The login page, with the address to return to after signing in. */
export const loginPath = (next?: string | null) => (next ? `${LOGIN_PATH}?next=${encodeURIComponent(next)}` : LOGIN_PATH);

/** One's own account and its parts (forms post to them; the account page shows them all). */
export const ACCOUNT_PATH = "/hesabim";
export const ACCOUNT_REGISTRATIONS_PATH = `${ACCOUNT_PATH}/kayitlarim`;
export const ACCOUNT_NEWSLETTER_PATH = `${ACCOUNT_PATH}/bulten`;
export const ACCOUNT_DATA_PATH = `${ACCOUNT_PATH}/verilerim`;
export const ACCOUNT_DUES_PATH = `${ACCOUNT_PATH}/aidatlarim`;

/** The links of event registration mails; cancelling by the link (the token travels as `anahtar`). */
export const REGISTRATION_LINKS_PATH = "/etkinlik-kaydi";
export const REGISTRATION_CANCEL_PATH = `${REGISTRATION_LINKS_PATH}/iptal`;

/** The admin app, and the server-rendered previews of unpublished items under it. */
export const ADMIN_PATH = "/admin";
export const ADMIN_PREVIEW_PATH = `${ADMIN_PATH}/onizle`;
/** The cash book's year as printable A4 pages (`?yil=2026`), for those who keep the books. */
export const CASH_BOOK_PRINT_PATH = `${ADMIN_PATH}/defter-yazdir`;
/** Yasal takvim (docs/calendar.md): the legal calendar, for the board; the weekly mail and the dashboard link here. */
export const CALENDAR_PATH = `${ADMIN_PATH}/yasal-takvim`;
/** The general assemblies in the admin (docs/assembly.md); an assembly's result is at `/<id>/sonuc`. */
export const ASSEMBLY_ADMIN_PATH = `${ADMIN_PATH}/genel-kurul`;
/** The member register (Üye Kayıt Defteri) in the admin. */
export const MEMBER_REGISTER_PATH = `${ADMIN_PATH}/uye-defteri`;
/** One entry of the member register, by its register number ("sıra no"): the one identifier its addresses and mails use. */
export const memberEntryPath = (registerNo: number) => `${MEMBER_REGISTER_PATH}/${registerNo}`;

/** The public sections' list pages. */
export const NEWS_PATH = "/gundem";
export const EVENTS_PATH = "/etkinlikler";
export const GALLERY_PATH = "/galeri";

export const newsPath = (item: { slug: string }) => `${NEWS_PATH}/${item.slug}`;
export const eventPath = (item: { slug: string }) => `${EVENTS_PATH}/${item.slug}`;
export const albumPath = (album: { slug: string }) => `${GALLERY_PATH}/${album.slug}`;
export const photoPath = (album: { slug: string }, photo: { id: number }) => `${albumPath(album)}/${photo.id}`;

/** A general assembly's public notice (docs/assembly.md). */
export const ASSEMBLY_PATH = "/genel-kurul";
export const assemblyPath = (assembly: { slug: string }) => `${ASSEMBLY_PATH}/${assembly.slug}`;

/** Site search's results page (GET, `q` the query, `sayfa` the page). */
export const SEARCH_PATH = "/ara";
/** The OpenSearch description that tells browsers how to search the site. */
export const OPENSEARCH_PATH = "/opensearch.xml";
export const searchPath = (query: string, page = 1) => `${SEARCH_PATH}?q=${encodeURIComponent(query)}${page > 1 ? `&sayfa=${page}` : ""}`;

/** A list's page: the first page has no `sayfa`, so it keeps one address. */
export const listPagePath = (base: string, page: number) => (page > 1 ? `${base}?sayfa=${page}` : base);

/** The feeds: news as RSS, events as an iCalendar subscription and one file per event. */
export const NEWS_FEED_PATH = `${NEWS_PATH}/rss.xml`;
export const EVENTS_CALENDAR_PATH = `${EVENTS_PATH}.ics`;
export const eventCalendarPath = (item: { slug: string }) => `${eventPath(item)}/takvim.ics`;

/** The newsletter's one-time links (the token travels as `anahtar`): confirming a subscription, leaving the list. */
export const NEWSLETTER_CONFIRM_PATH = "/bulten/onay";
export const NEWSLETTER_LEAVE_PATH = "/bulten/ayril";
export const newsletterConfirmPath = (token: string) => `${NEWSLETTER_CONFIRM_PATH}?anahtar=${encodeURIComponent(token)}`;
export const newsletterLeavePath = (token: string) => `${NEWSLETTER_LEAVE_PATH}?anahtar=${encodeURIComponent(token)}`;

/** Where uploaded files are served; each segment of the R2 key is encoded on its own. */
export const MEDIA_PREFIX = "/media/";
export const mediaPath = (key: string) => MEDIA_PREFIX + key.split("/").map(encodeURIComponent).join("/");

/** Where the site's JSON API is mounted; errors under it are answered as JSON. */
export const API_PREFIX = "/api";

/** True for an address of the JSON API. */
export const isApiPath = (path: string): boolean => path === API_PREFIX || path.startsWith(API_PREFIX + "/");

/** The fingerprints of the passwords the site refuses, a static file the build writes (client/build.mjs). */
export const COMMON_PASSWORDS_PATH = "/_app/common-passwords.json";

/** The default privacy notice as the build writes it (src/services/kvkk/default-notice.ts). */
export const DEFAULT_NOTICE_PATH = "/_app/kvkk-default.json";

/** The health answer for uptime monitors and Cloudflare's health checks (src/routes/health.ts, docs/operations.md). */
export const HEALTH_PATH = "/_app/saglik";
