import { describe, expect, it } from "vitest";
import { formatMoney, formatMoneyPlain, kurusSchema, MAX_KURUS, MONEY_MESSAGES, moneyTextSchema, parseMoney } from "../../src/shared/money";

const kurusOf = (text: string, options?: Parameters<typeof parseMoney>[1]) => {
  const parsed = parseMoney(text, options);
  return parsed.ok ? parsed.kurus : parsed.message;
};

describe("reading a typed amount (Turkish style) into kuruş", () => {
  it.each([
    ["1.250,50", 125050],
    ["1250", 125000],
    ["1250,5", 125050],
    ["1250,50", 125050],
    ["1.250", 125000],
    ["12.345.678,99", 1234567899],
    ["0,01", 1],
    ["0,5", 50],
    ["1,25", 125],
    ["007", 700],
    ["  1.250,50 TL ", 125050],
    ["₺1.250,50", 125050],
    ["1 250,50", 125050],
    ["1\u00a0250,50\u00a0₺", 125050],
    ["250 try", 25000],
  ])("%s is %i kuruş", (typed, kurus) => {
    expect(kurusOf(typed)).toBe(kurus);
  });

  it("never goes through a float: amounts whose float sum would drift stay exact", () => {
    // 0,1 + 0,2 in floating point is 0.30000000000000004; in kuruş it is 10 + 20.
    expect(kurusOf("0,10") as number + (kurusOf("0,20") as number)).toBe(30);
    expect(kurusOf("123.456.789,99")).toBe(12345678999);
    expect(kurusOf("19,99")).toBe(1999);
    expect(kurusOf("4,35")).toBe(435);
  });

  it.each([
    ["1,250.50", MONEY_MESSAGES.englishStyle],
    ["1.25", MONEY_MESSAGES.ambiguousDot],
    ["1.2", MONEY_MESSAGES.ambiguousDot],
    ["1250.5", MONEY_MESSAGES.ambiguousDot],
    ["1,250", MONEY_MESSAGES.ambiguousComma],
    ["1,2345", MONEY_MESSAGES.ambiguousComma],
    ["12.34.567", MONEY_MESSAGES.grouping],
    ["1.250,", MONEY_MESSAGES.grouping],
    ["", MONEY_MESSAGES.empty],
    ["   ", MONEY_MESSAGES.empty],
    ["TL", MONEY_MESSAGES.empty],
    ["on lira", MONEY_MESSAGES.characters],
    ["1e3", MONEY_MESSAGES.characters],
    ["0x10", MONEY_MESSAGES.characters],
    ["+5", MONEY_MESSAGES.characters],
    ["0", MONEY_MESSAGES.negative],
    ["0,00", MONEY_MESSAGES.negative],
    ["-5", MONEY_MESSAGES.negative],
    ["1.000.000.001", MONEY_MESSAGES.tooLarge],
    ["9999999999999999999", MONEY_MESSAGES.tooLarge],
  ])("%j is refused in Turkish", (typed, message) => {
    expect(kurusOf(typed)).toBe(message);
  });

  it("keeps a minus sign where it is asked to (a bank statement's outgoing money)", () => {
    expect(kurusOf("-1.250,50", { allowNegative: true })).toBe(-125050);
    expect(kurusOf("−40,00", { allowNegative: true })).toBe(-4000);
    expect(kurusOf("0", { allowZero: true })).toBe(0);
  });

  it("takes the largest amount and nothing above it", () => {
    expect(kurusOf("1.000.000.000")).toBe(MAX_KURUS);
    expect(kurusOf("1.000.000.000,01")).toBe(MONEY_MESSAGES.tooLarge);
  });
});

describe("showing kuruş as Turkish money", () => {
  it.each([
    [125050, "₺1.250,50"],
    [1, "₺0,01"],
    [50, "₺0,50"],
    [0, "₺0,00"],
    [100, "₺1,00"],
    [123456789099, "₺1.234.567.890,99"],
    [-4000, "-₺40,00"],
  ])("%i kuruş reads %s", (kurus, shown) => {
    expect(formatMoney(kurus)).toBe(shown);
  });

  it("writes the plain number a form or Excel takes back", () => {
    expect(formatMoneyPlain(125050)).toBe("1.250,50");
    expect(formatMoneyPlain(7)).toBe("0,07");
    expect(kurusOf(formatMoneyPlain(98765432))).toBe(98765432);
  });

  it("refuses to show what is not whole kuruş, rather than round it", () => {
    expect(() => formatMoney(12.5)).toThrow(RangeError);
    expect(() => formatMoney(Number.MAX_SAFE_INTEGER + 2)).toThrow(RangeError);
  });

  it("reads back every amount it shows, for a sweep of values", () => {
    for (let kurus = 1; kurus < 200_000; kurus += 997) expect(kurusOf(formatMoneyPlain(kurus))).toBe(kurus);
  });
});

describe("the amount schemas", () => {
  it("takes whole kuruş above zero in JSON and refuses the rest in Turkish", () => {
    expect(kurusSchema.parse(125050)).toBe(125050);
    expect(kurusSchema.safeParse(12.5).error?.issues[0]?.message).toBe("Tutar tam kuruş olmalı.");
    expect(kurusSchema.safeParse(0).error?.issues[0]?.message).toBe(MONEY_MESSAGES.negative);
    expect(kurusSchema.safeParse("125050").success).toBe(false);
  });

  it("reads a typed field into kuruş, with the reason under the field when it cannot", () => {
    expect(moneyTextSchema.parse("1.250,50")).toBe(125050);
    expect(moneyTextSchema.safeParse("1.25").error?.issues[0]?.message).toBe(MONEY_MESSAGES.ambiguousDot);
  });
});
