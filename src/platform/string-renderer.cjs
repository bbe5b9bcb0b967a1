"use strict";
// React's server entries (react-dom/server.edge and the others) each bundle two renderers: the
// streaming one and the string one. The site renders with the string one only (see src/routes/pages/renderer.tsx),
// so it takes that build alone, the way React's own entries choose theirs: by NODE_ENV, which
// wrangler sets when it bundles, so the other build is left out of the Worker.
if (process.env.NODE_ENV === "production") {
  module.exports = require("../../node_modules/react-dom/cjs/react-dom-server-legacy.browser.production.js");
} else {
  module.exports = require("../../node_modules/react-dom/cjs/react-dom-server-legacy.browser.development.js");
}
