import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import * as z from "zod";
import { openApplications, pendingApplicant } from "../../db/applications";
import { refusalMail, welcomeMail } from "../../services/auth/mails";
import { queueMail } from "../../services/email/outbox";
import { senderOf } from "../../services/email/sender";
import { database, type Database } from "../../db/client";
import { addCorrection, addDecision, createMeeting, decisionById, decisionBook, meetingById } from "../../db/decisions";
import { holdersOf } from "../../db/grants";
import { currentMembers, lastAcceptedOn } from "../../db/member-register";
import { createError } from "../../platform/errors";
import { actorOf } from "../../services/auth/session";
import { findByIdentity, storedIdentity } from "../../services/registers/members";
import { toBookDto } from "../../services/registers/decision-book";
import type { AppEnv } from "../../shared/env";
import { applicationPeriod } from "../../shared/registers/application-period";
import { boardQuorumProblem, correctionSchema, decisionSchema, meetingSchema } from "../../shared/registers/decision";
import { searchKey } from "../../shared/i18n/text";
import { readAssemblySettings } from "../../db/assembly-settings";
import type { ApplicationDto, DecisionBookDto } from "../../shared/registers/dto";
import { acceptedBeforeLast } from "../../shared/registers/member-entry";
import { jsonInvalid } from "./validation";
import { istanbulYear } from "../../shared/i18n/dates";

/** The decision book (Karar Defteri) under /api/registers: src/shared/registers/dto.ts lists it. */
export const decisionsApi = new Hono<AppEnv>();

const idParam = z.object({ id: z.coerce.number().int().positive() });
const yearQuery = z.object({ yil: z.coerce.number().int().min(1900).max(2999).optional() });
const thisYear = () => istanbulYear();
const notFound = (what: string) => createError({ statusCode: 404, statusMessage: `${what} bulunamadı` });

/** The applications in the queue with the board's period (TMK art. 64) worked out for each. */
const applicationDtos = (applications: Awaited<ReturnType<typeof openApplications>>, now: Date): ApplicationDto[] =>
  applications.map((application) => ({ ...application, appliedAt: application.appliedAt.toISOString(), ...applicationPeriod(application.appliedAt, now) }));

decisionsApi.get("/decisions", zValidator("query", yearQuery, jsonInvalid), async (c) => {
  const db = database(c.env.DB);
  const year = c.req.valid("query").yil ?? thisYear();
  const [book, board, applications, members, { boardSeats }] = await Promise.all([decisionBook(db, year), holdersOf(db, "board"), openApplications(db), currentMembers(db), readAssemblySettings(db)]);
  const dto: DecisionBookDto = { ...toBookDto(year, book), board: board.map(({ id, name }) => ({ id, name })), boardSeats, applications: applicationDtos(applications, new Date()), members };
  return c.json(dto);
});

/** The applications past 20 of their 30 days, for the dashboard's highlight (the board and administrators). */
decisionsApi.get("/applications/late", async (c) => {
  const applications = applicationDtos(await openApplications(database(c.env.DB)), new Date()).filter((application) => application.overdue);
  return c.json({ applications });
});

decisionsApi.post("/meetings", zValidator("json", meetingSchema, jsonInvalid), async (c) => {
  const db = database(c.env.DB);
  const { heldOn, attendeeIds, otherAttendees } = c.req.valid("json");
  const [board, { boardSeats }] = await Promise.all([holdersOf(db, "board"), readAssemblySettings(db)]);
  const attendees = board.filter((member) => attendeeIds.includes(member.id));
  const refuse = (field: "attendeeIds" | "otherAttendees", message: string) => createError({ statusCode: 400, statusMessage: message, fields: { [field]: message } });
  if (attendees.length !== new Set(attendeeIds).size) throw refuse("attendeeIds", "Karar defterine yalnızca yönetim kurulu üyeleri katılan olarak yazılır.");
  const typed = new Set<string>();
  for (const name of otherAttendees) {
    const key = searchKey(name);
    if (typed.has(key) || attendees.some((member) => searchKey(member.name) === key)) throw refuse("otherAttendees", `${name} bir kez yazılır: işaretli ya da yazılı adını tekrarlamayın.`);
    typed.add(key);
  }
  // The board meets with more than half of its full membership (the statute's seats, set under Genel kurul).
  const quorum = boardQuorumProblem(boardSeats, attendees.length + otherAttendees.length);
  if (quorum) throw refuse("attendeeIds", quorum);
  return c.json({ id: await createMeeting(db, actorOf(c), heldOn, attendees, otherAttendees) }, 201);
});

