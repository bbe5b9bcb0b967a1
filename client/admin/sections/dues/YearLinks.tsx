/** The year shown with links to the year before and after (the cash book's and the tariff's), and what follows them in the row. */
import type { ReactNode } from "react";
import { Link } from "../../router";
import { duesHref, type DuesTab } from "../../routes";

export function YearLinks({ tab, shown, label, children }: { tab: DuesTab; shown: number; label: string; children?: ReactNode }) {
  return (
    <p className="button-row dues-years">
      <Link href={duesHref(tab, { yil: shown - 1 })} aria-label={`${shown - 1} ${label}`}>
        ← {shown - 1}
      </Link>
      <strong>{shown}</strong>
      <Link href={duesHref(tab, { yil: shown + 1 })} aria-label={`${shown + 1} ${label}`}>
        {shown + 1} →
      </Link>
      {children}
    </p>
  );
}
