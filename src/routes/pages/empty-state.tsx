import type { ReactNode } from "react";

/** What a list shows while it has nothing in it: a heading-like line and a hint. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="empty-state" role="status">
      <strong>{title}</strong>
      {children}
    </div>
  );
}
