import { describe, expect, it } from "vitest";
import { DUMMY_HASH, hashPassword, verifyPassword } from "../../../../src/server/admin/password-hash.ts";

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
});
