import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import * as z from "zod";
import { bankLayoutList, dismissLine, importBankLines, registerNames, saveBankLayout, storedBankNames, waitingCount, waitingLines, type NewBankLine } from "../../db/bank-lines";
import { database } from "../../db/client";
import { createError } from "../../platform/errors";
import { runGuards } from "../../platform/guards";
import { acceptBody, BODY_POLICIES } from "../../platform/request-body";
import { actorOf } from "../../services/auth/session";
import { keepsDues } from "../../services/auth/guard";
import type { AppEnv } from "../../shared/env";
import { bankImportInput, bankLayoutInput, bankLineElsewhereInput, type BankImportInput } from "../../shared/dues/inputs";
import { referencedRegisterNo } from "../../shared/dues/reference";
import { searchKey } from "../../shared/i18n/text";
import { ADMIN_PAGE_SIZE } from "./list-query";
import { jsonInvalid, jsonInvalidNaming } from "./validation";

/** A refused statement line named by its row and column, in the treasurer's words. */
const statementInvalid = jsonInvalidNaming({ bookedOn: "tarih", amount: "tutar", description: "açıklama", counterparty: "gönderen" });

/**
 * Bank statements (docs/dues.md): the browser reads the file and sends its lines; here each line is
 * fingerprinted (so a statement uploaded twice counts once) and matched to a member, by the
 * reference text first (`Üye 123 Aidat 2026`), then by the sender's name. Lines wait for the
 * treasurer's confirmation, which records the payment (dues-api.ts, with the line's id).
 */
export const bankApi = new Hono<AppEnv>();

const write = runGuards([keepsDues]);
const pageQuery = z.object({ sayfa: z.coerce.number().int().min(1).max(100000).default(1) });

const toHex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, "0")).join("");
const squeeze = (text: string) => text.trim().replace(/\s+/g, " ");

const sha256 = (text: string) => crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)).then(toHex);

/**
 * A line's fingerprint: its date, amount, text and sender, and how many identical lines came before
 * it in the same statement (two equal payments on one day are two lines, and stay two). The bank's
 * name is not part of it: "Anadolu" and "Anadolu Katılım" are one bank's statement. Lines stored
 * while the name was part of it are still recognised: `earlier` holds the line's old fingerprint
 * under each bank name lines were stored with.
 */
async function fingerprints(banks: readonly string[], lines: BankImportInput["lines"]): Promise<{ print: string; earlier: string[] }[]> {
  const seen = new Map<string, number>();
  return Promise.all(
    lines.map(async (line) => {
      const fields = [line.bookedOn, line.amount, squeeze(line.description), squeeze(line.counterparty)];
      const key = JSON.stringify(fields);
      const occurrence = seen.get(key) ?? 0;
      seen.set(key, occurrence + 1);
      const earlier = banks.map((bank) => sha256(`${JSON.stringify([searchKey(squeeze(bank)), ...fields])}#${occurrence}`));
      return { print: await sha256(`${key}#${occurrence}`), earlier: await Promise.all(earlier) };
    }),
  );
}

type Member = { id: number; registerNo: number; fullName: string };

/** The member a line names by reference, else the one member whose name the sender or the text carries. */
function matchOf(line: BankImportInput["lines"][number], byNo: Map<number, Member>, members: readonly Member[]): Pick<NewBankLine, "suggestedRegisterId" | "matchKind"> {
  const no = referencedRegisterNo(line.description);
  const referenced = no === null ? undefined : byNo.get(no);
  if (referenced) return { suggestedRegisterId: referenced.id, matchKind: "reference" };
  const sender = searchKey(squeeze(line.counterparty));
  const text = searchKey(squeeze(line.description));
  const named = members.filter((member) => {
    const name = searchKey(squeeze(member.fullName));
    return name === sender || (name.length > 5 && text.includes(name));
  });
  return named.length === 1 ? { suggestedRegisterId: named[0]!.id, matchKind: "name" } : { suggestedRegisterId: null, matchKind: null };
}

bankApi.post("/import", write, acceptBody(BODY_POLICIES.statement), zValidator("json", bankImportInput, statementInvalid), async (c) => {
  const { bank, lines } = c.req.valid("json");
  const db = database(c.env.DB);
  const [banks, members] = await Promise.all([storedBankNames(db), registerNames(db)]);
  const prints = await fingerprints(banks.map((row) => row.bank), lines);
  const byNo = new Map(members.map((member) => [member.registerNo, member]));
  const rows: NewBankLine[] = lines.map((line, i) => ({
    fingerprint: prints[i]!.print,
    earlier: prints[i]!.earlier,
    bookedOn: line.bookedOn,
    amount: line.amount,
    description: squeeze(line.description),
    counterparty: squeeze(line.counterparty),
    ...(line.amount > 0 ? matchOf(line, byNo, members) : { suggestedRegisterId: null, matchKind: null }),
  }));
  const added = await importBankLines(db, squeeze(bank), rows, actorOf(c));
  return c.json({ lines: lines.length, added, repeated: lines.length - added });
});

bankApi.get("/lines", zValidator("query", pageQuery, jsonInvalid), async (c) => {
  const { sayfa } = c.req.valid("query");
  const db = database(c.env.DB);
  const [items, [counted]] = await db.batch([waitingLines(db, { limit: ADMIN_PAGE_SIZE, offset: (sayfa - 1) * ADMIN_PAGE_SIZE }), waitingCount(db)]);
  const total = counted?.total ?? 0;
  return c.json({ items, page: sayfa, pageCount: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)), total });
});

/** A line that is not dues (a donation, a refund) goes into the cash book under the income category chosen, never out of the books. */
bankApi.post("/lines/:id/dismiss", write, zValidator("param", z.object({ id: z.coerce.number().int().positive() }), jsonInvalid), zValidator("json", bankLineElsewhereInput, jsonInvalid), async (c) => {
  const outcome = await dismissLine(database(c.env.DB), c.req.valid("param").id, c.req.valid("json").categoryId, actorOf(c));
  if (outcome === "category") {
    const message = "Bu gelir türü seçilemez: defterdeki gelir türlerinden birini seçin (aidat ödemeleri “Onayla” ile kaydedilir).";
    throw createError({ statusCode: 400, statusMessage: message, fields: { categoryId: message } });
  }
  if (outcome === "not-waiting") throw createError({ statusCode: 409, statusMessage: "Bu satır artık beklemiyor: kaydedilmiş ya da ayrılmış." });
  return c.json({ ok: true });
});

bankApi.get("/layouts", async (c) => c.json(await bankLayoutList(database(c.env.DB))));

bankApi.put("/layouts", write, zValidator("json", bankLayoutInput, jsonInvalid), async (c) => {
  const { bank, mapping } = c.req.valid("json");
  await saveBankLayout(database(c.env.DB), squeeze(bank), mapping);
  return c.json({ ok: true });
});
