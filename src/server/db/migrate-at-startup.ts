import { runMigrations } from "./migrate.ts";
import { databaseSettingsFromEnv, openDatabase } from "./open.ts";

/**
 * Run by the server before it listens. It uses its own short-lived connection: the API
 * routes live in Astro's bundle and open theirs on first use (where migrating again is a no-op).
 */
export async function migrateAtStartup(): Promise<void> {
  const db = openDatabase(databaseSettingsFromEnv());
  try {
    const applied = await runMigrations(db);
    if (applied.length > 0) console.log(`Applied migrations: ${applied.join(", ")}`);
  } finally {
    await db.close();
  }
}
