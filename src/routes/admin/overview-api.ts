import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import * as z from "zod";
import { admin } from "../../services/auth/guard";
import { auditCount, auditPage, type recentAudit } from "../../db/audit";
import { database } from "../../db/client";
import { dashboardData } from "../../db/dashboard";
import { runGuards } from "../../platform/guards";
import type { AppEnv } from "../../shared/env";
import { ADMIN_PAGE_SIZE } from "./list-query";
import type { AuditEntryDto, DashboardDto, MeDto, Page } from "../../shared/admin-contract";
import { errorRecordDto } from "./error-record-dto";
import { eventListItem } from "./events-api";
import { messageDto } from "./messages-api";
import { jsonInvalid } from "./validation";

/** What the admin app shows around the content: who is signed in, the dashboard (Pano), the audit log. */
export const overviewApi = new Hono<AppEnv>();

const pageQuery = z.object({ sayfa: z.coerce.number().int().min(1).max(100000).default(1) });

overviewApi.get("/me", (c) => c.json<MeDto>(c.var.session!.user));

overviewApi.get("/dashboard", async (c) => {
  const data = await dashboardData(database(c.env.DB), new Date());
  // The audit log, account applications and work that failed are administrators' business.
  const isAdmin = c.var.session!.user.role === "admin";
  return c.json<DashboardDto>({
    counts: { ...data.counts, pendingUsers: isAdmin ? data.counts.pendingUsers : 0, failedJobs: isAdmin ? data.counts.failedJobs : 0 },
    nextEvents: data.nextEvents.map(eventListItem),
    unreadMessages: data.unreadMessages.map(messageDto),
    scheduled: [
      ...data.scheduledNews.map((row) => ({ kind: "news" as const, id: row.id, title: row.title, publishAt: row.publishAt!.toISOString() })),
      ...data.scheduledEvents.map((row) => ({ kind: "event" as const, id: row.id, title: row.title, publishAt: row.publishAt!.toISOString() })),
    ].sort((a, b) => a.publishAt.localeCompare(b.publishAt)),
    recentChanges: isAdmin ? data.recentChanges.map(auditDto) : [],
    recentErrors: isAdmin ? data.recentErrors.map(errorRecordDto) : [],
  });
});

function auditDto(row: Awaited<ReturnType<typeof recentAudit>>[number]): AuditEntryDto {
  return { id: row.id, at: row.at.toISOString(), actorId: row.actorId, actorName: row.actorName, action: row.action, target: row.target, summary: row.summary };
}

overviewApi.get("/audit", runGuards([admin]), zValidator("query", pageQuery, jsonInvalid), async (c) => {
  const { sayfa } = c.req.valid("query");
  const db = database(c.env.DB);
  const [[counted], rows] = await db.batch([auditCount(db), auditPage(db, { limit: ADMIN_PAGE_SIZE, offset: (sayfa - 1) * ADMIN_PAGE_SIZE })]);
  const total = counted?.total ?? 0;
  const page: Page<AuditEntryDto> = { items: rows.map(auditDto), page: sayfa, pageCount: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)), total };
  return c.json(page);
});
