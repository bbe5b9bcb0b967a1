/**
 * The admin app's routes: which section a "/admin/…" path (with its query) shows. Pure, so the
 * server and the browser pick the same section for the same path, and tests can check the table.
 */
import type { PageKey } from "../../src/shared/admin-contract";
import { PAGE_KEYS, PAGE_NAMES } from "../../src/shared/content-kinds/page";
import { CALENDAR_PATH, CASH_BOOK_PRINT_PATH, MEMBER_REGISTER_PATH } from "../../src/shared/paths";
import { compilePattern, matchPattern, type PathPattern } from "../../src/shared/path-pattern";

export type ContentKind = "news" | "events";

export type Route =
  | { name: "dashboard" }
  | { name: "content-list"; kind: ContentKind; q: string; page: number }
  | { name: "content-edit"; kind: ContentKind; id: number | null }
  | { name: "event-registrations"; id: number }
  | { name: "gallery"; album: "all" | number }
  | { name: "library"; q: string; page: number }
  | { name: "pages" }
  | { name: "page-edit"; key: PageKey }
  | { name: "messages"; q: string; page: number; messageId: number | null }
  | { name: "newsletter" }
  | { name: "users" }
  | { name: "audit"; page: number }
  | { name: "kvkk" }
  | { name: "settings" }
  | { name: "trash" }
  | { name: "members"; page: number; current: boolean; added: number | null; q: string; newest: boolean }
  | { name: "member-new" }
  | { name: "member"; registerNo: number }
  | { name: "members-print"; yil: string; ilk: string; son: string }
  | { name: "derbis"; page: number }
  | { name: "decisions"; year: number | null }
  | { name: "decisions-print"; yil: string; ilk: string; son: string }
  | { name: "documents"; year: number | null; page: number }
  | { name: "documents-print"; from: number; to: number }
  | { name: "register-import" }
  | { name: "legal-calendar" }
  | { name: "dues"; tab: DuesTab; page: number; sort: string; year: number | null; member: number | null }
  | { name: "system" }
  | { name: "assembly"; id: number | null; tab: AssemblyTab; page: number; q: string }
  | { name: "assembly-print"; id: number }
  | { name: "not-found" };

/** An assembly's tabs (docs/assembly.md), each its own address under /admin/genel-kurul/:id. */
export const ASSEMBLY_TABS = ["plan", "cagri", "hazirun", "yoklama", "sonuc"] as const;
export type AssemblyTab = (typeof ASSEMBLY_TABS)[number];

/** The general assembly's address segment. */
export const ASSEMBLY_SEGMENT = "genel-kurul";

/** An assembly's tab ("/admin/genel-kurul/3/yoklama"); the plan is the assembly's own address. */
export const assemblyHref = (id: number, tab: AssemblyTab = "plan", query: Record<string, string | number | null | undefined> = {}): string =>
  withQuery(tab === "plan" ? `${ADMIN_ROOT}/${ASSEMBLY_SEGMENT}/${id}` : `${ADMIN_ROOT}/${ASSEMBLY_SEGMENT}/${id}/${tab}`, query);

function assemblyRoute(id: string | undefined, tab: string | undefined, query: URLSearchParams): Route {
  const found = ASSEMBLY_TABS.find((name) => name === (tab ?? "plan"));
  if (!found) return { name: "not-found" };
  if (id === undefined) return { name: "assembly", id: null, tab: "plan", page: 1, q: "" };
  return withId(id, (assemblyId) => ({ name: "assembly", id: assemblyId, tab: found, page: pageOf(query), q: searchOf(query) }));
}

/** The dues section's tabs (docs/dues.md), each its own address under /admin/aidat. */
export const DUES_TABS = ["pano", "tarife", "odeme", "banka", "defter", "ayarlar"] as const;
export type DuesTab = (typeof DUES_TABS)[number];

export const ADMIN_ROOT = "/admin";


