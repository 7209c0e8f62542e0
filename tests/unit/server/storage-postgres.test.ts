import { describe } from "vitest";
import { defineStorageSuite } from "./storage-suite.ts";
import { postgresBackend, reachablePostgres } from "./test-databases.ts";

const adminUrl = await reachablePostgres();
if (!adminUrl) {
  console.warn(
    "PostgreSQL suite SKIPPED: no server answered on 127.0.0.1:5432 as postgres or root (set TEST_PG_URL to point elsewhere).",
  );
}

describe.skipIf(!adminUrl)("storage and API on PostgreSQL (a database created and dropped per run)", () => {
  defineStorageSuite(() => postgresBackend(adminUrl!));
});
