import type { Context } from "hono";
import type { AppEnv } from "../../shared/env";
import { definePage, type PageRoute } from "../../platform/page-route";
import { tag } from "../../platform/cache/tags";
import { ACCOUNT_DATA_PATH, ACCOUNT_DUES_PATH, ACCOUNT_NEWSLETTER_PATH, ACCOUNT_PATH, ACCOUNT_REGISTRATIONS_PATH, ADDRESS_CONFIRM_PATH, ADMIN_PATH, ADMIN_PREVIEW_PATH, ASSEMBLY_PATH, CASH_BOOK_PRINT_PATH, CONTACT_PATH, EVENTS_PATH, FORGOT_PASSWORD_PATH, GALLERY_PATH, HOME_PATH, KVKK_PATH, LOGIN_PATH, LOGOUT_PATH, NEWSLETTER_CONFIRM_PATH, NEWSLETTER_LEAVE_PATH, NEWSLETTER_PATH, NEWS_PATH, PASSWORD_RESET_PATH, REGISTER_PATH, REGISTRATION_CANCEL_PATH, SEARCH_PATH } from "../../shared/paths";
import { PAGE_KEYS } from "../../shared/content-kinds/page";
import { isIdOrSlug } from "../../platform/validation";
import { loadAdmin, renderAdmin } from "./admin";
import { cachedQuery, loadAra, renderAra } from "./ara";
import { loadEtkinlik, renderEtkinlik } from "./etkinlik-detail";
import { loadEtkinlikler, renderEtkinlikler } from "./etkinlikler";
import { loadGaleri, renderGaleri } from "./galeri";
import { loadGenelKurul, renderGenelKurul } from "./genel-kurul";
import { loadAlbum, renderAlbum } from "./galeri-album";
import { loadPhoto, renderPhoto } from "./galeri-foto";
import { loadGundem, renderGundem } from "./gundem";
import { loadGundemItem, renderGundemItem } from "./gundem-detail";
import { textPage } from "./text-page";
import { loadHome, renderHome } from "./home";
import { loadIletisim, renderIletisim, sendContactMessage } from "./iletisim";
import { exportMyData } from "./account-data";
import { confirm, renderBulten, renderConfirm, renderUnsubscribe, subscribe, unsubscribe } from "./bulten";
import { cancelRegistrationByLink, registerForEvent, renderCancelRegistration } from "./etkinlik-kayit";
import { cancelMyRegistration } from "./hesabim-kayitlarim";
import { loadMyDues, renderMyDues } from "./hesabim-aidatlarim";
import { leaveNewsletter } from "./hesabim-bulten";
import { loadCashBookPrint, renderCashBookPrint } from "./defter-yazdir";
import { loadAccount, LogoutPage, renderAccount, updateAccount } from "./hesabim";
import { loadKvkk, renderKvkk } from "./kvkk";
import { renderLogin, signIn, signOut } from "./login";
import { parsePageNumber, validPageQuery } from "./parts/pagination";
import { loadEventPreview, loadNewsPreview, renderEventPreview, renderNewsPreview } from "./preview";
import { register, renderRegister } from "./register";
import { renderAddressConfirmation, saveAddressConfirmation } from "./eposta-onayla";
import { renderPasswordReset, savePasswordReset } from "./sifre-yenile";
import { renderForgotPassword, sendPasswordReset } from "./sifremi-unuttum";

const validId = (params: Record<string, string>) => isIdOrSlug(params.id);
/** Album slugs are made by slugify (never a bare number). */
const isSlug = (value: string | undefined) => isIdOrSlug(value) && !/^[0-9]+$/.test(value ?? "");

/** A list's later pages wait for their data: a page past the end answers 404 before anything is sent. */
const laterListPage = (c: Context<AppEnv>) => (parsePageNumber(new URL(c.req.url).searchParams) ?? 1) > 1;

/**
 * The cache sections of public pages (see src/platform/cache/tags.ts): a page's copy is renewed
 * when anything in its sections changes. Lists and items show the gallery's strip too.
 */
