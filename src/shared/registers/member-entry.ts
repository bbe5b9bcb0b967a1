/**
 * One entry of the member register (Üye Kayıt Defteri): the fields of communiqué 2006/1 art. 5
 * (docs/registers.md names the source of each), validated by one schema that the admin form, the
 * server and the import of an existing register all use. Messages are Turkish, one per field.
 */
import * as z from "zod";
import { calendarDay, pastDay } from "../calendar-day";
import { parseDecisionNumber, yearOf } from "./decision-number";
import { isValidTcKimlikNo, normaliseIdentity } from "./identity";
import { noControlCharacters } from "../control-characters";

export const GENDER_LABELS = { female: "Kadın", male: "Erkek" } as const;
export const EXIT_KIND_LABELS = {
  resignation: "İstifa",
  expulsion: "Üyelikten çıkarma (karar ile)",
  death: "Vefat",
  lapse: "Üyelik şartlarını kaybetme",
} as const;

/** The register's column headings, in the order the printed register shows them. */
export const MEMBER_ENTRY_LABELS = {
  registerNo: "Sıra no",
  fullName: "Adı soyadı",
  identityKind: "Kimlik türü",
  identityNumber: "T.C. kimlik no",
  nationality: "Tabiiyeti",
  motherName: "Anne adı",
  fatherName: "Baba adı",
  gender: "Cinsiyeti",
  occupation: "Mesleği",
  education: "Öğrenim durumu",
  address: "Yerleşim yeri",
  email: "E-posta",
  acceptedOn: "Üyeliğe giriş tarihi",
  acceptanceDecisionNo: "Giriş karar no",
  exitedOn: "Üyelikten çıkış tarihi",
  exitKind: "Çıkış şekli",
  exitDecisionNo: "Çıkış karar no",
  exitReason: "Çıkış nedeni",
} as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The message under an acceptance day before the register's last one (numbers follow acceptance order). */
export const acceptedBeforeLast = (lastDay: string) =>
  `Üyeliğe giriş tarihi defterdeki son girişten (${lastDay.split("-").reverse().join(".")}) önce olamaz: sıra numaraları kabul sırasını izler.`;

/** A required text column, trimmed. */
const text = (label: string, max: number) =>
  z
    .string({ error: `${label} yazılmalı.` })
    .trim()
    .min(1, { error: `${label} yazılmalı.` })
    .max(max, { error: `${label} en fazla ${max} karakter olabilir.` })
    .check(noControlCharacters);

/** An optional text column: empty, missing or null is stored as null. */
const optionalText = (label: string, max: number) =>
  z
    .string()
    .nullish()
    .transform((value) => (value ?? "").trim())
    .pipe(z.string().max(max, { error: `${label} en fazla ${max} karakter olabilir.` }).check(noControlCharacters))
    .transform((value) => (value === "" ? null : value));

/** A decision number `YYYY/N` whose year is the year of `date` (a decision of another year is refused). */
function checkDecisionYear(ctx: z.RefinementCtx, date: string, numberText: string | null | undefined, path: string) {
  if (!numberText) return;
  const parsed = parseDecisionNumber(numberText);
  if (!parsed) ctx.addIssue({ code: "custom", path: [path], message: "Karar numarasını yıl/sıra biçiminde yazın, ör. 2026/14." });
  else if (ISO_DATE.test(date) && parsed.year !== yearOf(date))
    ctx.addIssue({ code: "custom", path: [path], message: `Karar numarası ${yearOf(date)} yılına ait olmalı; ${parsed.year} yılının numarası verilmiş.` });
}

/** The identity number by its kind: the T.C. check digits, or another country's citizen number. */
function checkIdentity(ctx: z.RefinementCtx, entry: { identityKind: "tc" | "foreign"; identityNumber: string }) {
  if (entry.identityKind === "tc" && !isValidTcKimlikNo(entry.identityNumber))
    ctx.addIssue({
      code: "custom",
      path: ["identityNumber"],
      message: "T.C. kimlik numarası geçerli değil: 11 haneli olmalı, 0 ile başlamamalı ve son iki hanesi kontrol kuralına uymalı.",
    });
  if (entry.identityKind === "foreign" && !/^[A-Za-z0-9]{5,20}$/.test(entry.identityNumber))
    ctx.addIssue({ code: "custom", path: ["identityNumber"], message: "Yabancı uyruklu üyenin vatandaşlık numarası 5 ile 20 harf ya da rakam olmalı." });
}

/** The entry's personal columns (communiqué 2006/1 art. 5). */
const personShape = {
  fullName: text("Adı soyadı", 120),
  identityKind: z.enum(["tc", "foreign"], { error: "Kimlik türünü seçin." }).default("tc"),
  identityNumber: z.string({ error: "T.C. kimlik numarasını yazın." }).transform(normaliseIdentity),
  nationality: text("Tabiiyet", 60).default("T.C."),
  motherName: text("Anne adı", 60),
  fatherName: optionalText("Baba adı", 60),
  gender: z.enum(["female", "male"], { error: "Cinsiyeti seçin." }),
  occupation: optionalText("Meslek", 80),
  education: optionalText("Öğrenim durumu", 80),
  address: optionalText("Yerleşim yeri", 300),
  email: optionalText("E-posta", 254).refine((value) => value === null || z.email().safeParse(value).success, {
    error: "E-posta adresi geçerli görünmüyor.",
  }),
};

