import { describe } from "vitest";
import { defineAdminSuite } from "./admin-suite.ts";
import { defineContactSuite } from "./contact-suite.ts";
import { defineStorageSuite } from "./storage-suite.ts";
import { ADMIN_URLS, postgresBackend, reachablePostgres } from "./test-databases.ts";

const adminUrl = await reachablePostgres();
if (!adminUrl) {
  console.warn(`PostgreSQL suite SKIPPED: no server answered at ${ADMIN_URLS.join(" or ")} (set TEST_PG_URL).`);
}

describe.skipIf(!adminUrl)("storage and API on PostgreSQL (a database created and dropped per run)", () => {
  defineStorageSuite(() => postgresBackend(adminUrl!));
});

describe.skipIf(!adminUrl)("contact messages and their delivery on PostgreSQL", () => {
  defineContactSuite(() => postgresBackend(adminUrl!));
});

describe.skipIf(!adminUrl)("admin accounts and sessions on PostgreSQL", () => {
  defineAdminSuite(() => postgresBackend(adminUrl!));
});
