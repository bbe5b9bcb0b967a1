import type { ReactNode } from "react";

export type NoticeKind = "success" | "error" | "info";

/**
 * The word that opens each kind of notice, so the kinds differ by more than their colour: a
 * visitor who cannot tell green from red, or hears the page, still knows which is which.
 */
export const NOTICE_TITLES: Record<NoticeKind, string> = { success: "Tamamlandı", error: "Hata", info: "Bilgi" };

/** A small icon per kind (a tick, an exclamation mark, an "i"), drawn in the notice's colour. */
function NoticeIcon({ kind }: { kind: NoticeKind }) {
  const mark =
    kind === "success" ? (
      <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
    ) : kind === "error" ? (
      <path d="M12 7v6.5M12 16.6v.4" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
    ) : (
      <path d="M12 11v6M12 7.4v.4" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
    );
  return (
    <svg className="notice-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10.5" fill="none" stroke="currentColor" strokeWidth="2" />
      {mark}
    </svg>
  );
}

/**
 * A message about what just happened (success), what went wrong (error) or what to know (info):
 * icon, heading word and colour together. Errors are announced at once (role="alert"), the others
 * politely (role="status").
 */
export function Notice({ kind, title, children, id }: { kind: NoticeKind; title?: string; children: ReactNode; id?: string }) {
  return (
    <div className={`notice notice-${kind}`} role={kind === "error" ? "alert" : "status"} id={id}>
      <NoticeIcon kind={kind} />
      <div className="notice-body">
        <p className="notice-title">{title ?? NOTICE_TITLES[kind]}</p>
        {children}
      </div>
    </div>
  );
}
