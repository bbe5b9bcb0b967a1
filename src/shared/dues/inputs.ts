/**
 * The dues screens' inputs, one zod schema each, shared by the admin's forms and the API's handlers
 * (docs/dues.md). Amounts are whole kuruş (src/shared/money.ts); the forms read what people type
 * with `parseMoney` and send the number.
 */
import * as z from "zod";
import { calendarDay, pastDay } from "../calendar-day";
import { kurusSchema } from "../money";
import { DUES_CATEGORIES } from "./categories";
import { noControlCharacters } from "../control-characters";

export const duesYear = z.number({ error: "Yılı yazın." }).int().min(2000, { error: "Yıl 2000 ile 2100 arasında olmalı." }).max(2100, { error: "Yıl 2000 ile 2100 arasında olmalı." });

/** A token the form makes once (crypto.randomUUID), so a doubled submission is stored once. */
export const formToken = z.string().regex(/^[0-9a-f-]{36}$/, { error: "Form yenilenmeli; sayfayı yeniden yükleyin." });

const zeroOrMore = z.number().int({ error: "Tutar tam kuruş olmalı." }).min(0, { error: "Tutar eksi olamaz." }).max(100_000_000_000);

export const scheduleInput = z
  .object({
    year: duesYear,
    dueOn: calendarDay("Ödeme gününü seçin."),
    entryFee: zeroOrMore,
    proRata: z.boolean(),
    rates: z
      .array(z.object({ category: z.enum(DUES_CATEGORIES), amount: zeroOrMore, exempt: z.boolean() }))
      .length(DUES_CATEGORIES.length, { error: "Her üye türü için bir tutar yazın." }),
  })
  .refine((input) => input.dueOn.startsWith(String(input.year)), { error: "Ödeme günü tarifenin yılı içinde olmalı.", path: ["dueOn"] })
  .refine((input) => new Set(input.rates.map((rate) => rate.category)).size === input.rates.length, { error: "Her üye türü bir kez yazılır.", path: ["rates"] });

export const chargeInput = z.object({ year: duesYear });

const text = (max: number, message: string) => z.string().trim().max(max, { error: message }).check(noControlCharacters);

export const paymentInput = z
  .object({
    token: formToken,
    registerNo: z.number({ error: "Üye numarasını yazın." }).int({ error: "Üye numarasını yazın." }).positive({ error: "Üye numarasını yazın." }),
    paidOn: pastDay("Ödeme tarihini seçin.", "Ödeme tarihi bugünden sonra olamaz."),
    amount: kurusSchema,
    method: z.enum(["cash", "bank"], { error: "Ödeme biçimini seçin." }),
    receiptSerial: text(40, "Alındı belgesi numarası en fazla 40 karakter olabilir.").default(""),
    bankReference: text(140, "Banka açıklaması en fazla 140 karakter olabilir.").default(""),
    bankLineId: z.number().int().positive().nullable().default(null),
    /** The treasurer was told that (part of) a bank line becomes the member's credit, and confirms it. */
    asCredit: z.boolean().default(false),
    note: text(300, "Not en fazla 300 karakter olabilir.").default(""),
  })
  .refine((input) => input.method !== "cash" || input.receiptSerial.length > 0, {
    error: "Nakit ödemede alındı belgesinin seri ve sıra numarasını yazın.",
    path: ["receiptSerial"],
  });

/** Why an entry is corrected: kept beside the correction in the book, so the treasurer writes it. */
export const reversalReason = z.string({ error: "Düzeltmenin nedenini yazın." }).trim().min(3, { error: "Düzeltmenin nedenini yazın." }).max(300, { error: "Neden en fazla 300 karakter olabilir." });

export const reversalInput = z.object({
  token: formToken,
  on: pastDay("Düzeltme tarihini seçin.", "Düzeltme tarihi bugünden sonra olamaz."),
  reason: reversalReason,
});

