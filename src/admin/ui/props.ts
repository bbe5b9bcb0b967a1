import type { MeDto } from "../contract";

/** What the Worker hands the admin app in the page (src/pages/admin.tsx → client/admin/main.tsx). */
export interface AdminAppProps {
  /** The "/admin/…" path with its query. */
  path: string;
  me: MeDto;
  /** Base address of the JSON API ("/api"). */
  apiBase: string;
  /** The build id the page was made with, compared with /_app/builds/latest.json. */
  buildId: string;
}
