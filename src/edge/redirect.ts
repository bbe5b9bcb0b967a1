/**
 * Thrown by a page's loader when the address asked for is not the page's canonical one (a numeric
 * id or a former slug): the pipeline answers with a redirect instead of the page or its payload.
 */
export class Redirect {
  constructor(
    readonly location: string,
    readonly status: 301 | 302 = 301,
  ) {}
}
