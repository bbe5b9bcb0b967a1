import type { ReactElement } from "react";
import type { MeDto } from "./contract";

/** Props of the admin app, rendered on the server and hydrated with the same props in the browser. */
export interface AdminAppProps {
  /** The "/admin/…" path with its query. */
  path: string;
  me: MeDto;
  /** Base address of the JSON API ("/api"). */
  apiBase: string;
  /** The build id the page was rendered with, compared with /_app/builds/latest.json. */
  buildId: string;
}

export declare function AdminApp(props: AdminAppProps): ReactElement;
