// Lint for the Worker (src/), the browser code (client/), tests and scripts:
// typescript-eslint's recommended rules, React's hook rules, and jsx-a11y for what people use.
import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist/", "dist-next-*/", "dist-old-*/", ".wrangler/", "node_modules/", "test-results/", "coverage/", "worker-configuration.d.ts"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // The rules of hooks and their dependencies. The plugin's newer rules check code for the React
  // Compiler, which this project does not use.
  {
    files: ["client/**/*.{ts,tsx}", "src/routes/pages/**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  jsxA11y.flatConfigs.recommended,
  {
    rules: {
      // A group or dialog that listens for Escape or Enter from the controls inside it is fine; a
      // click handler on a non-interactive element is not.
      "jsx-a11y/no-noninteractive-element-interactions": ["error", { handlers: ["onClick", "onMouseDown", "onMouseUp"] }],
      // A table that scrolls in its own box is a focusable region, so keyboards can scroll it.
      "jsx-a11y/no-noninteractive-tabindex": ["error", { roles: ["tabpanel", "region"] }],
      // Moving focus to an error summary or a just-opened prompt is deliberate; props of our own
      // components are not DOM attributes.
      "jsx-a11y/no-autofocus": ["error", { ignoreNonDOM: true }],
    },
  },
  {
    languageOptions: { globals: { ...globals.worker } },
    rules: {
      // Unused arguments named with a leading underscore are deliberate (handler signatures).
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
    },
  },
  layers(),
  // The public pages and the steps they take never use the admin API's or the cron's code: only the
  // composition puts them together (src/app/index.tsx takes the cron and the queues' consumers,
  // src/app/admin-app.ts mounts the admin API; docs/architecture.md, "One Worker").
  {
    files: ["src/app/*.{ts,tsx}", "src/app/middleware/**", "src/app/page-cache/**", "src/routes/*.{ts,tsx}", "src/routes/pages/**"],
    ignores: ["src/app/index.tsx", "src/app/admin-app.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/routes/admin/**", "**/app/cron/**", "./cron/**"],
              message: "Only the composition uses the admin API's and the cron's code (src/app/admin-app.ts, src/app/index.tsx).",
            },
          ],
        },
      ],
    },
  },
  // No function over 80 lines in the Worker or the browser code: a component that grows a table,
  // a dialog and a form becomes three. Tests and the demo content's data are exempt.
  {
    files: ["src/**/*.{ts,tsx}", "client/**/*.{ts,tsx}"],
    ignores: ["src/db/seed/**"],
    rules: { "max-lines-per-function": ["error", { max: 80, IIFEs: true }] },
  },
  // Every day and time a person reads, and every "today" a rule uses, is Istanbul's, through one
  // module (src/shared/i18n/dates.ts; the admin forms' conversions in client/admin/time.ts). An ISO
  // string's first ten characters and Date's UTC fields are the day in UTC, three hours behind
  // Istanbul's midnight. The files exempted below do arithmetic on calendar days (read at noon UTC,
  // never an instant) or write storage keys nobody reads as a date.
  {
    files: ["src/**/*.{ts,tsx}", "client/**/*.{ts,tsx}"],
    ignores: [
      "src/shared/i18n/dates.ts",
      "client/admin/time.ts",
      "src/shared/legal-deadlines.ts",
      "src/shared/registers/derbis-report.ts",
      "src/services/events/ics.ts",
      "src/services/calendar/weekly-mail.ts",
      "src/services/kvkk/retention-settings.ts",
      "src/services/media/store.ts",
      "src/db/seed/**",
      "client/admin/sections/register-import/read-spreadsheet.ts",
      "client/admin/sections/dues/statement.ts",
    ],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.property.name=/^getUTC(FullYear|Month|Date|Day|Hours|Minutes)$/]",
          message: "A date a person reads or a rule's today is Istanbul's: use src/shared/i18n/dates.ts (istanbulDay, istanbulYear, istanbulWallTime).",
        },
        {
          selector: "CallExpression[callee.property.name='slice'][arguments.0.value=0][arguments.1.value=10][callee.object.callee.property.name='toISOString']",
          message: "toISOString() is UTC: the Istanbul day is istanbulDay() of src/shared/i18n/dates.ts.",
        },
        {
          selector: "CallExpression[callee.property.name='slice'][arguments.0.value=0][arguments.1.value=10][callee.object.property.name=/(At|hazirlanma)$/]",
          message: "An instant's ISO string starts with its UTC day: use istanbulDayOfIso() of src/shared/i18n/dates.ts.",
        },
        {
          selector: "NewExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat']",
          message: "Dates are formatted in one module: src/shared/i18n/dates.ts.",
        },
        {
          selector: "CallExpression[callee.property.name=/^toLocale(Date|Time)String$/]",
          message: "Dates are formatted in one module: src/shared/i18n/dates.ts.",
        },
      ],
    },
  },
  // The build's manifest (dist/manifest.json) is written by `npm run build`: on a fresh clone it does
  // not exist yet, and the layer rule cannot place a file it cannot find. The one module that reads
  // it imports nothing else, so lint passes before any build (test/client/lint-fresh-clone.test.ts).
  { files: ["src/platform/build-manifest.ts"], rules: { "boundaries/no-unknown-dependencies": "off" } },
  // These refuse or strip control characters on purpose (links, calendar text, redirect targets).
  { files: ["src/services/auth/next-path.ts", "src/services/events/ics.ts", "src/shared/richtext/url-policy.ts", "src/shared/control-characters.ts"], rules: { "no-control-regex": "off" } },
  // The one CommonJS module: it picks React's string renderer by NODE_ENV, as React's own entries do.
  { files: ["**/*.cjs"], languageOptions: { sourceType: "commonjs", globals: { ...globals.node } }, rules: { "@typescript-eslint/no-require-imports": "off" } },
  { files: ["client/**"], languageOptions: { globals: { ...globals.browser } } },
  { files: ["**/*.mjs", "scripts/**", "bench/**", "client/*.mjs", "test/support/*.mjs", "*.config.*"], languageOptions: { globals: { ...globals.node } } },
);

