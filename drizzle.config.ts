import { defineConfig } from "drizzle-kit";

// `npm run db:generate` writes a numbered SQL migration into migrations/ from src/db/schema.ts;
// wrangler applies them (locally on `npm start`, remotely on `npm run deploy`).
export default defineConfig({
  dialect: "sqlite",
  schema: "./src/db/schema.ts",
  out: "./migrations",
});
