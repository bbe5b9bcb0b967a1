/** Membership applications waiting for the board's decision (30 days, TMK 64). */
import { openApplications } from "../../../db/applications";
import { applicationDecisionDue, stageOf } from "../../../shared/legal-deadlines";
import type { CalendarProvider } from "../provider";

/** Decided in the decision book (an acceptance or a rejection); the item goes with the application. */
export const applicationsProvider: CalendarProvider = {
  name: "applications",
  openItems: async ({ db, today }) =>
    (await openApplications(db)).map((application) => {
      const dueOn = applicationDecisionDue(application.appliedAt);
      return {
        key: `application:${application.id}`,
        kind: "application" as const,
        title: `${application.name} adlı kişinin üyelik başvurusu karara bağlanacak`,
        dueOn,
        stage: stageOf(dueOn, today),
        href: "/admin/karar-defteri",
      };
    }),
};
