/** How many times a request went to the database (see `countingD1`). */
export interface RoundTripCounter {
  trips: number;
}

/** The calls on a prepared statement that send it to the database. */
const STATEMENT_CALLS = new Set<PropertyKey>(["all", "first", "run", "raw"]);
/** The calls on a database or session that go to the database at once. */
const DATABASE_CALLS = new Set<PropertyKey>(["batch", "exec"]);

/**
 * Wraps a real D1 binding (or a D1 session, which has the same `prepare`/`batch` surface) and
 * counts the calls that go to the database: every statement run on its own (`all`, `first`, `run`,
 * `raw`) and every `batch` or `exec` is one round trip. Nothing is faked; each call is passed
 * through. Sessions opened on the wrapped binding (`withSession`) count into the same counter.
 */
export function countingD1<T extends D1Database | D1DatabaseSession>(d1: T): { db: T; counter: RoundTripCounter } {
  const counter: RoundTripCounter = { trips: 0 };
  const counted =
    (value: { apply(target: object, args: unknown[]): unknown }, target: object) =>
    (...args: unknown[]) => {
      counter.trips++;
      return value.apply(target, args);
    };
  const wrapStatement = (statement: D1PreparedStatement): D1PreparedStatement =>
    new Proxy(statement, {
      get(target, key) {
        const value = Reflect.get(target, key, target);
        if (typeof value !== "function") return value;
        if (key === "bind") return (...args: unknown[]) => wrapStatement(value.apply(target, args));
        if (STATEMENT_CALLS.has(key)) return counted(value, target);
        return value.bind(target);
      },
    });
  const wrapDatabase = <D extends object>(database: D): D =>
    new Proxy(database, {
      get(target, key) {
        const value = Reflect.get(target, key, target);
        if (typeof value !== "function") return value;
        if (key === "prepare") return (sql: string) => wrapStatement(value.call(target, sql));
        if (key === "withSession") return (...args: unknown[]) => wrapDatabase(value.apply(target, args));
        if (DATABASE_CALLS.has(key)) return counted(value, target);
        return value.bind(target);
      },
    });
  return { db: wrapDatabase(d1), counter };
}
