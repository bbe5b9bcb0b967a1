/**
 * The Worker the workers pool runs the tests in: the site's Worker (its default export), with the
 * admin Worker's entrypoint beside it. The pool binds `ADMIN` to that entrypoint (vitest.config.ts),
 * so a request to /api goes through the real service binding, as in production, and both Workers'
 * code runs where coverage and the tests' spies see it.
 */
export { default } from "../../src/app/index";
export { AdminWorker } from "../../src/app/admin-worker/index";
