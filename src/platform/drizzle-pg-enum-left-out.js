// Stands in for drizzle's PostgreSQL enum column in the Worker bundle (wrangler.toml `[alias]`).
//
// drizzle's SQL builder asks every chunk of a query whether it is a PostgreSQL enum, and importing
// that check brings PostgreSQL's column classes along (about 6 KB minified). The site's database is
// D1 (SQLite), which has no enum type, so no chunk ever is one.
export function isPgEnum() {
  return false;
}
