/**
 * Creates an admin, or resets the password of an existing one (signing out its sessions):
 *
 *   npm run admin:create -- --email you@example.com
 *
 * The password comes from ADMIN_PASSWORD, else from standard input: typed at a prompt (not
 * echoed) in a terminal, read whole from a pipe otherwise. Uses the same DATA_DIR or
 * DATABASE_URL as the server.
 */
import { createInterface } from "node:readline";
import { isValidEmail } from "../src/lib/validation/email.ts";
import { PASSWORD_MIN_LENGTH, hashPassword } from "../src/server/admin/password-hash.ts";
import { runMigrations } from "../src/server/db/migrate.ts";
import { databaseSettingsFromEnv, openDatabase } from "../src/server/db/open.ts";
import { deleteSessionsOfAdmin, findAdminByEmail, upsertAdmin } from "../src/server/db/queries/admin-accounts.ts";
import { deleteDevicesOfAdmin } from "../src/server/db/queries/admin-devices.ts";

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

async function readPassword(): Promise<string> {
  const fromEnv = process.env["ADMIN_PASSWORD"];
  if (fromEnv !== undefined) return fromEnv;
  if (!process.stdin.isTTY) {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks)
      .toString("utf8")
      .replace(/\r?\n$/, "");
  }
  // A terminal: prompt, and print nothing of what is typed.
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const output = rl as unknown as { _writeToOutput: (text: string) => void };
  process.stdout.write("Password: ");
  output._writeToOutput = () => undefined;
  const answer = await new Promise<string>((resolve) => rl.question("", resolve));
  rl.close();
  process.stdout.write("\n");
  return answer;
}

const args = process.argv.slice(2);
const emailAt = args.indexOf("--email");
const email = (emailAt >= 0 ? (args[emailAt + 1] ?? "") : "").trim().toLowerCase();
if (!isValidEmail(email)) fail("Usage: npm run admin:create -- --email EMAIL (a valid email address)");
const password = await readPassword();
if ([...password].length < PASSWORD_MIN_LENGTH) fail(`The password needs at least ${PASSWORD_MIN_LENGTH} characters.`);

const db = openDatabase(databaseSettingsFromEnv());
try {
  await runMigrations(db);
  const existed = (await findAdminByEmail(db, email)) !== undefined;
  await upsertAdmin(db, email, await hashPassword(password), Date.now());
  if (existed) {
    await deleteSessionsOfAdmin(db, email);
    // A reset often follows a suspected leak: browsers that signed in before lose their exemption too.
    await deleteDevicesOfAdmin(db, email);
  }
  console.log(
    existed
      ? `Password reset for ${email}; its sessions were signed out and its known browsers forgotten.`
      : `Admin ${email} created.`,
  );
} finally {
  await db.close();
}
