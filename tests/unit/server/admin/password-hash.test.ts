import { deflate } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import {
  createPasswordHasher,
  DUMMY_HASH,
  hashPassword,
  PasswordHasherBusy,
  verifyPassword,
  type PasswordHasher,
} from "../../../../src/server/admin/password-hash.ts";

describe("password hashes", () => {
  it("verifies the password it hashed, in any Unicode normal form, and nothing else", async () => {
    const hash = await hashPassword("Çok gizli şifre 123");
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword("Çok gizli şifre 123", hash)).toBe(true);
    expect(await verifyPassword("Çok gizli şifre 123".normalize("NFD"), hash)).toBe(true);
    expect(await verifyPassword("Çok gizli şifre 124", hash)).toBe(false);
    expect(await verifyPassword("", hash)).toBe(false);
  });

  it("salts: the same password hashes differently each time", async () => {
    expect(await hashPassword("same password here")).not.toBe(await hashPassword("same password here"));
  });

  it.each([
    ["another scheme", "bcrypt$2b$10$abc"],
    ["a missing salt", "scrypt$32768$8$1$$abc"],
    ["a bad cost", "scrypt$x$8$1$AAAA$AAAA"],
    ["an empty string", ""],
  ])("never matches %s", async (_label, stored) => {
    expect(await verifyPassword("anything at all", stored)).toBe(false);
  });

  it("the dummy hash, used for unknown accounts, matches no password", async () => {
    expect(await verifyPassword("", DUMMY_HASH)).toBe(false);
    expect(await verifyPassword("password", DUMMY_HASH)).toBe(false);
  });

  it("verifies a hash written before checks moved to worker threads", async () => {
    // Made by the previous implementation (crypto.scrypt on libuv's pool): existing accounts keep working.
    const legacy = "scrypt$32768$8$1$iXx-geKccRhHvYNq2KrEqQ$jIr13-huiMczkvh2guL9HlORybFT4fvtscje2LIjZ00";
    expect(await verifyPassword("legacy admin password 2025", legacy)).toBe(true);
    expect(await verifyPassword("legacy admin password 2026", legacy)).toBe(false);
  });
});

describe("the password hasher", () => {
  const hashers: PasswordHasher[] = [];
  const hasher = (concurrency: number, queue: number) => {
    const created = createPasswordHasher({ concurrency, queue });
    hashers.push(created);
    return created;
  };
  afterAll(async () => {
    for (const created of hashers) await created.close();
  });
  const COST = { N: 2 ** 15, r: 8, p: 1 };
  const salt = Buffer.alloc(16, 7);

  it("leaves libuv's thread pool, which compresses social cards, free while sign-ins are checked", async () => {
    // As many checks as the shared hasher admits (2 running, 4 waiting), more than vitest's pool of 4 threads.
    const settled: string[] = [];
    const checks = Array.from({ length: 6 }, (_, i) =>
      verifyPassword(`guess ${i}`, DUMMY_HASH).then(() => settled.push("check")),
    );
    await new Promise<void>((resolve, reject) =>
      deflate(Buffer.alloc(64 * 1024, "card"), (error) => (error ? reject(error) : resolve())),
    );
    settled.push("deflate");
    await Promise.all(checks);
    expect(settled[0]).toBe("deflate");
  }, 30_000);

  it("refuses at once past its cap, while the jobs it took still finish", async () => {
    const capped = hasher(1, 1);
    const order: string[] = [];
    const first = capped.derive("a", salt, COST).then(() => order.push("first"));
    const queued = capped.derive("b", salt, COST).then(() => order.push("queued"));
    const refused = capped.derive("c", salt, COST).then(
      () => order.push("third ran"),
      (error: unknown) => order.push(error instanceof PasswordHasherBusy ? "busy" : "other error"),
    );
    await Promise.all([first, queued, refused]);
    expect(order).toEqual(["busy", "first", "queued"]);
  }, 30_000);

  it("runs a known browser's check before queued guesses, from a queue of its own", async () => {
    const capped = hasher(1, 1);
    const order: string[] = [];
    const running = capped.derive("a", salt, COST).then(() => order.push("running"));
    const guess = capped.derive("b", salt, COST).then(() => order.push("guess"));
    const owner = capped.derive("c", salt, COST, true).then(() => order.push("owner"));
    await Promise.all([running, guess, owner]);
    expect(order).toEqual(["running", "owner", "guess"]);
  }, 30_000);

  it("gives the same key as crypto.scrypt", async () => {
    const { scryptSync } = await import("node:crypto");
    const key = await hasher(1, 0).derive("same input", salt, COST);
    expect(key.equals(scryptSync("same input", salt, 32, { ...COST, maxmem: 64 * 1024 * 1024 }))).toBe(true);
  });
});
