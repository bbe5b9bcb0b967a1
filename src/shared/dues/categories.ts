/** Member categories for dues (docs/dues.md). A register entry without one is an "asil" (full) member. */
export const DUES_CATEGORIES = ["asil", "ogrenci", "onursal"] as const;
export type DuesCategory = (typeof DUES_CATEGORIES)[number];

/** Their Turkish names, as the schedule's form and the lists show them. */
export const DUES_CATEGORY_NAMES: Record<DuesCategory, string> = {
  asil: "Asıl üye",
  ogrenci: "Öğrenci üye",
  onursal: "Onursal üye",
};