export const cashEntryInput = z.object({
  token: formToken,
  entryDate: pastDay("Kayıt tarihini seçin.", "Kayıt tarihi bugünden sonra olamaz."),
  direction: z.enum(["income", "expense"], { error: "Gelir mi gider mi, seçin." }),
  categoryId: z.number({ error: "Türü seçin." }).int().positive({ error: "Türü seçin." }),
  description: z.string().trim().min(3, { error: "Açıklamayı yazın." }).max(300, { error: "Açıklama en fazla 300 karakter olabilir." }),
  amount: kurusSchema,
  /** The document's kind and number as the printed book shows it ("Fatura 2026/118"). */
  documentRef: text(60, "Belge numarası en fazla 60 karakter olabilir.").default(""),
});

export const cashCategoryInput = z.object({
  direction: z.enum(["income", "expense"], { error: "Gelir mi gider mi, seçin." }),
  name: z.string().trim().min(2, { error: "Türün adını yazın." }).max(60, { error: "Ad en fazla 60 karakter olabilir." }),
  derbisLine: z.string().regex(/^(income|expense)_[a-z]+$/, { error: "Yıllık özetteki satırını seçin." }),
});

/** A category renamed or placed on another summary line (its direction stays). */
export const cashCategoryEditInput = cashCategoryInput.pick({ name: true, derbisLine: true });

/** One incoming line as the browser read it from the statement. */
export const bankLineInput = z.object({
  bookedOn: pastDay("Satırın tarihi okunamadı.", "Hesap özetinde bugünden sonraki bir gün olamaz."),
  amount: z
    .number({ error: "Tutar okunamadı." })
    .int({ error: "Tutar tam kuruş olmalı." })
    .min(-100_000_000_000, { error: "Tutar bir milyar liradan büyük olamaz." })
    .max(100_000_000_000, { error: "Tutar bir milyar liradan büyük olamaz." }),
  description: z.string({ error: "Açıklama okunamadı." }).max(500, { error: "Açıklama en fazla 500 karakter olabilir." }),
  counterparty: z.string({ error: "Gönderen okunamadı." }).max(200, { error: "Gönderen en fazla 200 karakter olabilir." }).default(""),
});

export const BANK_IMPORT_MAX_LINES = 2000;

/** A waiting line that is not dues (a donation, a refund): the cash book's income category it is posted under. */
export const bankLineElsewhereInput = z.object({
  categoryId: z.number({ error: "Defterde hangi gelir türüne işleneceğini seçin." }).int().positive({ error: "Defterde hangi gelir türüne işleneceğini seçin." }),
});

export const bankImportInput = z.object({
  bank: z.string().trim().min(2, { error: "Bankanın adını yazın." }).max(60, { error: "Banka adı en fazla 60 karakter olabilir." }),
  lines: z.array(bankLineInput).min(1, { error: "Hesap özetinde satır bulunamadı." }).max(BANK_IMPORT_MAX_LINES, { error: `Bir seferde en fazla ${BANK_IMPORT_MAX_LINES} satır yüklenebilir.` }),
});

/** A column's heading as the statement's header row writes it. */
const heading = z.string().max(100, { error: "Sütun başlığı en fazla 100 karakter olabilir; hesap özetinin başlık satırını kontrol edin." });

/** Which column of a bank's statement holds which fact, remembered per bank. */
export const bankLayoutInput = z.object({
  bank: z.string().trim().min(2, { error: "Bankanın adını yazın." }).max(60, { error: "Banka adı en fazla 60 karakter olabilir." }),
  mapping: z.object({
    date: heading,
    amount: heading,
    description: heading,
    counterparty: heading.default(""),
    credit: heading.default(""),
  }),
});

export type ScheduleInput = z.infer<typeof scheduleInput>;
export type PaymentInput = z.infer<typeof paymentInput>;
export type CashEntryInput = z.infer<typeof cashEntryInput>;
export type BankImportInput = z.infer<typeof bankImportInput>;