const sections = {
  // The home page's structured data names the association's contact details.
  home: { sections: [tag.newsList, tag.eventList, tag.gallery, tag.page("home"), tag.page("contact"), tag.assembly] },
  news: { sections: [tag.newsList, tag.gallery] },
  events: { sections: [tag.eventList, tag.gallery] },
  gallery: { sections: [tag.gallery] },
  contact: { sections: [tag.page("contact")] },
  // The notice shows the controller's contact details, so the contact page's changes reach it too.
  kvkk: { sections: [tag.page("kvkk"), tag.page("contact")] },
  // Results come from every public list and page.
  assembly: { sections: [tag.assembly] },
  search: { sections: [tag.search, tag.newsList, tag.eventList, tag.gallery, ...PAGE_KEYS.map(tag.page)], query: { q: cachedQuery } },
} as const;

/**
 * Every screen of the site, by the original's route names, with its policies: `cache` (public
 * pages; none: never cached), `private` (personal pages: `Cache-Control: private, no-store`, always),
 * `scripts` (none unless declared), `waitsForData` (pages whose status depends on their data; the
 * others stream their shell first).
 */
export const pageRoutes: readonly PageRoute[] = [
  definePage({ name: "index", path: HOME_PATH, load: loadHome, render: renderHome, cache: sections.home }),
  definePage({
    name: "gundem",
    path: NEWS_PATH,
    validate: validPageQuery,
    load: loadGundem,
    render: renderGundem,
    cache: sections.news,
    waitsForData: laterListPage,
  }),
  definePage({
    name: "gundem-id",
    path: `${NEWS_PATH}/:id`,
    validate: validId,
    load: loadGundemItem,
    render: renderGundemItem,
    cache: sections.news,
    waitsForData: true,
  }),
  definePage({
    name: "etkinlikler",
    path: EVENTS_PATH,
    validate: validPageQuery,
    load: loadEtkinlikler,
    render: renderEtkinlikler,
    cache: sections.events,
    waitsForData: laterListPage,
  }),
  definePage({
    name: "etkinlikler-id",
    path: `${EVENTS_PATH}/:id`,
    validate: validId,
    load: loadEtkinlik,
    render: renderEtkinlik,
    action: registerForEvent,
    cache: sections.events,
    waitsForData: true,
  }),
  { name: "etkinlik-kaydi-iptal", private: true, path: REGISTRATION_CANCEL_PATH, render: renderCancelRegistration, action: cancelRegistrationByLink },
  // A page past the last answers 404 only once the count is known.
  definePage({ name: "ara", path: SEARCH_PATH, validate: validPageQuery, load: loadAra, render: renderAra, cache: sections.search, waitsForData: laterListPage, unlisted: true }),
  definePage({ name: "galeri", path: GALLERY_PATH, load: loadGaleri, render: renderGaleri, cache: sections.gallery }),
  definePage({
    name: "galeri-album",
    path: `${GALLERY_PATH}/:album`,
    validate: (params, query) => isSlug(params.album) && validPageQuery(params, query),
    load: loadAlbum,
    render: renderAlbum,
    cache: sections.gallery,
    waitsForData: true,
    // The photo view over the grid; without it each thumbnail is a link to the photo's own page.
    scripts: ["lightbox"],
  }),
  definePage({
    name: "galeri-album-foto",
    path: `${GALLERY_PATH}/:album/:photo`,
    validate: ({ album, photo }) => isSlug(album) && /^[1-9][0-9]{0,9}$/.test(photo ?? ""),
    load: loadPhoto,
    render: renderPhoto,
    cache: sections.gallery,
    waitsForData: true,
  }),
  definePage({
    name: "genel-kurul-slug",
    path: `${ASSEMBLY_PATH}/:slug`,
    validate: ({ slug }) => /^[a-z0-9-]{1,80}$/.test(slug ?? ""),
    load: loadGenelKurul,
    render: renderGenelKurul,
    cache: sections.assembly,
    waitsForData: true,
  }),
  definePage({ name: "hakkimizda", ...textPage("about") }),
  definePage({
    name: "iletisim",
    path: CONTACT_PATH,
    load: loadIletisim,
    render: renderIletisim,
    action: sendContactMessage,
    cache: sections.contact,
    waitsForData: true,
  }),
  definePage({ name: "kvkk", path: KVKK_PATH, load: loadKvkk, render: renderKvkk, cache: sections.kvkk }),
  { name: "bulten", private: true, path: NEWSLETTER_PATH, render: renderBulten, action: subscribe },
  { name: "bulten-onay", private: true, path: NEWSLETTER_CONFIRM_PATH, render: renderConfirm, action: confirm },
  { name: "bulten-ayril", private: true, path: NEWSLETTER_LEAVE_PATH, render: renderUnsubscribe, action: unsubscribe },
  { name: "login", private: true, path: LOGIN_PATH, render: renderLogin, action: signIn },
  { name: "register", private: true, path: REGISTER_PATH, render: renderRegister, action: register },
  { name: "sifremi-unuttum", private: true, path: FORGOT_PASSWORD_PATH, render: renderForgotPassword, action: sendPasswordReset },
  { name: "sifre-yenile", private: true, path: PASSWORD_RESET_PATH, render: renderPasswordReset, action: savePasswordReset },
  { name: "eposta-onayla", private: true, path: ADDRESS_CONFIRM_PATH, render: renderAddressConfirmation, action: saveAddressConfirmation },
  { name: "logout", private: true, path: LOGOUT_PATH, render: (c) => c.render(<LogoutPage done={c.req.query("tamam") === "1" && !c.var.session} />, { title: "Çıkış", noindex: true }), action: signOut },
  definePage({ name: "hesabim", private: true, path: ACCOUNT_PATH, middleware: ["signedIn"], load: loadAccount, render: renderAccount, action: updateAccount }),
  definePage({ name: "hesabim-kayitlarim", private: true, path: ACCOUNT_REGISTRATIONS_PATH, middleware: ["signedIn"], load: loadAccount, render: renderAccount, action: cancelMyRegistration }),
  definePage({ name: "hesabim-bulten", private: true, path: ACCOUNT_NEWSLETTER_PATH, middleware: ["signedIn"], load: loadAccount, render: renderAccount, action: leaveNewsletter }),
  definePage({ name: "hesabim-aidatlarim", private: true, path: ACCOUNT_DUES_PATH, middleware: ["signedIn"], load: loadMyDues, render: renderMyDues }),
  { name: "hesabim-verilerim", private: true, path: ACCOUNT_DATA_PATH, middleware: ["signedIn"], render: exportMyData },
  definePage({
    name: "admin-onizle-gundem",
    private: true,
    path: `${ADMIN_PREVIEW_PATH}/gundem/:id`,
    validate: ({ id }) => /^[1-9][0-9]{0,9}$/.test(id ?? ""),
    middleware: ["auth"],
    load: loadNewsPreview,
    render: renderNewsPreview,
    scripts: "admin",
  }),
  definePage({
    name: "admin-onizle-etkinlikler",
    private: true,
    path: `${ADMIN_PREVIEW_PATH}/etkinlikler/:id`,
    validate: ({ id }) => /^[1-9][0-9]{0,9}$/.test(id ?? ""),
    middleware: ["auth"],
    load: loadEventPreview,
    render: renderEventPreview,
    scripts: "admin",
  }),
  definePage({ name: "defter-yazdir", private: true, path: CASH_BOOK_PRINT_PATH, middleware: ["duesReader"], load: loadCashBookPrint, render: renderCashBookPrint }),
  definePage({ name: "admin", private: true, path: ADMIN_PATH, middleware: ["adminArea"], load: loadAdmin, render: renderAdmin, scripts: "admin", waitsForData: true }),
  definePage({ name: "admin-all", private: true, path: `${ADMIN_PATH}/*`, middleware: ["adminArea"], load: loadAdmin, render: renderAdmin, scripts: "admin", waitsForData: true }),
];
