import { z } from "zod";

/**
 * The only reader of process.env. Every setting has an embedded default so a fresh
 * clone runs with no configuration (SQLite, no external services).
 */
const schema = z.object({
  PUBLIC_SITE_URL: z.url().default("https://www.salaryscope.app"),
  SUPPORT_EMAIL: z.email().default("support@salaryscope.app"),
  HOST: z.string().default("127.0.0.1"),
  PORT: z.coerce.number().int().min(1).max(65535).default(4321),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().optional(),
});

export type Env = z.infer<typeof schema>;

function readEnv(): Env {
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid configuration: ${issues}`);
  }
  return parsed.data;
}

export const env: Env = readEnv();
