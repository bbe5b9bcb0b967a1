// Lint for the Worker (src/), the browser code (client/), tests and scripts:
// typescript-eslint's recommended rules, React's hook rules, and jsx-a11y for what people use.
import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist/", ".wrangler/", "node_modules/", "test-results/", "coverage/", "worker-configuration.d.ts"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // The rules of hooks and their dependencies. The plugin's newer rules check code for the React
  // Compiler, which this project does not use.
  {
    files: ["client/**/*.{ts,tsx}", "src/pages/**/*.tsx"],
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
  // These refuse or strip control characters on purpose (links, calendar text, redirect targets).
  { files: ["src/auth/next-path.ts", "src/events/ics.ts", "src/richtext/url-policy.ts"], rules: { "no-control-regex": "off" } },
  // The one CommonJS module: it picks React's string renderer by NODE_ENV, as React's own entries do.
  { files: ["**/*.cjs"], languageOptions: { sourceType: "commonjs", globals: { ...globals.node } }, rules: { "@typescript-eslint/no-require-imports": "off" } },
  { files: ["client/**"], languageOptions: { globals: { ...globals.browser } } },
  { files: ["**/*.mjs", "scripts/**", "bench/**", "client/*.mjs", "test/support/*.mjs", "*.config.*"], languageOptions: { globals: { ...globals.node } } },
);

/**
 * The layers of README "Layout", enforced: each may import only from itself and the layers below
 * it, so a wrong import fails `npm run lint`. Exceptions, if one is ever needed, are listed by file
 * so that none can join unnoticed.
 */
function layers() {
  const below = {
    app: ["app", "edge", "pages", "admin", "service", "db", "platform", "i18n", "base"],
    edge: ["edge", "service", "db", "platform", "i18n", "base"],
    pages: ["pages", "edge", "service", "db", "platform", "i18n", "base"],
    admin: ["admin", "edge", "service", "db", "platform", "i18n", "base"],
    // The browser code: it may use the API's contract and the pure shared modules below it; no
    // layer of the Worker lists it, so an import from src/ into client/ fails.
    client: ["client", "admin", "service", "platform", "i18n", "base"],
    service: ["service", "db", "platform", "i18n", "base"],
    db: ["db", "platform", "i18n", "base"],
    platform: ["platform", "i18n", "base"],
    i18n: ["i18n", "base"],
    base: ["base"],
  };
  /** Imports against the layers, by file: none today. Name one here only with the reason beside it. */
  const exceptions = [];
  return {
    plugins: { boundaries },
    settings: {
      "import/resolver": { node: { extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] } },
      "boundaries/include": ["src/**", "client/**"],
      // `mode: "full"` matches each pattern against the whole path from the project root. Version
      // 7.2 prints that it is deprecated in favour of `partialMatch: false`, which does not match
      // these patterns the same way yet (checked); revisit when upgrading the plugin.
      "boundaries/elements": [
        { type: "app", pattern: ["src/index.tsx", "src/app.ts"], mode: "full" },
        // Small modules every layer uses: logging, the client's address, the error catalogue and
        // the request checks built on it, cache tag names, the URL policy. They import only the base.
        {
          type: "platform",
          pattern: [
            "src/edge/{log,client-ip,errors,deployment-check,validation}.ts",
            "src/edge/page-cache/tags.ts",
            "src/richtext/url-policy.ts",
          ],
          mode: "full",
        },
        { type: "edge", pattern: "src/edge/**", mode: "full" },
        // Pages, and the other modules that answer HTTP routes (feeds, media files, build info).
        { type: "pages", pattern: ["src/pages/**", "src/{builds,feeds,media}/routes.ts"], mode: "full" },
        { type: "client", pattern: "client/**", mode: "full" },
        // Modules that import nothing; the admin shell's props are shared by the Worker and the browser.
        { type: "base", pattern: ["src/env.ts", "src/site.ts", "src/cookies.ts", "src/paths.ts", "src/admin/shell-props.ts"], mode: "full" },
        { type: "admin", pattern: "src/admin/*", mode: "full" },
        { type: "db", pattern: "src/db/**", mode: "full" },
        { type: "service", pattern: "src/{auth,builds,email,events,feeds,kvkk,media,newsletter,richtext}/**", mode: "full" },
        { type: "i18n", pattern: "src/i18n/**", mode: "full" },
      ],
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "disallow",
          policies: [
            ...Object.entries(below).map(([type, allowed]) => ({
              from: { element: { type } },
              allow: { to: { element: { types: { anyOf: allowed } } } },
            })),
            // The demo content's seed is a script that runs outside the Worker and uses every layer.
            { from: { file: { path: "src/db/seed/**" } }, allow: { to: { element: { types: { anyOf: Object.keys(below) } } } } },
            ...exceptions.map(({ from, to }) => ({ from: { file: { path: from } }, allow: { to: { element: { types: { anyOf: to } } } } })),
          ],
        },
      ],
    },
  };
}
