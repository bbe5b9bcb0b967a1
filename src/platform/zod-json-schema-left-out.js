// Stands in for zod's JSON Schema modules in the Worker bundle (wrangler.toml `[alias]`).
//
// zod's classic schemas import its JSON Schema generator (about 18 KB minified, 5.7 KB gzip) so that
// every schema has `.toJSONSchema()`. The Worker validates input and never describes a schema, and
// the bundle has a 200 KB gzip budget (bench/run.mjs), so the generator is replaced here by functions
// that say plainly it is absent. Browser code (client/) is bundled separately and keeps the original.
// If a zod upgrade imports something new from these modules, the Worker build fails with "No matching
// export", never silently.

function leftOut() {
  throw new Error("zod's JSON Schema generator is left out of the Worker bundle (wrangler.toml [alias])");
}

/**
 * The limits a schema's checks set (`minLength`, `maxValue` and the like read them). zod keeps them in
 * the schema's bag as its checks attach, which is all the Worker reads.
 */
export function aggregateChecks(schema) {
  return { ...schema._zod.bag };
}

export const toJSONSchema = leftOut;
export const createToJSONSchemaMethod = () => leftOut;
export const createStandardJSONSchemaMethod = () => leftOut;

export class JSONSchemaGenerator {
  constructor() {
    leftOut();
  }
}