/** The member register's address segment (Üye Kayıt Defteri). */
export const MEMBERS_SEGMENT = MEMBER_REGISTER_PATH.slice(ADMIN_ROOT.length + 1);
/** The decision book's address segment (Karar Defteri). */
export const DECISIONS_SEGMENT = "karar-defteri";

/** The legal calendar's address segment (Yasal takvim, docs/calendar.md; CALENDAR_PATH in src/shared/calendar.ts). */
export const CALENDAR_SEGMENT = CALENDAR_PATH.slice(ADMIN_ROOT.length + 1);

/** Slugs of the content kinds in admin addresses. */
export const CONTENT_SEGMENT: Record<ContentKind, string> = { news: "gundem", events: "etkinlikler" };

const positiveInt = (text: string | null | undefined): number | null => {
  if (!text || !/^[1-9]\d{0,8}$/.test(text)) return null;
  return Number(text);
};

/** "?sayfa=" as a page number from 1; anything else is page 1. */
const pageOf = (params: URLSearchParams): number => positiveInt(params.get("sayfa")) ?? 1;

/** Splits "/admin/gundem?q=x#y" into a normalised pathname ("/admin/gundem") and its query. */
export function splitPath(path: string): { pathname: string; params: URLSearchParams } {
  const hashAt = path.indexOf("#");
  const withoutHash = hashAt >= 0 ? path.slice(0, hashAt) : path;
  const queryAt = withoutHash.indexOf("?");
  let pathname = queryAt >= 0 ? withoutHash.slice(0, queryAt) : withoutHash;
  const search = queryAt >= 0 ? withoutHash.slice(queryAt + 1) : "";
  if (pathname.length > 1) pathname = pathname.replace(/\/+$/, "");
  return { pathname: pathname || "/", params: new URLSearchParams(search) };
}

type Params = Record<string, string>;

/** The query's search text, trimmed. */
const searchOf = (params: URLSearchParams): string => (params.get("q") ?? "").trim();

/** A route built from a numeric path parameter: not found unless it is a positive integer. */
const withId = (text: string | undefined, build: (id: number) => Route): Route => {
  const id = positiveInt(text);
  return id === null ? { name: "not-found" } : build(id);
};

/** "?yil=2026": a year of the registers, or null (this year). */
const yearOf = (text: string | null | undefined): number | null => {
  const year = positiveInt(text);
  return year !== null && year >= 1900 && year <= 9999 ? year : null;
};

/** The printed pages' years: "?baslangic=2025&bitis=2026", one year when only one is given, this year when none. */
function printRange(params: URLSearchParams): Route {
  const from = yearOf(params.get("baslangic")) ?? yearOf(params.get("bitis")) ?? new Date().getFullYear();
  return { name: "documents-print", from, to: Math.max(from, yearOf(params.get("bitis")) ?? from) };
}

/**
 * A register's printed part as the address names it ("?yil=2026", "?ilk=1&son=40"), kept as typed so
 * the server's schema judges it and says what is wrong under the field; this year when none is given.
 */
function registerPrint(name: "members-print" | "decisions-print", params: URLSearchParams): Route {
  const [yil, ilk, son] = ["yil", "ilk", "son"].map((key) => (params.get(key) ?? "").trim()) as [string, string, string];
  const anyGiven = yil || (name === "members-print" && (ilk || son));
  return { name, yil: anyGiven ? yil : String(new Date().getFullYear()), ilk, son };
}

/** The gallery, or the media library for the old address of images in no album. */
function galleryRoute(params: URLSearchParams): Route {
  const album = params.get("album");
  // Images in no album used to be listed here; they are in the media library now.
  if (album === "none") return { name: "library", q: "", page: 1 };
  return { name: "gallery", album: positiveInt(album) ?? "all" };
}

const contentRoutes = (kind: ContentKind): [string, (path: Params, query: URLSearchParams) => Route][] => {
  const base = `${ADMIN_ROOT}/${CONTENT_SEGMENT[kind]}`;
  return [
    [base, (_, query) => ({ name: "content-list", kind, q: searchOf(query), page: pageOf(query) })],
    [`${base}/yeni`, () => ({ name: "content-edit", kind, id: null })],
    [`${base}/:id`, ({ id }) => withId(id, (found) => ({ name: "content-edit", kind, id: found }))],
  ];
};