/** Refuses an acceptance dated before the register's last one: register numbers follow the order of acceptance. */
async function checkAcceptanceOrder(db: Database, heldOn: string) {
  const last = await lastAcceptedOn(db);
  if (last && heldOn < last) throw createError({ statusCode: 400, statusMessage: acceptedBeforeLast(last) });
}

decisionsApi.post("/meetings/:id/decisions", zValidator("param", idParam, jsonInvalid), zValidator("json", decisionSchema, jsonInvalid), async (c) => {
  const db = database(c.env.DB);
  const meeting = await meetingById(db, c.req.valid("param").id);
  if (!meeting) throw notFound("Toplantı");
  const input = c.req.valid("json");
  const applicant = "applicantId" in input ? await pendingApplicant(db, input.applicantId) : null;
  if ("applicantId" in input && !applicant) throw createError({ statusCode: 409, statusMessage: "Bu üyelik başvurusu artık karar beklemiyor." });
  if (input.kind === "acceptance") await checkAcceptanceOrder(db, meeting.heldOn);
  const identity = input.kind === "acceptance" ? input.person.identityNumber : null;
  const duplicate = "Bu kimlik numarasıyla kayıtlı bir üye defterde zaten var.";
  if (identity && (await findByIdentity(c.env, db, identity))) throw createError({ statusCode: 409, statusMessage: duplicate, fields: { identityNumber: duplicate } });
  const decision = await addDecision(db, actorOf(c), meeting, input, identity ? { ...(await storedIdentity(c.env, identity)) } : null, applicant?.name ?? null);
  if (decision === "duplicate") throw createError({ statusCode: 409, statusMessage: duplicate, fields: { identityNumber: duplicate } });
  if (decision === "not-current") {
    const message = "Bu üye kaydı bulunamadı, üyelikten zaten çıkmış ya da toplantı gününden sonra kabul edilmiş.";
    throw createError({ statusCode: 409, statusMessage: message, fields: { registerId: message } });
  }
  // The applicant hears the board's answer in writing (TMK 64), as with the account approval.
  if (applicant) await queueMail(c, (input.kind === "acceptance" ? welcomeMail : refusalMail)(applicant.email, applicant.name, await senderOf(c)));
  return c.json({ id: decision.id, number: `${decision.year}/${decision.number}` }, 201);
});

decisionsApi.post("/decisions/:id/correct", zValidator("param", idParam, jsonInvalid), zValidator("json", correctionSchema, jsonInvalid), async (c) => {
  const db = database(c.env.DB);
  const input = c.req.valid("json");
  const [struck, meeting] = await Promise.all([decisionById(db, c.req.valid("param").id), meetingById(db, input.meetingId)]);
  if (!struck) throw notFound("Karar");
  if (!meeting) throw createError({ statusCode: 400, statusMessage: "Toplantı bulunamadı", fields: { meetingId: "Düzeltmenin alındığı toplantıyı seçin." } });
  const decision = await addCorrection(db, actorOf(c), meeting, struck.id, input);
  if (decision === "already") throw createError({ statusCode: 409, statusMessage: "Bu karar daha önce düzeltildi; düzeltmeyi düzeltin." });
  return c.json({ id: decision.id, number: `${decision.year}/${decision.number}` }, 201);
});
