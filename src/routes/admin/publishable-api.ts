import { zValidator } from "@hono/zod-validator";
import { Hono, type Context } from "hono";
import * as z from "zod";
import { actorOf } from "../../services/auth/session";
import { database } from "../../db/client";
import type { PublishableRow } from "../../db/publishable";
import { revisionList, revisionOf } from "../../db/revisions";
import { purgeTags } from "../../platform/cache/purge";
import { acceptBody, BODY_POLICIES } from "../../platform/request-body";
import type { AppEnv } from "../../shared/env";
import { listQuery } from "./list-query";
import { notFound } from "./content-errors";
import { revisionDto, revisionHistory } from "./content-dto";
import type { PublishableConfig, PublishableInput } from "./publishable-config";
import { PublishableService, type Outcome } from "./publishable-service";
import { bulkBody } from "./publishable-writes";
import { jsonInvalid } from "./validation";

export type { PublishableConfig, PublishableInput } from "./publishable-config";

const idParam = z.object({ id: z.coerce.number().int().positive() });
const versionQuery = z.object({ version: z.coerce.number().int().positive() });
const revisionParam = idParam.extend({ revision: z.coerce.number().int().positive() });
const restoreBody = z.object({ version: z.number().int().positive() });

/** What a handler owes a change once it is stored: the cache purges, and the kind's afterPublish for each item made public. */
async function settle<T>(c: Context<AppEnv>, service: { afterPublish(c: Context<AppEnv>, id: number): Promise<void> }, outcome: Outcome<T>): Promise<T> {
  for (const tags of outcome.purges) purgeTags(c, tags);
  for (const id of outcome.published) await service.afterPublish(c, id);
  return outcome.value;
}

/** The collection's routes: the list, bulk actions and "Çöp kutusu". */
function collectionRoutes<Row extends PublishableRow, Input extends PublishableInput, Own, ListItem, Dto>(api: Hono<AppEnv>, service: PublishableService<Row, Input, Own, ListItem, Dto>) {
  api.get("/", zValidator("query", listQuery, jsonInvalid), async (c) => {
    const { q, sayfa } = c.req.valid("query");
    return c.json(await service.list(database(c.env.DB), q, sayfa));
  });
  api.post("/bulk", zValidator("json", bulkBody, jsonInvalid), async (c) => c.json(await settle(c, service, await service.bulk(database(c.env.DB), actorOf(c), c.req.valid("json")))));
  api.get("/trash", async (c) => c.json({ items: await service.trash(database(c.env.DB)) }));
  api.post("/trash/:id/restore", zValidator("param", idParam, jsonInvalid), async (c) =>
    c.json(await settle(c, service, await service.untrash(database(c.env.DB), actorOf(c), c.req.valid("param").id))),
  );
  api.delete("/trash/:id", zValidator("param", idParam, jsonInvalid), async (c) => {
    await service.purgeForGood(database(c.env.DB), actorOf(c), c.req.valid("param").id);
    return c.json({ ok: true });
  });
}

/** An item's routes: read, create, save (or keep as its pending draft), copy, trash. */
function itemRoutes<Row extends PublishableRow, Input extends PublishableInput, Own, ListItem, Dto>(api: Hono<AppEnv>, service: PublishableService<Row, Input, Own, ListItem, Dto>) {
  const { config } = service;
  const update = z.intersection(config.input, z.object({ version: z.number().int().positive() }));
  api.get("/:id", zValidator("param", idParam, jsonInvalid), async (c) => c.json(await service.read(database(c.env.DB), c.req.valid("param").id)));
  api.post("/", acceptBody(BODY_POLICIES.richText), zValidator("json", config.input, jsonInvalid), async (c) =>
    c.json(await settle(c, service, await service.create(database(c.env.DB), actorOf(c), c.req.valid("json"))), 201),
  );
  api.put("/:id", acceptBody(BODY_POLICIES.richText), zValidator("param", idParam, jsonInvalid), zValidator("json", update, jsonInvalid), async (c) => {
    const input = c.req.valid("json");
    return c.json(await settle(c, service, await service.save(database(c.env.DB), actorOf(c), c.req.valid("param").id, input, input.version)));
  });
  api.put("/:id/draft", acceptBody(BODY_POLICIES.richText), zValidator("param", idParam, jsonInvalid), zValidator("json", update, jsonInvalid), async (c) =>
    c.json(await service.saveDraft(database(c.env.DB), actorOf(c), c.req.valid("param").id, c.req.valid("json"))),
  );
  api.delete("/:id/draft", zValidator("param", idParam, jsonInvalid), zValidator("query", versionQuery, jsonInvalid), async (c) =>
    c.json(await service.discardDraft(database(c.env.DB), actorOf(c), c.req.valid("param").id, c.req.valid("query").version)),
  );
  api.post("/:id/duplicate", zValidator("param", idParam, jsonInvalid), async (c) => c.json(await service.duplicate(database(c.env.DB), actorOf(c), c.req.valid("param").id), 201));
  api.delete("/:id", zValidator("param", idParam, jsonInvalid), zValidator("query", versionQuery, jsonInvalid), async (c) =>
    c.json(await settle(c, service, await service.moveToTrash(database(c.env.DB), actorOf(c), c.req.valid("param").id, c.req.valid("query").version))),
  );
}

/** An item's history: its revisions, one of them, and restoring one as the newest save. */
function revisionRoutes<Row extends PublishableRow, Input extends PublishableInput, Own, ListItem, Dto>(api: Hono<AppEnv>, service: PublishableService<Row, Input, Own, ListItem, Dto>) {
  api.get("/:id/revisions", zValidator("param", idParam, jsonInvalid), async (c) => {
    const rows = await revisionList(database(c.env.DB), service.target(c.req.valid("param").id));
    return c.json({ revisions: revisionHistory(rows) });
  });
  api.get("/:id/revisions/:revision", zValidator("param", revisionParam, jsonInvalid), async (c) => {
    const { id, revision } = c.req.valid("param");
    const [row] = await revisionOf(database(c.env.DB), service.target(id), revision);
    if (!row) throw notFound("Sürüm");
    return c.json(revisionDto(row));
  });
  api.post("/:id/revisions/:revision/restore", zValidator("param", revisionParam, jsonInvalid), zValidator("json", restoreBody, jsonInvalid), async (c) => {
    const { id, revision } = c.req.valid("param");
    const outcome = await service.restoreRevision(database(c.env.DB), actorOf(c), id, revision, c.req.valid("json").version);
    return c.json(await settle(c, service, outcome));
  });
}

/**
 * The admin API of a publishable kind of content: list (Turkish-aware search, pages), read,
 * create, update against the loaded version (409 when stale, the old slug kept for redirects),
 * duplicate as a draft, delete. One handler per operation over the kind's service
 * (./publishable-service.ts), which answers with the cache tags the handler purges.
 */
export function publishableApi<Row extends PublishableRow, Input extends PublishableInput, Own, ListItem, Dto>(config: PublishableConfig<Row, Input, Own, ListItem, Dto>) {
  const api = new Hono<AppEnv>();
  const service = new PublishableService(config);
  // The fixed paths (/bulk, /trash) before the item's /:id.
  collectionRoutes(api, service);
  itemRoutes(api, service);
  revisionRoutes(api, service);
  return api;
}
