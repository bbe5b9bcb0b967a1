/**
 * The dues screens' inputs, one zod schema each, shared by the admin's forms and the API's handlers
 * (docs/dues.md). Amounts are whole kuruş (src/shared/money.ts); the forms read what people type
 * with `parseMoney` and send the number.
 */
import * as z from "zod";
import { kurusSchema } from "../money";
import { DUES_CATEGORIES } from "./categories";

const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A calendar day, `YYYY-MM-DD`, that exists. */
export const isoDate = (message = "Tarihi seçin.") =>
  z
    .string({ error: message })
    .regex(ISO_DATE, { error: message })
    .refine((text) => new Date(`${text}T00:00:00Z`).toISOString().startsWith(text), { error: "Böyle bir gün yok." });

export const duesYear = z.number({ error: "Yılı yazın." }).int().min(2000, { error: "Yıl 2000 ile 2100 arasında olmalı." }).max(2100, { error: "Yıl 2000 ile 2100 arasında olmalı." });

/** A token the form makes once (crypto.randomUUID), so a doubled submission is stored once. */
export const formToken = z.string().regex(/^[0-9a-f-]{36}$/, { error: "Form yenilenmeli; sayfayı yeniden yükleyin." });

const zeroOrMore = z.number().int({ error: "Tutar tam kuruş olmalı." }).min(0, { error: "Tutar eksi olamaz." }).max(100_000_000_000);

export const scheduleInput = z
  .object({
    year: duesYear,
    dueOn: isoDate("Ödeme gününü seçin."),
    entryFee: zeroOrMore,
    proRata: z.boolean(),
    rates: z
      .array(z.object({ category: z.enum(DUES_CATEGORIES), amount: zeroOrMore, exempt: z.boolean() }))
      .length(DUES_CATEGORIES.length, { error: "Her üye türü için bir tutar yazın." }),
  })
  .refine((input) => input.dueOn.startsWith(String(input.year)), { error: "Ödeme günü tarifenin yılı içinde olmalı.", path: ["dueOn"] })
  .refine((input) => new Set(input.rates.map((rate) => rate.category)).size === input.rates.length, { error: "Her üye türü bir kez yazılır.", path: ["rates"] });

export const chargeInput = z.object({ year: duesYear });

const text = (max: number, message: string) => z.string().trim().max(max, { error: message });

export const paymentInput = z
  .object({
    token: formToken,
    registerNo: z.number({ error: "Üye numarasını yazın." }).int({ error: "Üye numarasını yazın." }).positive({ error: "Üye numarasını yazın." }),
    paidOn: isoDate("Ödeme tarihini seçin."),
    amount: kurusSchema,
    method: z.enum(["cash", "bank"], { error: "Ödeme biçimini seçin." }),
    receiptSerial: text(40, "Alındı belgesi numarası en fazla 40 karakter olabilir.").default(""),
    bankReference: text(140, "Banka açıklaması en fazla 140 karakter olabilir.").default(""),
    bankLineId: z.number().int().positive().nullable().default(null),
    note: text(300, "Not en fazla 300 karakter olabilir.").default(""),
  })
  .refine((input) => input.method !== "cash" || input.receiptSerial.length > 0, {
    error: "Nakit ödemede alındı belgesinin seri ve sıra numarasını yazın.",
    path: ["receiptSerial"],
  });

export const reversalInput = z.object({
  token: formToken,
  on: isoDate("Düzeltme tarihini seçin."),
  reason: z.string().trim().min(3, { error: "Düzeltmenin nedenini yazın." }).max(300, { error: "Neden en fazla 300 karakter olabilir." }),
});

export const cashEntryInput = z.object({
  token: formToken,
  entryDate: isoDate("Kayıt tarihini seçin."),
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
  bookedOn: isoDate("Satırın tarihi okunamadı."),
  amount: z.number().int().min(-100_000_000_000).max(100_000_000_000),
  description: z.string().max(500),
  counterparty: z.string().max(200).default(""),
});

export const BANK_IMPORT_MAX_LINES = 2000;

export const bankImportInput = z.object({
  bank: z.string().trim().min(2, { error: "Bankanın adını yazın." }).max(60, { error: "Banka adı en fazla 60 karakter olabilir." }),
  lines: z.array(bankLineInput).min(1, { error: "Hesap özetinde satır bulunamadı." }).max(BANK_IMPORT_MAX_LINES, { error: `Bir seferde en fazla ${BANK_IMPORT_MAX_LINES} satır yüklenebilir.` }),
});

/** Which column of a bank's statement holds which fact, remembered per bank. */
export const bankLayoutInput = z.object({
  bank: z.string().trim().min(2).max(60),
  mapping: z.object({
    date: z.string().max(100),
    amount: z.string().max(100),
    description: z.string().max(100),
    counterparty: z.string().max(100).default(""),
    credit: z.string().max(100).default(""),
  }),
});

export type ScheduleInput = z.infer<typeof scheduleInput>;
export type PaymentInput = z.infer<typeof paymentInput>;
export type CashEntryInput = z.infer<typeof cashEntryInput>;
export type BankImportInput = z.infer<typeof bankImportInput>;