/**
 * The layers (docs/architecture.md), enforced: every file under src/ and client/ belongs to one
 * layer, or lint fails (`boundaries/no-unknown-files`); each layer imports only itself and the
 * layers below it; each service names the services it may use. Exceptions are listed by file, with
 * the reason beside them, so that none can join unnoticed. Import cycles, type-only ones included,
 * are refused by `npm run lint:cycles` (madge).
 */
function layers() {
  /** The services and the services each may use: email is a leaf, and no two use each other. */
  const services = {
    email: [],
    richtext: [],
    backup: [],
    auth: ["email"],
    events: ["auth", "email"],
    kvkk: ["auth", "richtext"],
    media: ["richtext"],
    newsletter: ["auth", "email", "richtext"],
    registers: ["auth", "email"],
    calendar: ["email"],
    operations: ["email"],
    dues: ["email"],
    assembly: ["email"],
  };
  const below = {
    app: ["app", "routes", "service", "db", "platform", "shared"],
    routes: ["routes", "service", "db", "platform", "shared"],
    db: ["db", "platform", "shared"],
    platform: ["platform", "shared"],
    shared: ["shared"],
    // The browser code sees only the pure shared modules: no handler, query or binding.
    client: ["client", "shared"],
  };
  /** Imports against the layers, by file, each with its reason. */
  const exceptions = [
    // The admin API's contract names the rows the handlers return and the inputs their schemas
    // take, so that both sides change together; type-only imports, erased from both bundles.
    { from: "src/shared/admin-{contract,dto}.ts", to: ["db", "service", "routes"], importKind: "type" },
    // The admin page renders the admin app on the server, as the browser hydrates it: its one
    // boundary file takes the app's server entry (client/admin/server.tsx), and nothing else of client/.
    { from: "src/routes/pages/admin-app.js", to: ["client"] },
  ];
  const layer = (type, pattern) => ({ type, pattern, partialMatch: false });
  return {
    plugins: { boundaries },
    settings: {
      "import/resolver": { node: { extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"] } },
      "boundaries/include": ["src/**", "client/**"],
      "boundaries/ignore": ["**/*.css", "**/*.json", "**/*.jpg", "**/*.png", "**/*.gif", "**/*.d.cts"],
      "boundaries/elements": [
        layer("app", "src/app"),
        layer("routes", "src/routes"),
        { type: "service", pattern: "src/services/*", capture: ["service"], partialMatch: false },
        layer("db", "src/db"),
        layer("platform", "src/platform"),
        layer("shared", "src/shared"),
        layer("client", "client"),
      ],
    },
    rules: {
      "boundaries/no-unknown-files": "error",
      "boundaries/no-unknown-dependencies": "error",
      "boundaries/dependencies": [
        "error",
        {
          default: "disallow",
          policies: [
            ...Object.entries(below).map(([type, allowed]) => ({
              from: { element: { type } },
              allow: { to: { element: { types: { anyOf: allowed } } } },
            })),
            ...Object.entries(services).map(([service, allowed]) => ({
              from: { element: { type: "service", captured: { service } } },
              allow: [
                { to: { element: { types: { anyOf: ["db", "platform", "shared"] } } } },
                { to: { element: { type: "service", captured: { service: [service, ...allowed] } } } },
              ],
            })),
            // The demo content's seed is a script that runs outside the Worker and uses every layer.
            { from: { file: { path: "src/db/seed/**" } }, allow: { to: { element: { types: { anyOf: ["app", "routes", "service", "db", "platform", "shared"] } } } } },
            ...exceptions.map(({ from, to, importKind }) => ({
              from: { file: { path: from } },
              allow: { to: { element: { types: { anyOf: to } } }, dependency: { kind: importKind } },
            })),
          ],
        },
      ],
    },
  };
}
