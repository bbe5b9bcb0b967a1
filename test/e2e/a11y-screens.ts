import type { Page } from "playwright-core";
import { submitted } from "./submit";

/**
 * Every screen the accessibility check (a11y.test.ts) audits, in one place. A new page or admin
 * section (the registers, dues, the general assembly) is one line here: its address, who looks at
 * it, and, when the state worth checking needs a click (a dialog, a form's errors), what to do
 * after it loaded. Addresses name demo content (src/db/seed/demo-content.ts), which the browser
 * tests' server always starts with.
 */
export interface Screen {
  /** What a person reading a failure calls it. */
  name: string;
  /** Where it opens. */
  path: string;
  /** Brings the loaded screen into the state to audit; waits for that state, never for a time. */
  prepare?: (page: Page) => Promise<void>;
  /**
   * Audits only this part (a CSS selector) when the rest of the page is audited as a screen of its
   * own already: a dialog over the editor, a form's errors, the signed-in header.
   */
  within?: string;
}

/** A demo event whose registration form is open to anyone (the children's story hour). */
const EVENT_WITH_FORM = "/etkinlikler/cocuklar-icin-masal-saati-nasreddin-hocanin-kazani";

/** The public site as a visitor who is not signed in sees it. */
export const visitorScreens: readonly Screen[] = [
  { name: "home", path: "/" },
  { name: "news list", path: "/gundem" },
  { name: "news item", path: "/gundem/camlica-senligi-hazirliklarimiz-tum-hiziyla-suruyor" },
  { name: "events list", path: "/etkinlikler" },
  { name: "event", path: "/etkinlikler/camlica-senligi-ve-dayanisma-kermesi" },
  { name: "event with its registration form", path: EVENT_WITH_FORM },
  {
    name: "event registration form with its errors",
    path: EVENT_WITH_FORM,
    within: "#etkinlik-kayit",
    prepare: async (page) => {
      // Sent empty: the page comes back with each field's message under it.
      await submitted(page, () => page.getByRole("button", { name: "Kaydol" }).click());
      await page.locator("[aria-invalid=true]").first().waitFor();
    },
  },
  { name: "gallery", path: "/galeri" },
  { name: "album", path: "/galeri/yaz-senligi" },
  { name: "photo", path: "/galeri/yaz-senligi/1" },
  { name: "about", path: "/hakkimizda" },
  { name: "contact", path: "/iletisim" },
  { name: "privacy notice", path: "/kvkk" },
  { name: "general assembly notice", path: "/genel-kurul/olagan-2026-06-14" },
  { name: "sign in", path: "/login" },
  { name: "registration", path: "/register" },
  { name: "forgotten password", path: "/sifremi-unuttum" },
  { name: "search with results", path: "/ara?q=%C5%9Fenlik" },
  { name: "search without results", path: "/ara?q=zzqxw" },
  { name: "search without a query", path: "/ara" },
  { name: "not found", path: "/boyle-bir-sayfa-yok" },
];

/**
 * Pages of a signed-in member (the administrator is a member too), and the public site's header then.
 * "Üyelik kaydım" on /hesabim shows only to an account linked to a register entry, which the
 * administrator here is not: account-register.test.ts audits that section and its resignation errors.
 */
export const memberScreens: readonly Screen[] = [
  { name: "header signed in", path: "/", within: ".site-header" },
  { name: "account", path: "/hesabim" },
  { name: "account registrations", path: "/hesabim/kayitlarim" },
  { name: "account newsletter", path: "/hesabim/bulten" },
  { name: "account dues, every year", path: "/hesabim/aidatlarim" },
];

/** Clicks the first link in the section's list and waits for the editor of that item. */
const openFirstItem = (rows: string) => async (page: Page) => {
  await page.locator(rows).first().click();
  await page.locator(".rte-content[contenteditable=true]").waitFor();
};

/** Opens a dialog with the named button and waits for it. */
const openDialog = (button: string, dialog: string) => async (page: Page) => {
  await page.getByRole("button", { name: button, exact: true }).first().click();
  await page.getByRole("dialog", { name: dialog }).waitFor();
};

