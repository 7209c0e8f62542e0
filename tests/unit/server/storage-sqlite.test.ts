import { describe } from "vitest";
import { defineStorageSuite } from "./storage-suite.ts";
import { sqliteBackend } from "./test-databases.ts";

describe("storage and API on SQLite (temp dir)", () => {
  defineStorageSuite(async () => sqliteBackend());
});
