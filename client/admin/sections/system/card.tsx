/** The frame every card of the system page shares: a titled section in the grid. */
import type { ReactNode } from "react";
import type { SystemDto } from "../../../../src/shared/admin-contract";

/** What each card receives: the whole answer of GET /api/system, of which it reads its own part. */
export interface SystemCardProps {
  data: SystemDto;
}

/** A card; a `wide` one (a table) takes the whole row on wide screens. */
export function SystemCard({ id, title, wide = false, children }: { id: string; title: string; wide?: boolean; children: ReactNode }) {
  return (
    <section className={wide ? "card system-card system-card-wide" : "card system-card"} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** "1,5 MB": a size in the units a person reads, with Turkish decimals. */
export function formatBytes(bytes: number): string {
  const units = ["bayt", "KB", "MB", "GB", "TB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toLocaleString("tr-TR", { maximumFractionDigits: unit === 0 ? 0 : 1 })} ${units[unit]}`;
}