/** The person alone (an accepted application fills the acceptance from its decision). */
export const memberPersonSchema = z.object(personShape).superRefine((person, ctx) => checkIdentity(ctx, person));
export type MemberPerson = z.output<typeof memberPersonSchema>;

/**
 * A new entry, flat: the person and the board's acceptance (its date, and the decision number of the
 * same year). The admin form and each row of an import are validated with it.
 */
/** A bare "15" of an old book is the acceptance year's decision 15: `2026/15`. */
const fullDecisionNo = (entry: { acceptedOn: string; acceptanceDecisionNo: string }) =>
  /^\d{1,5}$/.test(entry.acceptanceDecisionNo) ? `${entry.acceptedOn.slice(0, 4)}/${Number(entry.acceptanceDecisionNo)}` : entry.acceptanceDecisionNo;

const entryShape = { ...personShape, acceptedOn: pastDay("Üyeliğe giriş tarihini seçin.", "Üyeliğe giriş tarihi bugünden sonra olamaz.") };

const refineEntry = (entry: z.output<z.ZodObject<typeof entryShape>> & { acceptanceDecisionNo: string }, ctx: z.RefinementCtx) => {
  checkIdentity(ctx, entry);
  checkDecisionYear(ctx, entry.acceptedOn, fullDecisionNo(entry), "acceptanceDecisionNo");
};

export const memberEntrySchema = z
  .object({ ...entryShape, acceptanceDecisionNo: text("Giriş karar numarası", 20) })
  .superRefine(refineEntry)
  .transform((entry) => ({ ...entry, acceptanceDecisionNo: fullDecisionNo(entry) }));

/**
 * A row of an imported register: the acceptance decision's number may be missing (2006/1 art. 5 does
 * not require it, and old books often left it out; stored empty and shown "—") or a bare number.
 */
export const importedEntrySchema = z
  .object({ ...entryShape, acceptanceDecisionNo: optionalText("Giriş karar numarası", 20).transform((value) => value ?? "") })
  .superRefine(refineEntry)
  .transform((entry) => ({ ...entry, acceptanceDecisionNo: fullDecisionNo(entry) }));

export type MemberEntryInput = z.input<typeof memberEntrySchema>;
export type MemberEntry = z.output<typeof memberEntrySchema>;

/** An exit recorded on an entry; the server also refuses an exit dated before the acceptance. */
export const memberExitSchema = z
  .object({
    exitKind: z.enum(["resignation", "expulsion", "death", "lapse"], { error: "Çıkış şeklini seçin." }),
    exitedOn: calendarDay("Çıkış tarihini seçin."),
    exitDecisionNo: optionalText("Çıkış karar numarası", 20),
    exitReason: optionalText("Çıkış nedeni", 500),
  })
  .superRefine((exit, ctx) => {
    if (exit.exitKind === "expulsion" && !exit.exitDecisionNo)
      ctx.addIssue({ code: "custom", path: ["exitDecisionNo"], message: "Üyelikten çıkarma bir yönetim kurulu kararıyla olur: karar numarasını yazın." });
    if (exit.exitKind === "expulsion" && !exit.exitReason)
      ctx.addIssue({ code: "custom", path: ["exitReason"], message: "Üyelikten çıkarmanın nedenini yazın." });
    checkDecisionYear(ctx, exit.exitedOn, exit.exitDecisionNo, "exitDecisionNo");
  });

export type MemberExit = z.output<typeof memberExitSchema>;

/** The message shown when an exit would come before the acceptance. */
export const EXIT_BEFORE_ENTRY = "Çıkış tarihi üyeliğe giriş tarihinden önce olamaz.";

/** The highest register number an association's book can plausibly reach; a larger one is a slip. */
export const REGISTER_NO_MAX = 999_999;

/** Flat import row (part B reads spreadsheets into this shape and validates it with the schema). */
export const memberImportRowSchema = z
  .object({
    registerNo: z.coerce
      .number({ error: "Sıra numarası bir sayı olmalı." })
      .int({ error: "Sıra numarası tam sayı olmalı." })
      .positive({ error: "Sıra numarası 1 ya da daha büyük olmalı." })
      .max(REGISTER_NO_MAX, { error: `Sıra numarası en fazla ${REGISTER_NO_MAX.toLocaleString("tr-TR")} olabilir; dosyadaki sayıyı kontrol edin.` }),
    entry: importedEntrySchema,
    exit: memberExitSchema.nullable().default(null),
  })
  .superRefine((row, ctx) => {
    if (row.exit && row.exit.exitedOn < row.entry.acceptedOn) ctx.addIssue({ code: "custom", path: ["exit", "exitedOn"], message: EXIT_BEFORE_ENTRY });
  });