/** A dues tab's address ("/admin/aidat/defter?yil=2026"); the dashboard is /admin/aidat itself. */
export const duesHref = (tab: DuesTab, query: Record<string, string | number | null | undefined> = {}): string =>
  withQuery(tab === "pano" ? `${ADMIN_ROOT}/aidat` : `${ADMIN_ROOT}/aidat/${tab}`, query);

function duesRoute(tab: string | undefined, query: URLSearchParams): Route {
  const found = DUES_TABS.find((name) => name === (tab ?? "pano"));
  if (!found) return { name: "not-found" };
  return { name: "dues", tab: found, page: pageOf(query), sort: query.get("sira") ?? "behind", year: positiveInt(query.get("yil")), member: positiveInt(query.get("uye")) };
}

/** Every section's address pattern (src/shared/path-pattern.ts), tried in order; the first match wins. */
const ROUTE_TABLE: readonly [PathPattern, (path: Params, query: URLSearchParams) => Route][] = (
  [
    [ADMIN_ROOT, () => ({ name: "dashboard" })],
    // An event's registrations.
    [`${ADMIN_ROOT}/${CONTENT_SEGMENT.events}/:id/kayitlar`, ({ id }) => withId(id, (found) => ({ name: "event-registrations", id: found }))],
    ...contentRoutes("news"),
    ...contentRoutes("events"),
    [`${ADMIN_ROOT}/galeri`, (_, query) => galleryRoute(query)],
    [`${ADMIN_ROOT}/ortam`, (_, query) => ({ name: "library", q: searchOf(query), page: pageOf(query) })],
    [`${ADMIN_ROOT}/sayfalar`, () => ({ name: "pages" })],
    [`${ADMIN_ROOT}/sayfalar/:key`, ({ key }) => (key !== undefined && (PAGE_KEYS as readonly string[]).includes(key) ? { name: "page-edit", key: key as PageKey } : { name: "not-found" })],
    [`${ADMIN_ROOT}/bulten`, () => ({ name: "newsletter" })],
    [`${ADMIN_ROOT}/mesajlar`, (_, query) => ({ name: "messages", q: searchOf(query), page: pageOf(query), messageId: positiveInt(query.get("mesaj")) })],
    [`${ADMIN_ROOT}/kullanicilar`, () => ({ name: "users" })],
    [`${ADMIN_ROOT}/denetim`, (_, query) => ({ name: "audit", page: pageOf(query) })],
    [`${ADMIN_ROOT}/kvkk`, () => ({ name: "kvkk" })],
    [`${ADMIN_ROOT}/ayarlar`, () => ({ name: "settings" })],
    [`${ADMIN_ROOT}/cop-kutusu`, () => ({ name: "trash" })],
    [`${ADMIN_ROOT}/${MEMBERS_SEGMENT}`, (_, query) => ({ name: "members", page: pageOf(query), current: query.get("durum") === "uye", added: positiveInt(query.get("eklendi")), q: searchOf(query), newest: query.get("sira") === "yeni" })],
    [`${ADMIN_ROOT}/${MEMBERS_SEGMENT}/yeni`, () => ({ name: "member-new" })],
    [`${ADMIN_ROOT}/${DECISIONS_SEGMENT}`, (_, query) => ({ name: "decisions", year: positiveInt(query.get("yil")) })],
    [`${ADMIN_ROOT}/${DECISIONS_SEGMENT}/yazdir`, (_, query) => registerPrint("decisions-print", query)],
    // Before ":id", which would take these for an entry's number.
    [`${ADMIN_ROOT}/${MEMBERS_SEGMENT}/yazdir`, (_, query) => registerPrint("members-print", query)],
    [`${ADMIN_ROOT}/${MEMBERS_SEGMENT}/derbis`, (_, query) => ({ name: "derbis", page: pageOf(query) })],
    // An entry by its register number ("sıra no"), as every link and mail names it.
    [`${ADMIN_ROOT}/${MEMBERS_SEGMENT}/:no`, ({ no }) => withId(no, (found) => ({ name: "member", registerNo: found }))],
    [`${ADMIN_ROOT}/evrak`, (_, query) => ({ name: "documents", year: yearOf(query.get("yil")), page: pageOf(query) })],
    [`${ADMIN_ROOT}/evrak/yazdir`, (_, query) => printRange(query)],
    [`${ADMIN_ROOT}/uye-kayit/ice-aktar`, () => ({ name: "register-import" })],
    [`${ADMIN_ROOT}/${CALENDAR_SEGMENT}`, () => ({ name: "legal-calendar" })],
    [`${ADMIN_ROOT}/aidat`, (_, query) => duesRoute(undefined, query)],
    [`${ADMIN_ROOT}/aidat/:tab`, ({ tab }, query) => duesRoute(tab, query)],
    [`${ADMIN_ROOT}/sistem`, () => ({ name: "system" })],
    [`${ADMIN_ROOT}/${ASSEMBLY_SEGMENT}`, (_, query) => assemblyRoute(undefined, undefined, query)],
    [`${ADMIN_ROOT}/${ASSEMBLY_SEGMENT}/:id/yazdir`, ({ id }) => withId(id, (found) => ({ name: "assembly-print", id: found }))],
    [`${ADMIN_ROOT}/${ASSEMBLY_SEGMENT}/:id`, ({ id }, query) => assemblyRoute(id, undefined, query)],
    [`${ADMIN_ROOT}/${ASSEMBLY_SEGMENT}/:id/:tab`, ({ id, tab }, query) => assemblyRoute(id, tab, query)],
  ] as const satisfies readonly [string, (path: Params, query: URLSearchParams) => Route][]
).map(([pattern, build]) => [compilePattern(pattern), build]);

