import { describe, expect, it } from "vitest";
import { isValidTcKimlikNo, maskIdentity } from "../../src/shared/registers/identity";
import { memberEntrySchema } from "../../src/shared/registers/member-entry";
import { tcFrom } from "../support/registers";

const entry = {
  fullName: "Ayşe Yılmaz",
  identityNumber: "10000000146",
  motherName: "Fatma",
  gender: "female",
  acceptedOn: "2026-03-12",
  acceptanceDecisionNo: "2026/4",
};

describe("T.C. kimlik no", () => {
  it("accepts numbers whose check digits hold, and refuses the rest", () => {
    expect(isValidTcKimlikNo("10000000146")).toBe(true);
    expect(isValidTcKimlikNo(tcFrom(123456789))).toBe(true);
    expect(isValidTcKimlikNo("10000000147")).toBe(false);
    expect(isValidTcKimlikNo("01234567890")).toBe(false);
    expect(isValidTcKimlikNo("1000000014")).toBe(false);
  });

  it("is masked as its first 3 and last 2 digits", () => {
    expect(maskIdentity("10000000146")).toBe("100******46");
  });
});

describe("a register entry's schema", () => {
  it("passes a complete entry, with empty optional columns as null", () => {
    const parsed = memberEntrySchema.parse({ ...entry, occupation: "  " });
    expect(parsed).toMatchObject({ nationality: "T.C.", identityKind: "tc", occupation: null, fatherName: null });
  });

  it("names the field of each problem in Turkish", () => {
    const result = memberEntrySchema.safeParse({ ...entry, identityNumber: "12345678901", acceptanceDecisionNo: "2025/9", motherName: "" });
    const fields = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join("."), issue.message]));
    expect(fields.identityNumber).toMatch(/^T\.C\. kimlik numarası geçerli değil/);
    expect(fields.acceptanceDecisionNo).toBe("Karar numarası 2026 yılına ait olmalı; 2025 yılının numarası verilmiş.");
    expect(fields.motherName).toBe("Anne adı yazılmalı.");
  });
});
