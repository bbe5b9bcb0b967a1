import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import * as z from "zod";
import { database, type Database } from "../../db/client";
import { decisionByNumber } from "../../db/decisions";
import { entryPage, lastAcceptedOn, linkAccount, linkedAccount, recordExit } from "../../db/member-register";
import { createError } from "../../platform/errors";
import { actorOf } from "../../services/auth/session";
import { MissingRegisterKey } from "../../services/registers/identity-crypto";
import { addEntry, revealEntry } from "../../services/registers/members";
import type { AppEnv } from "../../shared/env";
import { searchKey } from "../../shared/i18n/text";
import { accountLinkSchema } from "../../shared/registers/account-link";
import { parseDecisionNumber } from "../../shared/registers/decision-number";
import type { MemberEntryDto, MemberPageDto } from "../../shared/registers/dto";
import { acceptedBeforeLast, EXIT_BEFORE_ENTRY, memberEntrySchema, memberExitSchema } from "../../shared/registers/member-entry";
import { decisionsApi } from "./decisions-api";
import { derbisApi } from "./derbis-api";
import { registerPrintApi } from "./register-print-api";
import { entryIdOr404, registerNoParam } from "./register-entry-param";
import { jsonInvalid } from "./validation";

/**
 * The association's registers, for the board and administrators (the `board` guard in api.ts);
 * src/shared/registers/dto.ts lists the endpoints and their answers.
 */
export const registersApi = new Hono<AppEnv>();

// Without its key the register can be neither written nor read: say what is missing, never a bare 500.
registersApi.onError((error, c) => {
  if (!(error instanceof MissingRegisterKey)) throw error;
  return c.json({ statusCode: 503, statusMessage: "Üye kayıt defterinin anahtarı (REGISTER_KEY) ayarlanmamış; yönetici docs/registers.md'deki adımları izlemeli.", fatal: false }, 503);
});

// Before "/members/:no", which would take "yazdir" and "derbis" for a number.
registersApi.route("/", registerPrintApi);
registersApi.route("/", derbisApi);

const MEMBER_PAGE_SIZE = 50;
const pageQuery = z.object({
  sayfa: z.coerce.number().int().min(1).max(100000).default(1),
  cikanlar: z.enum(["0", "1"]).default("1"),
  /** "yeni": the newest entries (highest register numbers) first; else the book's own order. */
  sira: z.enum(["eski", "yeni"]).default("eski"),
  q: z.string().trim().max(100, "Arama en çok 100 karakter olabilir.").default(""),
});

registersApi.get("/members", zValidator("query", pageQuery, jsonInvalid), async (c) => {
  const { sayfa, cikanlar, q, sira } = c.req.valid("query");
  const page = await entryPage(database(c.env.DB), { limit: MEMBER_PAGE_SIZE, offset: (sayfa - 1) * MEMBER_PAGE_SIZE, onlyCurrent: cikanlar === "0", key: searchKey(q), newestFirst: sira === "yeni" });
  return c.json({ ...page, page: sayfa, pageSize: MEMBER_PAGE_SIZE } satisfies MemberPageDto);
});

/**
 * The id of the decision an acceptance or an exit names, or a refusal under its field when the
 * decision book holds no such decision: the register points into the book, never past its end.
 */
async function bookDecisionId(db: Database, written: string | null, field: "acceptanceDecisionNo" | "exitDecisionNo"): Promise<number | null> {
  const parsed = written ? parseDecisionNumber(written) : null;
  if (!parsed) return null;
  const found = await decisionByNumber(db, parsed.year, parsed.number);
  if (found) return found.id;
  const message = `Karar defterinde ${parsed.year}/${parsed.number} sayılı bir karar yok: önce kararı karar defterine yazın.`;
  throw createError({ statusCode: 400, statusMessage: message, fields: { [field]: message } });
}

registersApi.post("/members", zValidator("json", memberEntrySchema, jsonInvalid), async (c) => {
  const db = database(c.env.DB);
  const entry = c.req.valid("json");
  // Numbers follow the order of acceptance: an entry may not be dated before the register's last one.
  const last = await lastAcceptedOn(db);
  if (last && entry.acceptedOn < last) {
    const message = acceptedBeforeLast(last);
    throw createError({ statusCode: 400, statusMessage: message, fields: { acceptedOn: message } });
  }
  await bookDecisionId(db, entry.acceptanceDecisionNo, "acceptanceDecisionNo");
  const added = await addEntry(c.env, db, actorOf(c), entry);
  if (added === "duplicate") {
    const message = "Bu kimlik numarasıyla kayıtlı bir üye defterde zaten var.";
    throw createError({ statusCode: 409, statusMessage: message, fields: { identityNumber: message } });
  }
  return c.json(added, 201);
});

registersApi.get("/members/:no", zValidator("param", registerNoParam, jsonInvalid), async (c) => {
  const db = database(c.env.DB);
  const entry = await revealEntry(c.env, db, actorOf(c), await entryIdOr404(db, c.req.valid("param").no));
  if (!entry) throw createError({ statusCode: 404, statusMessage: "Üye kaydı bulunamadı" });
  c.header("Cache-Control", "no-store");
  const dto: MemberEntryDto = {
    ...entry,
    account: await linkedAccount(database(c.env.DB), entry.userId),
    entryReportedAt: entry.entryReportedAt?.toISOString() ?? null,
    exitReportedAt: entry.exitReportedAt?.toISOString() ?? null,
  };
  return c.json(dto);
});

registersApi.post("/members/:no/exit", zValidator("param", registerNoParam, jsonInvalid), zValidator("json", memberExitSchema, jsonInvalid), async (c) => {
  const db = database(c.env.DB);
  const exit = c.req.valid("json");
  const outcome = await recordExit(db, actorOf(c), await entryIdOr404(db, c.req.valid("param").no), { ...exit, exitDecisionId: await bookDecisionId(db, exit.exitDecisionNo, "exitDecisionNo") });
  if (outcome === "before-entry") throw createError({ statusCode: 400, statusMessage: EXIT_BEFORE_ENTRY, fields: { exitedOn: EXIT_BEFORE_ENTRY } });
  if (outcome === "not-current") throw createError({ statusCode: 409, statusMessage: "Bu üye kaydı bulunamadı ya da üyelikten çıkışı zaten işlenmiş." });
  return c.json({ ok: true });
});

const LINK_REFUSALS = {
  missing: [404, "Üye kaydı bulunamadı."],
  "no-account": [400, "Bu e-posta adresiyle etkin bir site hesabı yok: üye önce siteye kaydolup adresini doğrulamalı."],
  linked: [409, "Bu üye kaydı zaten bir site hesabına bağlı."],
  taken: [409, "Bu hesap başka bir üye kaydına bağlı."],
} as const;

registersApi.post("/members/:no/account", zValidator("param", registerNoParam, jsonInvalid), zValidator("json", accountLinkSchema, jsonInvalid), async (c) => {
  const db = database(c.env.DB);
  const outcome = await linkAccount(db, actorOf(c), await entryIdOr404(db, c.req.valid("param").no), c.req.valid("json").email);
  if (outcome === "ok") return c.json({ ok: true });
  const [statusCode, message] = LINK_REFUSALS[outcome];
  throw createError({ statusCode, statusMessage: message, fields: { email: message } });
});

registersApi.route("/", decisionsApi);
