import { SESSION_ABSOLUTE_MS, SESSION_COOKIE, SESSION_IDLE_MS } from "../auth/session";
import { BOOKMARK_COOKIE, BOOKMARK_MAX_AGE_S } from "../../db/bookmark";

export interface SiteCookie {
  name: string;
  purpose: string;
  lifetime: string;
}

const days = (ms: number) => Math.round(ms / (24 * 60 * 60 * 1000));

/**
 * Every cookie the site may set, as the privacy notice lists them. Both are strictly necessary for
 * a service the visitor asked for (signing in; seeing one's own change right after making it), so
 * no consent banner is needed; there is no tracking. test/kvkk/cookies.test.ts fails when a
 * response to an anonymous visitor sets a cookie that is not here.
 */
export const siteCookies: readonly SiteCookie[] = [
  {
    name: `__Host-${SESSION_COOKIE}`,
    purpose: "Giriş yaptığınızda oturumunuzu açık tutar. Yalnızca giriş yapanlara verilir.",
    lifetime: `Çıkış yapana kadar; ${days(SESSION_IDLE_MS)} gün kullanılmazsa ve her durumda en geç ${days(SESSION_ABSOLUTE_MS)} gün sonra sona erer.`,
  },
  {
    name: BOOKMARK_COOKIE,
    purpose: "Bir form gönderdikten hemen sonra açtığınız sayfaların sizin yaptığınız değişikliği göstermesini sağlar. Kişiyi tanımlayan bilgi içermez.",
    lifetime: `${Math.round(BOOKMARK_MAX_AGE_S / 60)} dakika.`,
  },
];
