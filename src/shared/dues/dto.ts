/** What the dues API answers (src/routes/admin/dues-api.ts, cash-book-api.ts, bank-api.ts); amounts in kuruş. */
import type { DuesCategory } from "./categories";
import type { DuesSettings } from "./settings";

export interface ScheduleDto {
  year: number;
  dueOn: string;
  entryFee: number;
  proRata: boolean;
  chargedAt: string | null;
  version: number;
  updatedAt: string | null;
  rates: { year: number; category: DuesCategory; amount: number; exempt: boolean }[];
}

export interface StandingDto {
  registerId: number;
  registerNo: number;
  fullName: string;
  charged: number;
  dueNow: number;
  paid: number;
}

export interface BehindPageDto {
  items: (StandingDto & { behind: number })[];
  page: number;
  pageCount: number;
  total: number;
  sumBehind: number;
}

export interface DuesDashboardDto {
  year: number;
  today: string;
  charged: number;
  collected: number;
  credit: number;
  balance: number;
  waitingLines: number;
  behind: BehindPageDto;
}

export interface SettledDueDto {
  id: number;
  year: number;
  kind: "annual" | "entry";
  amount: number;
  dueOn: string;
  settled: number;
}

export interface PaymentDto {
  id: number;
  paidOn: string;
  amount: number;
  method: "cash" | "bank";
  receiptSerial: string | null;
  bankReference: string | null;
  reversesId: number | null;
  reversed: boolean;
  note: string;
}

export interface MemberDuesDto extends StandingDto {
  /** The member's dues category (asıl when none was set), which the treasurer can change. */
  category: DuesCategory;
  dues: SettledDueDto[];
  payments: PaymentDto[];
}

export interface CashCategoryDto {
  id: number;
  direction: "income" | "expense";
  name: string;
  derbisLine: string;
  archived: boolean;
  systemKey: string | null;
}

export interface CashBookYearDto {
  year: number;
  items: {
    id: number;
    no: number;
    entryDate: string;
    direction: "income" | "expense";
    category: string;
    description: string;
    amount: number;
    /** The document's kind and number as the book's "Belge" column prints it ("Fatura 2026/118", a receipt serial, a bank reference). */
    documentRef: string;
    hasDocument: number;
    reversesId: number | null;
    reversedBy: number | null;
    paymentId: number | null;
  }[];
  page: number;
  pageCount: number;
  total: number;
  summary: { lines: Record<string, number>; income: number; expense: number; opening: number; closing: number };
}

/** The dues settings with the version the form must send back (0: never saved). */
export interface DuesSettingsDto extends DuesSettings {
  version: number;
  updatedAt: string | null;
}
