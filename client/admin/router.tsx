/**
 * A tiny client-side router for /admin: the current path lives in state, <Link> turns plain left
 * clicks into history.pushState, and the back/forward buttons are followed through popstate. The
 * server renders the same path, so every section is also reachable by its URL alone.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from "react";
import { browser, warnBeforeUnload } from "./browser";
import { isAppPath, matchRoute, type Route } from "./routes";
import type { Trashed } from "./trashed";

export { matchRoute, isAppPath, withQuery, splitPath, routeTitle, type Route } from "./routes";

/**
 * Asked before each in-app navigation: true means "load this path from the server instead" (the
 * build-update watcher in client/admin says so once a newer build is out). Set by the browser entry.
 */
type FullLoadCheck = (path: string) => boolean;
let fullLoadCheck: FullLoadCheck | null = null;

export function setFullLoadCheck(check: FullLoadCheck | null): void {
  fullLoadCheck = check;
}

export interface NavigateOptions {
  replace?: boolean;
  /** Leave even with unsaved edits (after a delete, say). */
  force?: boolean;
  /** The item just moved to the trash, for the page navigated to to say so (with "Geri al"). */
  trashed?: Trashed;
}

export const UNSAVED_CHANGES_QUESTION = "Kaydedilmemiş değişiklikleriniz var. Bu sayfadan ayrılırsanız kaybolacak. Yine de ayrılmak istiyor musunuz?";

/** Forms with unsaved edits; an in-app navigation asks first while any is registered. */
const unsavedForms = new Set<symbol>();

/**
 * While `active`, leaving asks first: in-app navigations with a confirm() question, closing or
 * reloading the tab with the browser's own "leave site?" prompt.
 */
export function useUnsavedChangesGuard(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const token = Symbol("unsaved");
    unsavedForms.add(token);
    const stopWarning = warnBeforeUnload();
    return () => {
      unsavedForms.delete(token);
      stopWarning();
    };
  }, [active]);
}

export interface RouterValue {
  path: string;
  route: Route;
  navigate(to: string, options?: NavigateOptions): void;
  /** Increases with every in-app navigation (0 on the first render). */
  navigationCount: number;
  /** What the navigation here moved to the trash (NavigateOptions.trashed), or null. */
  trashed: Trashed | null;
}

const RouterContext = createContext<RouterValue | null>(null);

export function useRouter(): RouterValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error("useRouter outside <RouterProvider>");
  return router;
}

const currentLocationPath = () => browser().location.pathname + browser().location.search;

export function RouterProvider({ initialPath, children }: { initialPath: string; children: ReactNode }) {
  const [state, setState] = useState<{ path: string; count: number; trashed: Trashed | null }>({ path: initialPath, count: 0, trashed: null });
  const pathRef = useRef(initialPath);
  pathRef.current = state.path;

  useEffect(() => {
    const onPopState = () => setState((previous) => ({ path: currentLocationPath(), count: previous.count + 1, trashed: null }));
    browser().addEventListener("popstate", onPopState);
    return () => browser().removeEventListener("popstate", onPopState);
  }, []);

  const navigate = useCallback((to: string, options: NavigateOptions = {}) => {
    const { location, history } = browser();
    if (!options.force && !options.replace && unsavedForms.size > 0 && !browser().confirm(UNSAVED_CHANGES_QUESTION)) return;
    if (!isAppPath(to) || fullLoadCheck?.(to)) {
      location.assign(to);
      return;
    }
    if (options.replace) history.replaceState(null, "", to);
    else if (to !== pathRef.current) history.pushState(null, "", to);
    setState((previous) => ({ path: to, count: previous.count + 1, trashed: options.trashed ?? null }));
  }, []);

  const value = useMemo<RouterValue>(
    () => ({ path: state.path, route: matchRoute(state.path), navigate, navigationCount: state.count, trashed: state.trashed }),
    [state, navigate],
  );
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** A plain left click without modifier keys, on a link meant for this tab. */
export function isPlainClick(event: Pick<MouseEvent, "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey" | "defaultPrevented">): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  replace?: boolean;
}

/** An ordinary <a href> that navigates in the app on a plain click (and normally otherwise). */
export function Link({ href, replace, onClick, target, children, ...rest }: LinkProps) {
  const router = useContext(RouterContext);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!router || !isPlainClick(event) || (target && target !== "_self")) return;
    // Other pages of the site load normally, but unsaved edits are still asked about first.
    if (!isAppPath(href)) {
      if (unsavedForms.size > 0 && !browser().confirm(UNSAVED_CHANGES_QUESTION)) event.preventDefault();
      return;
    }
    event.preventDefault();
    router.navigate(href, { replace });
  };
  return (
    <a href={href} target={target} onClick={handleClick} {...rest}>
      {children}
    </a>
  );
}
