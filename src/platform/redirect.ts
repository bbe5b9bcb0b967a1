/**
 * Thrown by a page's loader when the address asked for is not the page's canonical one (a numeric
 * id or a former slug). The one error handler (src/app/error-handler.ts) answers it with a
 * redirect to the same thing at the canonical address: the page, or its payload.
 */
export class Redirect extends Error {
  // An Error, because hono hands only Errors to the app's onError.
  constructor(
    readonly location: string,
    readonly status: 301 | 302 = 301,
  ) {
    super(`Redirect to ${location}`);
    this.name = "Redirect";
  }
}
