/**
 * The lines of the yearly summary, shaped like the income and expense part of the association's
 * annual declaration (Dernek Beyannamesi, Dernekler Yönetmeliği EK-21, filed in DERBİS by 30 April
 * for the previous year). docs/dues.md names the sources and what to check against the current form.
 * Each cash book category is placed on one line (`derbis_line`).
 */
export const DERBIS_LINES = {
  income_dues: "Üye aidatları (giriş ve yıllık aidatlar)",
  income_donations: "Bağış ve yardımlar",
  income_activities: "Faaliyetlerden elde edilen gelirler (etkinlik, yayın vb.)",
  income_assets: "Dernek malvarlığından elde edilen gelirler (kira vb.)",
  income_financial: "Faiz ve diğer finansal gelirler",
  income_other: "Diğer gelirler",
  expense_staff: "Personel giderleri",
  expense_rent: "Kira giderleri",
  expense_general: "Genel yönetim giderleri (fatura, kırtasiye, büro)",
  expense_activities: "Faaliyet giderleri",
  expense_aid: "Yapılan yardım ve bağışlar",
  expense_taxes: "Vergi, harç ve banka giderleri",
  expense_other: "Diğer giderler",
} as const;

export type DerbisLine = keyof typeof DERBIS_LINES;

export const isDerbisLine = (value: string): value is DerbisLine => Object.hasOwn(DERBIS_LINES, value);
