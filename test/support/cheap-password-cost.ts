import { setPasswordCostForTests, type PasswordCost } from "../../src/services/auth/password";

/**
 * The cost the workers project hashes passwords at: a tiny scrypt setting (about 1/5000 of the
 * production work). The suite signs in hundreds of times; at the production cost
 * (16 MiB and tens of milliseconds each, far more on a loaded machine) that alone took minutes.
 * What the hashing does is unchanged: salt, NFC, the stored settings, constant-time comparison.
 * test/auth/password.test.ts proves that without this override the production cost is used.
 */
export const CHEAP_PASSWORD_COST: PasswordCost = { N: 2 ** 4, r: 8, p: 1 };

// A setup file of the workers project (vitest.config.ts): it runs before every test file there.
setPasswordCostForTests(CHEAP_PASSWORD_COST);

/** Runs `work` at the production cost (as the Worker always hashes), then returns to the cheap one. */
export async function atProductionCost<T>(work: () => Promise<T>): Promise<T> {
  setPasswordCostForTests(undefined);
  try {
    return await work();
  } finally {
    setPasswordCostForTests(CHEAP_PASSWORD_COST);
  }
}