/** Every admin section, as an administrator (who sees them all) uses it. */
export const adminScreens: readonly Screen[] = [
  { name: "admin dashboard", path: "/admin" },
  { name: "admin news list", path: "/admin/gundem" },
  { name: "admin news list searched", path: "/admin/gundem?q=zzqxw" },
  { name: "admin new news item", path: "/admin/gundem/yeni", prepare: (page) => page.locator(".rte-content[contenteditable=true]").waitFor() },
  { name: "admin news item", path: "/admin/gundem", prepare: openFirstItem("table a[href^='/admin/gundem/']") },
  { name: "admin image dialog", path: "/admin/gundem/yeni", prepare: openDialog("Görsel ekle", "Görsel ekle"), within: "dialog" },
  { name: "admin cover dialog", path: "/admin/gundem/yeni", prepare: openDialog("Kapak görseli seç", "Kapak görseli seç"), within: "dialog" },
  {
    name: "admin delete confirmation",
    path: "/admin/gundem",
    prepare: async (page) => {
      await page.getByRole("button", { name: /^Sil “/ }).first().click();
      await page.getByRole("button", { name: "Evet, taşı" }).waitFor();
    },
    within: ".confirm-step",
  },
  { name: "admin events list", path: "/admin/etkinlikler" },
  { name: "admin event", path: "/admin/etkinlikler", prepare: openFirstItem("table a[href^='/admin/etkinlikler/']") },
  {
    name: "admin event registrations",
    path: "/admin/etkinlikler",
    prepare: async (page) => {
      await page.getByRole("link", { name: /Masal Saati/ }).first().click();
      await page.getByRole("link", { name: "Kayıtlar", exact: true }).click();
      await page.waitForURL(/\/kayitlar$/);
    },
  },
  { name: "admin gallery", path: "/admin/galeri" },
  { name: "admin media library", path: "/admin/ortam" },
  { name: "admin pages", path: "/admin/sayfalar" },
  { name: "admin page text", path: "/admin/sayfalar/about", prepare: (page) => page.locator(".rte-content[contenteditable=true]").waitFor() },
  { name: "admin messages", path: "/admin/mesajlar" },
  { name: "admin newsletter", path: "/admin/bulten" },
  { name: "admin users", path: "/admin/kullanicilar" },
  { name: "admin audit log", path: "/admin/denetim" },
  { name: "admin privacy", path: "/admin/kvkk" },
  { name: "admin settings", path: "/admin/ayarlar" },
  { name: "admin trash", path: "/admin/cop-kutusu" },
  { name: "admin system", path: "/admin/sistem" },
  { name: "admin member register", path: "/admin/uye-defteri" },
  { name: "admin member register searched", path: "/admin/uye-defteri?q=cetin" },
  { name: "admin member register print", path: "/admin/uye-defteri/yazdir?ilk=1&son=10" },
  { name: "admin DERBİS list", path: "/admin/uye-defteri/derbis" },
  { name: "admin new register entry", path: "/admin/uye-defteri/yeni" },
  { name: "admin decision book", path: "/admin/karar-defteri" },
  { name: "admin decision book print", path: "/admin/karar-defteri/yazdir?yil=2026" },
  { name: "admin document register", path: "/admin/evrak" },
  { name: "admin document register print", path: "/admin/evrak/yazdir?baslangic=2026&bitis=2026", prepare: (page) => page.locator("table.print-register").waitFor() },
  { name: "admin register import", path: "/admin/uye-kayit/ice-aktar" },
  { name: "admin legal calendar", path: "/admin/yasal-takvim" },
  { name: "admin general assemblies", path: "/admin/genel-kurul" },
  { name: "admin assembly plan", path: "/admin/genel-kurul/2", prepare: (page) => page.locator("#assembly-firstOn").waitFor() },
  { name: "admin assembly notice", path: "/admin/genel-kurul/2/cagri", prepare: (page) => page.locator("#assembly-notice-text").waitFor() },
  { name: "admin assembly list", path: "/admin/genel-kurul/1/hazirun", prepare: (page) => page.locator("table").waitFor() },
  { name: "admin assembly attendance", path: "/admin/genel-kurul/1/yoklama", prepare: (page) => page.locator(".assembly-quorum").waitFor() },
  { name: "admin assembly after the meeting", path: "/admin/genel-kurul/1/sonuc", prepare: (page) => page.locator(".rte-content[contenteditable=true]").waitFor() },
  { name: "admin assembly list print", path: "/admin/genel-kurul/1/yazdir", prepare: (page) => page.locator(".assembly-print-table").waitFor() },
  { name: "admin dues dashboard", path: "/admin/aidat" },
  { name: "admin dues schedule", path: "/admin/aidat/tarife" },
  { name: "admin dues payment", path: "/admin/aidat/odeme" },
  { name: "admin bank statements", path: "/admin/aidat/banka" },
  { name: "admin cash book", path: "/admin/aidat/defter" },
  { name: "admin dues settings", path: "/admin/aidat/ayarlar", prepare: (page) => page.locator("#defter-turleri").waitFor() },
  { name: "admin dues member", path: "/admin/aidat/odeme?uye=12", prepare: (page) => page.locator("#uye-aidat-turu").waitFor() },
  { name: "admin cash book print", path: `/admin/defter-yazdir?yil=${new Date().getFullYear()}`, prepare: (page) => page.locator(".book-page").first().waitFor() },
  { name: "admin not found", path: "/admin/boyle-bir-bolum-yok" },
];
