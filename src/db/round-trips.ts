/** How many times a request went to the database, and how long it waited for it (see `countingD1`). */
export interface RoundTripCounter {
  trips: number;
  /**
   * Milliseconds during which at least one call was waiting for its answer (calls sent together
   * count once). Workers' clock stands still while code runs and moves on during I/O, so this is
   * the time spent waiting on D1, not the Worker's own work.
   */
  waitMs: number;
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
  const counter: RoundTripCounter = { trips: 0, waitMs: 0 };
  let waiting = 0;
  let waitingSince = 0;
  const counted =
    (value: { apply(target: object, args: unknown[]): unknown }, target: object) =>
    (...args: unknown[]) => {
      counter.trips++;
      const answer = value.apply(target, args);
      if (!(answer instanceof Promise)) return answer;
      if (waiting++ === 0) waitingSince = Date.now();
      return answer.finally(() => {
        if (--waiting === 0) counter.waitMs += Date.now() - waitingSince;
      });
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
