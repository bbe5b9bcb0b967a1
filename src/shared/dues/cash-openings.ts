/**
 * Opening balances (devir) of an association that adopts the site mid-life: the cash box and each
 * bank account at a chosen date, one settings row. The book's balance counts them from that date's
 * year on (src/db/cash-book.ts), and that year's printed book opens with them. One schema for the
 * form and the handler.
 */
import * as z from "zod";
import { notAfterTodayMessage, pastDay } from "../calendar-day";
import { kurusSchema } from "../money";

/** The settings row's key. */
export const CASH_OPENINGS_KEY = "cash-openings";

export const cashOpeningAccount = z.object({
  name: z.string().trim().min(2, "Hesabın adını yazın (ör. Kasa, Ziraat Bankası vadesiz hesap).").max(80, "Hesabın adı en fazla 80 karakter olabilir."),
  amount: kurusSchema.or(z.literal(0)),
});

export const cashOpeningsSchema = z.object({
  /** `YYYY-MM-DD`: the day the balances were counted. */
  on: pastDay("Devir tarihini seçin.", notAfterTodayMessage("Devir tarihi")),
  accounts: z
    .array(cashOpeningAccount)
    .min(1, "En az bir hesabın (kasa ya da banka) devir tutarını yazın.")
    .max(20, "En fazla 20 hesap yazılabilir.")
    .refine((accounts) => new Set(accounts.map((account) => account.name.toLocaleLowerCase("tr"))).size === accounts.length, "Her hesabın adı bir kez yazılmalı."),
});

export type CashOpenings = z.infer<typeof cashOpeningsSchema>;

/** The form's input: the openings and the version it loaded (0: never saved). */
export const cashOpeningsUpdateSchema = cashOpeningsSchema.extend({ version: z.number({ error: "Sürüm numarası eksik." }).int().nonnegative() });
