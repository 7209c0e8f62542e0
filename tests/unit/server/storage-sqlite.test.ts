import { describe } from "vitest";
import { defineAdminSuite } from "./admin-suite.ts";
import { defineContactSuite } from "./contact-suite.ts";
import { defineStorageSuite } from "./storage-suite.ts";
import { sqliteBackend } from "./test-databases.ts";

describe("storage and API on SQLite (temp dir)", () => {
  defineStorageSuite(async () => sqliteBackend());
});

describe("contact messages and their delivery on SQLite", () => {
  defineContactSuite(async () => sqliteBackend());
});

describe("admin accounts and sessions on SQLite", () => {
  defineAdminSuite(async () => sqliteBackend());
});
