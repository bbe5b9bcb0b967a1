// The admin app's server entry. It is JavaScript with a declaration file beside it (admin-app.d.ts)
// on purpose: the app's components are browser code, type-checked with the DOM library
// (client/tsconfig.json), while the Worker is type-checked without it (tsconfig.json). This file is
// where the Worker's type-check stops following imports; the bundler goes on through.
export { adminAppHtml, firstScreenNeeds } from "../../../client/admin/server";
