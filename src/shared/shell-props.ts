/**
 * What the Worker hands the admin app in the page (src/routes/pages/admin.tsx → client/admin/main.tsx).
 * Shared by the Worker and the browser, so it imports nothing (a "base" module in eslint.config.js).
 */
export interface AdminAppProps {
  /** The "/admin/…" path with its query. */
  path: string;
  /** Who is signed in: the shape of GET /api/me's MeDto (the app uses it as one, so the two cannot drift apart). */
  me: { id: number; name: string; email: string; role: "admin" | "editor" | "member"; grants: ("board" | "treasurer")[] };
  /** Base address of the JSON API ("/api"). */
  apiBase: string;
  /** The build id the page was made with, compared with /_app/builds/latest.json. */
  buildId: string;
  /** The association's names (its identity, Ayarlar → Dernek bilgileri); the neutral default when absent. */
  association?: { name: string; shortName: string };
}