/** Which section a path shows. Unknown "/admin/…" paths (and anything else) are "not-found". */
export function matchRoute(path: string): Route {
  const { pathname, params } = splitPath(path);
  for (const [pattern, build] of ROUTE_TABLE) {
    const captured = matchPattern(pattern, pathname);
    if (captured) return build(captured, params);
  }
  return { name: "not-found" };
}

/**
 * Paths the client-side router handles. The preview pages (/admin/onizle/…) are rendered by the
 * server outside the app, and anything outside /admin is the public site: those load normally.
 */
export function isAppPath(path: string): boolean {
  const { pathname } = splitPath(path);
  if (pathname !== ADMIN_ROOT && !pathname.startsWith(ADMIN_ROOT + "/")) return false;
  return !pathname.startsWith(ADMIN_ROOT + "/onizle") && !pathname.startsWith(CASH_BOOK_PRINT_PATH);
}

/** Sections only administrators may see. */
export const adminOnly = (route: Route): boolean =>
  route.name === "users" || route.name === "audit" || route.name === "kvkk" || route.name === "settings" || route.name === "system";

/** The association's registers: for the board and administrators only (src/shared/registers/access.ts). */
export const registerRoute = (route: Route): boolean =>
  [
    "members", "member-new", "member", "members-print", "derbis", "decisions", "decisions-print", "documents", "documents-print",
    "register-import", "legal-calendar", "assembly", "assembly-print",
  ].includes(route.name);

