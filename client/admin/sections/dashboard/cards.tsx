/** The dashboard's two kinds of card: a count, and a panel with a short list. */
import type { ReactNode } from "react";
import { Link } from "../../router";

/** One number on the dashboard, linked to its section. */
export function CountCard({ title, value, href, detail }: { title: string; value: number; href?: string; detail?: string }) {
  return (
    <li className="card count-card">
      <h2 className="count-card-title">{href ? <Link href={href}>{title}</Link> : title}</h2>
      <p className="count-card-value">{value.toLocaleString("tr-TR")}</p>
      {detail ? <p className="meta">{detail}</p> : null}
    </li>
  );
}

/**
 * A card of the dashboard: its heading and a short list, or a line saying the list is empty. Each
 * row is `label(item)` followed by " · " and `meta(item)` in the muted style.
 */
export function Panel<T extends { id: number }>({
  id,
  title,
  items,
  empty,
  itemKey = (item) => item.id,
  label,
  meta,
  children,
}: {
  id: string;
  title: string;
  items: readonly T[];
  empty: string;
  itemKey?(item: T): string | number;
  label(item: T): ReactNode;
  meta(item: T): ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="card dashboard-panel" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {items.length === 0 ? (
        <p className="meta">{empty}</p>
      ) : (
        <ul className="plain-list">
          {items.map((item) => (
            <li key={itemKey(item)}>
              {label(item)}
              <span className="meta"> · {meta(item)}</span>
            </li>
          ))}
        </ul>
      )}
      {children}
    </section>
  );
}
