import { createMiddleware } from "hono/factory";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppEnv } from "../shared/env";
import { catalogue, createError } from "./errors";

/**
 * A route's validator gets the path parameters and the query. It returns true to accept them, false
 * for the catalogue's fatal 404, or its own status and message.
 */
export type RouteValidator = (
  params: Record<string, string>,
  query: URLSearchParams,
) => boolean | { statusCode?: ContentfulStatusCode; statusMessage?: string };

/** The request's path with its query string: the `fullPath` the catalogue's messages name. */
export const fullPath = (url: string): string => {
  const { pathname, search } = new URL(url);
  return pathname + search;
};

/** First step of the navigation pipeline: route validation. */
export const validateRoute = (validate: RouteValidator) =>
  createMiddleware<AppEnv>(async function validateRoute(c, next) {
    const verdict = validate(c.req.param() as Record<string, string>, new URL(c.req.url).searchParams);
    if (verdict === true) return next();
    const path = fullPath(c.req.url);
    if (verdict === false) throw catalogue.validationFailed(path);
    throw createError({
      statusCode: verdict.statusCode ?? 404,
      statusMessage: verdict.statusMessage ?? `Page Not Found: ${path}`,
      fatal: true,
    });
  });

/**
 * Ids in addresses: a positive number without leading zeros, or a slug (lower-case ASCII letters and
 * digits joined by single hyphens, with at least one letter so it can never be mistaken for a number;
 * Turkish titles are transliterated when slugs are made).
 */
export const isIdOrSlug = (value: string | undefined): boolean =>
  typeof value === "string" &&
  value.length <= 120 &&
  (/^[1-9][0-9]{0,9}$/.test(value) || /^(?=[a-z0-9-]*[a-z])[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value));
