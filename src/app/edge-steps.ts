import type { Hono } from "hono";
import { detectCrawler } from "../platform/crawler";
import { requireDeploymentSecrets } from "../platform/deployment-check";
import type { PolicyTable } from "../platform/page-policy";
import { limitRequestBody } from "../platform/request-body";
import type { AppEnv } from "../shared/env";
import { NEWSLETTER_LEAVE_PATH } from "../shared/paths";
import { privateByDefault } from "./middleware/cache-control";
import { canonicalOrigin } from "./middleware/canonical-origin";
import { sameOriginOnly } from "./middleware/same-origin";
import { siteSecurityHeaders } from "./middleware/security-headers";
import { visitReader } from "./page-cache/eligibility";

/**
 * The steps every request takes first, in the site's app and in the admin API's (src/app/admin-app.ts),
 * in this order: its policy is read, the deployment's secrets checked, caching made private unless
 * the answer says otherwise, the security headers set, other hosts sent to the site's own, crawlers
 * recognised, requests from other sites refused, and bodies bounded before anything reads them.
 */
export function useEdgeSteps(app: Hono<AppEnv>, policies: PolicyTable): void {
  app.use(visitReader(policies));
  app.use(requireDeploymentSecrets());
  app.use(privateByDefault());
  app.use(siteSecurityHeaders());
  app.use(canonicalOrigin());
  app.use(detectCrawler());
  // One-click unsubscribe (RFC 8058) is posted by mail programs, from no page of ours.
  app.use(sameOriginOnly({ exempt: [NEWSLETTER_LEAVE_PATH] }));
  app.use(limitRequestBody());
}
