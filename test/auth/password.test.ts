import zxcvbnPasswords from "@zxcvbn-ts/language-common/src/passwords.json";
import { decodeFingerprints, encodeFingerprints, hasFingerprint, passwordFingerprint } from "../../src/services/auth/password-fingerprint";
import { describe, expect, it } from "vitest";
import { hashPassword, needsRehash, PASSWORD_PARAMS, verifyAgainstDecoy, verifyPassword } from "../../src/services/auth/password";
import { isCommonPassword } from "../../src/services/auth/password-rules";
import { atProductionCost, CHEAP_PASSWORD_COST } from "../support/cheap-password-cost";

describe("password hashing", () => {
  it("uses scrypt at N=2^14, r=8, p=5 (an OWASP setting that fits a Worker) and stores them with the hash", async () => {
    expect(PASSWORD_PARAMS).toMatchObject({ N: 16384, r: 8, p: 5 });
    // The Worker's path: no override (the suite's setup sets a cheap one for every other test).
    const hash = await atProductionCost(() => hashPassword("bir uzun parola cümlesi"));
    expect(hash).toMatch(/^scrypt\$N=16384,r=8,p=5\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(await atProductionCost(async () => needsRehash(hash))).toBe(false);
    expect(await verifyPassword("bir uzun parola cümlesi", hash)).toBe(true);
  });

  it("verifies a hash made at the suite's cheap cost, which the production cost marks for an upgrade", async () => {
    const { N, r, p } = CHEAP_PASSWORD_COST;
    const cheap = await hashPassword("ucuz ama doğru parola");
    expect(cheap.startsWith(`scrypt$N=${N},r=${r},p=${p}$`)).toBe(true);
    expect(needsRehash(cheap)).toBe(false);
    await atProductionCost(async () => {
      expect(await verifyPassword("ucuz ama doğru parola", cheap)).toBe(true);
      expect(await verifyPassword("ucuz ama yanlış parola", cheap)).toBe(false);
      expect(needsRehash(cheap)).toBe(true);
    });
  });

  it("salts every hash", async () => {
    expect(await hashPassword("aynı parola")).not.toBe(await hashPassword("aynı parola"));
  });

  it("verifies the right password only, and Unicode spelled either way", async () => {
    const hash = await hashPassword("Gökyüzü İstanbul");
    expect(await verifyPassword("Gökyüzü İstanbul", hash)).toBe(true);
    expect(await verifyPassword("Gökyüzü İstanbul".normalize("NFD"), hash)).toBe(true);
    expect(await verifyPassword("gökyüzü istanbul", hash)).toBe(false);
  });

  it("verifies hashes made with older settings and marks them for an upgrade", async () => {
    const { scrypt, randomBytes } = await import("node:crypto");
    const salt = randomBytes(16);
    const key = await new Promise<Buffer>((resolve, reject) =>
      scrypt("eski parola", salt, 32, { N: 2 ** 12, r: 8, p: 1 }, (e, k) => (e ? reject(e) : resolve(k))),
    );
    const old = `scrypt$N=4096,r=8,p=1$${salt.toString("base64")}$${key.toString("base64")}`;
    expect(await verifyPassword("eski parola", old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
  });

  it("never matches a malformed hash", async () => {
    for (const stored of ["", "plain", "bcrypt$x$y$z", "scrypt$N=0,r=8,p=1$AAAA$BBBB"]) {
      expect(await verifyPassword("x", stored)).toBe(false);
    }
    expect(await verifyAgainstDecoy("herhangi")).toBe(false);
  });
});

/** The passwords of a list that the rules let through. */
async function notRefused(passwords: readonly string[]): Promise<string[]> {
  const refused = await Promise.all(passwords.map(isCommonPassword));
  return passwords.filter((_, i) => !refused[i]);
}

describe("common passwords", () => {
  it.each(["password123", "qwertyuiop", "iloveyou1", "Galatasaray", "FENERBAHCE1907", "sifre123"])("refuses %s", async (password) => {
    expect(await isCommonPassword(password)).toBe(true);
  });

  it("accepts an ordinary passphrase", async () => {
    expect(await isCommonPassword("Çamlıca tepesinde sabah yürüyüşü")).toBe(false);
  });

  it("refuses every password of the list that the length rules let through, in any case, from its compact form", async () => {
    const listed = zxcvbnPasswords.filter((password) => password.length >= 8 && password.length <= 128);
    expect(listed.length).toBeGreaterThan(15_000);
    expect(await notRefused(listed)).toEqual([]);
    expect(await notRefused(listed.slice(0, 50).map((password) => password.toUpperCase()))).toEqual([]);
  });

  it("lets through what is not listed: of 20,000 unlisted passwords, at most a handful collide with a listed fingerprint", async () => {
    const listed = new Set(zxcvbnPasswords);
    const unlisted = Array.from({ length: 20_000 }, (_, i) => `mahalle bahçesi ${i} ${(i * 7919) % 104729}`).filter((password) => !listed.has(password));
    // n / 2^32 ≈ 4 in a million: an expected 0.08 collisions here.
    expect(unlisted.length - (await notRefused(unlisted)).length).toBeLessThanOrEqual(2);
  });
});

describe("password fingerprints", () => {
  it("encode and decode a sorted set, gaps of every size included", () => {
    const values = [0, 1, 127, 128, 16_383, 16_384, 2 ** 21, 2 ** 28 + 5, 2 ** 32 - 1];
    const decoded = decodeFingerprints(encodeFingerprints([...values].reverse().concat(values)));
    expect([...decoded]).toEqual(values);
    for (const value of values) expect(hasFingerprint(decoded, value)).toBe(true);
    for (const value of [2, 129, 2 ** 32 - 2]) expect(hasFingerprint(decoded, value)).toBe(false);
  });

  it("are FNV-1a of the lower-cased UTF-8 bytes", () => {
    // The published FNV-1a test vectors.
    expect(passwordFingerprint("")).toBe(0x811c9dc5);
    expect(passwordFingerprint("a")).toBe(0xe40c292c);
    expect(passwordFingerprint("foobar")).toBe(0xbf9cf968);
    expect(passwordFingerprint("FOOBAR")).toBe(passwordFingerprint("foobar"));
  });
});
