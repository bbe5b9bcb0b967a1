/**
 * The admin area (/admin/…): rendered by client/admin/main.tsx into the <div id="admin-root"> of
 * the page src/routes/pages/admin.tsx sends, with the props serialised beside it. Nothing here touches
 * window, document or storage while rendering; data is fetched in effects, so every section first
 * renders its loading state (test/client/admin/first-render.test.ts renders each one in Node).
 */
import { useEffect, useMemo, useRef } from "react";
import { DEFAULT_IDENTITY } from "../../src/shared/identity";
import { AssociationProvider, useAssociation } from "./association";
import { browser } from "./browser";
import { ApiProvider, createApi, type ApiClient } from "./api";
import { Layout } from "./Layout";
import { MeProvider, isAdmin, useMe } from "./me";
import { RouterProvider, useRouter } from "./router";
import { adminOnly, registerRoute, routeTitle, sectionHref, type Route } from "./routes";
import { keepsRegisters, seesDues, seesOnlyRegisters } from "../../src/shared/registers/access";
import { ContentEditor } from "./sections/content-editor/ContentEditor";
import { ContentList } from "./sections/ContentList";
import { Dashboard } from "./sections/Dashboard";
import { CalendarCard } from "./sections/dashboard/calendar-card";
import { LateApplications } from "./sections/dashboard/LateApplications";
import { Gallery } from "./sections/gallery/Gallery";
import { Library } from "./sections/Library";
import { Messages } from "./sections/Messages";
import { Forbidden, NotFound } from "./sections/NotFound";
import { PageEditor, PagesList } from "./sections/Pages";
import { LazySection } from "./lazy-sections";
import { Users } from "./sections/Users";
import type { AdminAppProps } from "../../src/shared/shell-props";

export type { AdminAppProps };

export const documentTitle = (route: Route, shortName: string) => `${routeTitle(route)} | Yönetim Paneli | ${shortName}`;

/** The front page of someone who keeps only the association's records: the register with the legal calendar's card, or the dues for a treasurer. */
function RecordsFrontPage() {
  const me = useMe();
  if (keepsRegisters(me)) {
    return (
      <>
        <LateApplications />
        <LazySection name="MemberRegister" props={{ page: 1, current: false, added: null, q: "", newest: false }} />
        <div className="dashboard-grid">
          <CalendarCard />
        </div>
      </>
    );
  }
  return <LazySection name="Dues" props={{ tab: "pano", page: 1, sort: "behind", year: null, member: null }} />;
}

function Section({ route }: { route: Route }) {
  const me = useMe();
  if (adminOnly(route) && !isAdmin(me)) return <Forbidden />;
  if (registerRoute(route) && !keepsRegisters(me)) return <Forbidden />;
  // A board member or treasurer who is not an editor sees the records only; they are their front page.
  if (seesOnlyRegisters(me) && !registerRoute(route) && route.name !== "dues") return route.name === "dashboard" ? <RecordsFrontPage /> : <Forbidden />;
  switch (route.name) {
    case "dashboard":
      return <Dashboard />;
    case "content-list":
      return <ContentList key={route.kind} kind={route.kind} q={route.q} page={route.page} />;
    case "content-edit":
      // One instance per kind: after "create", the edit address keeps the same form (no reload).
      return <ContentEditor key={route.kind} kind={route.kind} id={route.id} />;
    case "event-registrations":
      return <LazySection key={route.id} name="EventRegistrations" props={{ eventId: route.id }} />;
    case "gallery":
      return <Gallery album={route.album} />;
    case "library":
      return <Library q={route.q} page={route.page} />;
    case "pages":
      return <PagesList />;
    case "page-edit":
      return <PageEditor key={route.key} pageKey={route.key} />;
    case "messages":
      return <Messages q={route.q} page={route.page} messageId={route.messageId} />;
    case "newsletter":
      return <LazySection name="Newsletter" props={{}} />;
    case "users":
      return <Users />;
    case "audit":
      return <LazySection name="Audit" props={{ page: route.page }} />;
    case "trash":
      return <LazySection name="Trash" props={{}} />;
    case "kvkk":
      return <LazySection name="Kvkk" props={{}} />;
    case "settings":
      return <LazySection name="Settings" props={{}} />;
    case "members":
      return <LazySection name="MemberRegister" props={{ page: route.page, current: route.current, added: route.added, q: route.q, newest: route.newest }} />;
    case "member-new":
      return <LazySection name="MemberNew" props={{}} />;
    case "member":
      return <LazySection key={route.registerNo} name="MemberView" props={{ registerNo: route.registerNo }} />;
    case "members-print":
      return <LazySection name="MemberPrint" props={{ yil: route.yil, ilk: route.ilk, son: route.son }} />;
    case "derbis":
      return <LazySection name="Derbis" props={{ page: route.page }} />;
    case "decisions":
      return <LazySection key={route.year ?? 0} name="DecisionBook" props={{ year: route.year }} />;
    case "decisions-print":
      return <LazySection name="DecisionPrint" props={{ yil: route.yil, ilk: route.ilk, son: route.son }} />;
    case "documents":
      return <LazySection name="Documents" props={{ year: route.year, page: route.page }} />;
    case "documents-print":
      return <LazySection name="DocumentPrint" props={{ from: route.from, to: route.to }} />;
    case "register-import":
      return <LazySection name="RegisterImport" props={{}} />;
    case "legal-calendar":
      return <LazySection name="LegalCalendar" props={{}} />;
    case "dues":
      if (!seesDues(me)) return <Forbidden />;
      return <LazySection name="Dues" props={{ tab: route.tab, page: route.page, sort: route.sort, year: route.year, member: route.member }} />;
    case "system":
      return <LazySection name="System" props={{}} />;
    case "assembly":
      return <LazySection key={route.id ?? 0} name="Assembly" props={{ id: route.id, tab: route.tab, page: route.page, q: route.q }} />;
    case "assembly-print":
      return <LazySection name="AssemblyPrint" props={{ id: route.id }} />;
    case "not-found":
      return <NotFound />;
  }
}

function Shell() {
  const { route } = useRouter();
  const association = useAssociation();
  const focusKey = `${route.name}:${sectionHref(route)}`;
  const lastFocusKey = useRef(focusKey);

  useEffect(() => {
    browser().document.title = documentTitle(route, association.shortName);
  }, [route, association.shortName]);

  // After moving to another section, focus goes to the main landmark, so screen readers start there.
  useEffect(() => {
    if (lastFocusKey.current === focusKey) return;
    lastFocusKey.current = focusKey;
    browser().document.getElementById("icerik")?.focus({ preventScroll: true });
    browser().scrollTo(0, 0);
  }, [focusKey]);

  return (
    <Layout>
      <Section route={route} />
    </Layout>
  );
}

export function AdminApp({ path, me, apiBase, association }: AdminAppProps) {
  const client = useMemo<ApiClient>(() => ({ api: createApi({ apiBase }), apiBase }), [apiBase]);
  const names = useMemo(() => association ?? { name: DEFAULT_IDENTITY.name, shortName: DEFAULT_IDENTITY.shortName }, [association]);
  return (
    <ApiProvider value={client}>
      <MeProvider value={me}>
        <AssociationProvider value={names}>
          <RouterProvider initialPath={path}>
            <Shell />
          </RouterProvider>
        </AssociationProvider>
      </MeProvider>
    </ApiProvider>
  );
}
