import type { errorRecords } from "../../db/schema";
import type { ErrorRecordDto } from "../../shared/admin-contract";

/** A recorded error as the dashboard and the system page show it. */
export const errorRecordDto = (row: typeof errorRecords.$inferSelect): ErrorRecordDto => ({
  id: row.id,
  route: row.route,
  kind: row.kind,
  count: row.count,
  firstAt: row.firstAt.toISOString(),
  lastAt: row.lastAt.toISOString(),
  firstCode: row.firstCode,
  lastCode: row.lastCode,
});
