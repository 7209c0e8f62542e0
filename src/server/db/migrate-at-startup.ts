import { runMigrations } from "./migrate.ts";
import { databaseSettingsFromEnv, openDatabase } from "./open.ts";

/**
 * Runs the migrations once, on a short-lived connection of its own: the API routes live in
 * Astro's bundle and open theirs on first use (where migrating again is a no-op).
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

/**
 * Migrates in the background until it succeeds, backing off from 1 s to 30 s. The server
 * listens meanwhile: pages and the salary API need no database, and writes answer 503 until
 * storage is back (their own first use migrates too).
 */
export function migrateInBackground(onMigrated: () => void = () => undefined, attempt = 0): void {
  migrateAtStartup().then(onMigrated, (error: unknown) => {
    const wait = Math.min(30, 2 ** attempt);
    console.error(`Migrations failed (${(error as Error).message}); retrying in ${wait} s`);
    setTimeout(() => migrateInBackground(onMigrated, attempt + 1), wait * 1000).unref();
  });
}
