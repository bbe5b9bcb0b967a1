/**
 * The admin app's routes: which section a "/admin/…" path (with its query) shows. Pure, so the
 * server and the browser pick the same section for the same path, and tests can check the table.
 */
import type { PageKey } from "../../src/shared/admin-contract";
import { PAGE_KEYS, PAGE_NAMES } from "../../src/shared/content-kinds/page";

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
  | { name: "not-found" };

export const ADMIN_ROOT = "/admin";


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

/** Which section a path shows. Unknown "/admin/…" paths (and anything else) are "not-found". */
export function matchRoute(path: string): Route {
  const { pathname, params } = splitPath(path);
  if (pathname === ADMIN_ROOT) return { name: "dashboard" };
  if (!pathname.startsWith(ADMIN_ROOT + "/")) return { name: "not-found" };
  const segments = pathname.slice(ADMIN_ROOT.length + 1).split("/");
  const [first, second, ...rest] = segments;
  // /admin/etkinlikler/{id}/kayitlar: an event's registrations.
  if (first === CONTENT_SEGMENT.events && rest.length === 1 && rest[0] === "kayitlar") {
    const id = positiveInt(second);
    return id === null ? { name: "not-found" } : { name: "event-registrations", id };
  }
  if (rest.length > 0) return { name: "not-found" };

  for (const kind of ["news", "events"] as const) {
    if (first !== CONTENT_SEGMENT[kind]) continue;
    if (second === undefined) return { name: "content-list", kind, q: (params.get("q") ?? "").trim(), page: pageOf(params) };
    if (second === "yeni") return { name: "content-edit", kind, id: null };
    const id = positiveInt(second);
    return id === null ? { name: "not-found" } : { name: "content-edit", kind, id };
  }

  switch (first) {
    case "galeri": {
      if (second !== undefined) return { name: "not-found" };
      const album = params.get("album");
      // Images in no album used to be listed here; they are in the media library now.
      if (album === "none") return { name: "library", q: "", page: 1 };
      const id = positiveInt(album);
      return { name: "gallery", album: id ?? "all" };
    }
    case "ortam":
      return second === undefined ? { name: "library", q: (params.get("q") ?? "").trim(), page: pageOf(params) } : { name: "not-found" };
    case "sayfalar":
      if (second === undefined) return { name: "pages" };
      return (PAGE_KEYS as readonly string[]).includes(second) ? { name: "page-edit", key: second as PageKey } : { name: "not-found" };
    case "bulten":
      return second === undefined ? { name: "newsletter" } : { name: "not-found" };
    case "mesajlar":
      if (second !== undefined) return { name: "not-found" };
      return { name: "messages", q: (params.get("q") ?? "").trim(), page: pageOf(params), messageId: positiveInt(params.get("mesaj")) };
    case "kullanicilar":
      return second === undefined ? { name: "users" } : { name: "not-found" };
    case "denetim":
      return second === undefined ? { name: "audit", page: pageOf(params) } : { name: "not-found" };
    case "kvkk":
      return second === undefined ? { name: "kvkk" } : { name: "not-found" };
    case "ayarlar":
      return second === undefined ? { name: "settings" } : { name: "not-found" };
    case "cop-kutusu":
      return second === undefined ? { name: "trash" } : { name: "not-found" };
    default:
      return { name: "not-found" };
  }
}

/**
 * Paths the client-side router handles. The preview pages (/admin/onizle/…) are rendered by the
 * server outside the app, and anything outside /admin is the public site: those load normally.
 */
export function isAppPath(path: string): boolean {
  const { pathname } = splitPath(path);
  if (pathname !== ADMIN_ROOT && !pathname.startsWith(ADMIN_ROOT + "/")) return false;
  return !pathname.startsWith(ADMIN_ROOT + "/onizle");
}

/** Sections only administrators may see. */
export const adminOnly = (route: Route): boolean =>
  route.name === "users" || route.name === "audit" || route.name === "kvkk" || route.name === "settings";

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
    case "not-found":
      return "Sayfa Bulunamadı";
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