/** The nav item a route belongs to (its href). */
export function sectionHref(route: Route): string {
  switch (route.name) {
    case "dashboard":
      return ADMIN_ROOT;
    case "content-list":
    case "content-edit":
      return `${ADMIN_ROOT}/${CONTENT_SEGMENT[route.kind]}`;
    case "event-registrations":
      return `${ADMIN_ROOT}/${CONTENT_SEGMENT.events}`;
    case "gallery":
      return `${ADMIN_ROOT}/galeri`;
    case "library":
      return `${ADMIN_ROOT}/ortam`;
    case "pages":
    case "page-edit":
      return `${ADMIN_ROOT}/sayfalar`;
    case "messages":
      return `${ADMIN_ROOT}/mesajlar`;
    case "newsletter":
      return `${ADMIN_ROOT}/bulten`;
    case "users":
      return `${ADMIN_ROOT}/kullanicilar`;
    case "audit":
      return `${ADMIN_ROOT}/denetim`;
    case "kvkk":
      return `${ADMIN_ROOT}/kvkk`;
    case "settings":
      return `${ADMIN_ROOT}/ayarlar`;
    case "trash":
      return `${ADMIN_ROOT}/cop-kutusu`;
    case "members":
    case "member-new":
    case "member":
    case "members-print":
    case "derbis":
      return `${ADMIN_ROOT}/${MEMBERS_SEGMENT}`;
    case "decisions":
    case "decisions-print":
      return `${ADMIN_ROOT}/${DECISIONS_SEGMENT}`;
    case "documents":
    case "documents-print":
      return `${ADMIN_ROOT}/evrak`;
    case "register-import":
      return `${ADMIN_ROOT}/uye-kayit/ice-aktar`;
    case "legal-calendar":
      return `${ADMIN_ROOT}/${CALENDAR_SEGMENT}`;
    case "dues":
      return `${ADMIN_ROOT}/aidat`;
    case "system":
      return `${ADMIN_ROOT}/sistem`;
    case "assembly":
    case "assembly-print":
      return `${ADMIN_ROOT}/${ASSEMBLY_SEGMENT}`;
    case "not-found":
      return "";
  }
}

export const PAGE_LABELS: Record<PageKey, string> = PAGE_NAMES;

/** The section's name for the page title. */
export function routeTitle(route: Route): string {
  switch (route.name) {
    case "dashboard":
      return "Pano";
    case "content-list":
      return route.kind === "news" ? "Gündem" : "Etkinlikler";
    case "content-edit":
      if (route.id === null) return route.kind === "news" ? "Yeni gündem kaydı" : "Yeni etkinlik";
      return route.kind === "news" ? "Gündem kaydını düzenle" : "Etkinliği düzenle";
    case "event-registrations":
      return "Etkinlik kayıtları";
    case "gallery":
      return "Galeri";
    case "library":
      return "Ortam kitaplığı";
    case "pages":
      return "Sayfalar";
    case "page-edit":
      return `${PAGE_LABELS[route.key]} sayfasını düzenle`;
    case "messages":
      return "Mesajlar";
    case "newsletter":
      return "Bülten";
    case "users":
      return "Kullanıcılar";
    case "audit":
      return "Denetim kaydı";
    case "kvkk":
      return "KVKK";
    case "settings":
      return "Ayarlar";
    case "trash":
      return "Çöp kutusu";
    case "members":
      return "Üye kayıt defteri";
    case "member-new":
      return "Deftere yeni üye";
    case "member":
      return "Üye kaydı";
    case "members-print":
      return "Üye kayıt defteri: yazdır";
    case "derbis":
      return "DERBİS bildirimleri";
    case "decisions":
      return "Karar defteri";
    case "decisions-print":
      return "Karar defteri: yazdır";
    case "documents":
      return "Evrak kayıt defteri";
    case "documents-print":
      return "Evrak kayıt defteri: yazdır";
    case "register-import":
      return "Üye kayıt defterini içe aktar";
    case "legal-calendar":
      return "Yasal takvim";
    case "dues":
      return "Aidat ve defter";
    case "system":
      return "Sistem";
    case "assembly":
      return "Genel kurul";
    case "assembly-print":
      return "Hazirun listesi: yazdır";
    case "not-found":
      return "Sayfa bulunamadı";
  }
}

/** Builds "/admin/gundem?q=x&sayfa=2", leaving out empty values and page 1. */
export function withQuery(pathname: string, query: Record<string, string | number | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined || value === "") continue;
    if (key === "sayfa" && Number(value) === 1) continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}
