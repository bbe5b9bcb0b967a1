/** How the bulletins list words an issue's state and progress. */
import type { NewsletterDto } from "../../../../src/shared/admin-contract";

/** A row of the bulletins list. */
export type IssueRow = NewsletterDto["issues"][number];

/** "Gönderildi" once every copy is sent or given up; until then it is still going out. */
export const statusOf = (issue: IssueRow) =>
  issue.status === "draft" ? "Taslak" : issue.status === "sent" && issue.sent + issue.failed >= issue.recipientCount ? "Gönderildi" : "Gönderiliyor";

/** A number as Turkish readers write it: "5.000". */
export const count = (n: number) => n.toLocaleString("tr-TR");

/** "4.999 / 5.000 gönderildi, 1 başarısız (120 sırada)" */
export const progressOf = (issue: IssueRow) => {
  if (issue.status === "draft") return "";
  const waiting = issue.queued - issue.sent - issue.failed;
  return [
    `${count(issue.sent)} / ${count(issue.recipientCount)} gönderildi`,
    ...(issue.failed ? [`${count(issue.failed)} başarısız`] : []),
    ...(waiting > 0 ? [`${count(waiting)} sırada`] : []),
  ].join(", ");
};
