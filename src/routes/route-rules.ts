import type { RouteRule } from "../platform/route-rules";
import {
  ABOUT_PATH,
  ACCOUNT_PATH,
  ADDRESS_CONFIRM_PATH,
  ADMIN_PATH,
  CONTACT_PATH,
  EVENTS_PATH,
  FORGOT_PASSWORD_PATH,
  GALLERY_PATH,
  LOGIN_PATH,
  LOGOUT_PATH,
  NEWS_PATH,
  NEWSLETTER_PATH,
  PASSWORD_RESET_PATH,
  REGISTER_PATH,
  REGISTRATION_LINKS_PATH,
} from "../shared/paths";

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
  { path: "/haberler", redirect: { to: NEWS_PATH, status: 301 } },
  { path: "/haberler/:id", redirect: { to: `${NEWS_PATH}/:id`, status: 301 } },
  { path: "/duyurular", redirect: { to: NEWS_PATH, status: 301 } },
  { path: "/etkinlik", redirect: { to: EVENTS_PATH, status: 301 } },
  { path: "/etkinlik/:id", redirect: { to: `${EVENTS_PATH}/:id`, status: 301 } },
  { path: "/about", redirect: { to: ABOUT_PATH, status: 301 } },
  { path: "/contact", redirect: { to: CONTACT_PATH, status: 301 } },
  { path: "/gallery", redirect: { to: GALLERY_PATH, status: 301 } },
  { path: "/events", redirect: { to: EVENTS_PATH, status: 301 } },
  { path: "/news", redirect: { to: NEWS_PATH, status: 301 } },
  { path: "/giris", redirect: { to: LOGIN_PATH, status: 301 } },
  { path: "/kayit", redirect: { to: REGISTER_PATH, status: 301 } },

  // External: the association's donation page is hosted by its bank. A temporary redirect, because
  // the target may change; the browser follows it as a full navigation to the other origin.
  { path: "/bagis", redirect: { to: "https://bagis.camlicadernegi.org.tr/", status: 302 } },

  // Pages nobody should index. Personal ones are kept by no cache: their routes say so (`private`
  // in src/routes/pages/routes.tsx).
  { path: `${ADMIN_PATH}/**`, headers: { "X-Robots-Tag": "noindex, nofollow" } },
  { path: ADMIN_PATH, headers: { "X-Robots-Tag": "noindex, nofollow" } },
  { path: LOGIN_PATH, headers: { "X-Robots-Tag": "noindex" } },
  { path: REGISTER_PATH, headers: { "X-Robots-Tag": "noindex" } },
  { path: FORGOT_PASSWORD_PATH, headers: { "X-Robots-Tag": "noindex" } },
  // The address carries a one-time token: never stored anywhere, never sent on as a referrer.
  { path: PASSWORD_RESET_PATH, headers: { "X-Robots-Tag": "noindex", "Referrer-Policy": "no-referrer" } },
  { path: ADDRESS_CONFIRM_PATH, headers: { "X-Robots-Tag": "noindex", "Referrer-Policy": "no-referrer" } },
  // The cancellation link carries a one-time token, like the reset link.
  { path: `${REGISTRATION_LINKS_PATH}/**`, headers: { "X-Robots-Tag": "noindex", "Referrer-Policy": "no-referrer" } },
  // Newsletter links carry one-time tokens too.
  { path: `${NEWSLETTER_PATH}/**`, headers: { "X-Robots-Tag": "noindex", "Referrer-Policy": "no-referrer" } },
  { path: LOGOUT_PATH, headers: { "X-Robots-Tag": "noindex" } },
  { path: ACCOUNT_PATH, headers: { "X-Robots-Tag": "noindex" } },
  { path: `${ACCOUNT_PATH}/**`, headers: { "X-Robots-Tag": "noindex" } },
];
