import type { RouteRule } from "../platform/route-rules";

/**
 * The site's route rules, in one declarative table (the original's `routeRules`).
 * Patterns: `:name` matches one path segment, `**` the rest of the path (possibly empty).
 * A redirect target may use the same placeholders; the request's query string is always kept.
 * The first matching redirect wins; every matching `headers` rule adds its headers.
 * The table is also published, per build, at /_app/builds/meta/{buildId}.json.
 */
export const routeRules: readonly RouteRule[] = [
  // One address per page: "/gundem/" and "/gundem" are the same page, and the canonical one has no slash.
  { path: "/**/", redirect: { to: "/**", status: 301 } },

  // Addresses people guess or that older links use.
  { path: "/haberler", redirect: { to: "/gundem", status: 301 } },
  { path: "/haberler/:id", redirect: { to: "/gundem/:id", status: 301 } },
  { path: "/duyurular", redirect: { to: "/gundem", status: 301 } },
  { path: "/etkinlik", redirect: { to: "/etkinlikler", status: 301 } },
  { path: "/etkinlik/:id", redirect: { to: "/etkinlikler/:id", status: 301 } },
  { path: "/about", redirect: { to: "/hakkimizda", status: 301 } },
  { path: "/contact", redirect: { to: "/iletisim", status: 301 } },
  { path: "/gallery", redirect: { to: "/galeri", status: 301 } },
  { path: "/events", redirect: { to: "/etkinlikler", status: 301 } },
  { path: "/news", redirect: { to: "/gundem", status: 301 } },
  { path: "/giris", redirect: { to: "/login", status: 301 } },
  { path: "/kayit", redirect: { to: "/register", status: 301 } },

  // External: the association's donation page is hosted by its bank. A temporary redirect, because
  // the target may change; the browser follows it as a full navigation to the other origin.
  { path: "/bagis", redirect: { to: "https://bagis.camlicadernegi.org.tr/", status: 302 } },

  // Pages nobody should index. Personal ones are kept by no cache: their routes say so (`private`
  // in src/routes/pages/routes.tsx).
  { path: "/admin/**", headers: { "X-Robots-Tag": "noindex, nofollow" } },
  { path: "/admin", headers: { "X-Robots-Tag": "noindex, nofollow" } },
  { path: "/login", headers: { "X-Robots-Tag": "noindex" } },
  { path: "/register", headers: { "X-Robots-Tag": "noindex" } },
  { path: "/sifremi-unuttum", headers: { "X-Robots-Tag": "noindex" } },
  // The address carries a one-time token: never stored anywhere, never sent on as a referrer.
  { path: "/sifre-yenile", headers: { "X-Robots-Tag": "noindex", "Referrer-Policy": "no-referrer" } },
  { path: "/eposta-onayla", headers: { "X-Robots-Tag": "noindex", "Referrer-Policy": "no-referrer" } },
  // The cancellation link carries a one-time token, like the reset link.
  { path: "/etkinlik-kaydi/**", headers: { "X-Robots-Tag": "noindex", "Referrer-Policy": "no-referrer" } },
  // Newsletter links carry one-time tokens too.
  { path: "/bulten/**", headers: { "X-Robots-Tag": "noindex", "Referrer-Policy": "no-referrer" } },
  { path: "/logout", headers: { "X-Robots-Tag": "noindex" } },
  { path: "/hesabim", headers: { "X-Robots-Tag": "noindex" } },
  { path: "/hesabim/**", headers: { "X-Robots-Tag": "noindex" } },
];
