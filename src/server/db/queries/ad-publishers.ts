import { publisherInputSchema, type Publisher, type PublisherInput } from "../../../lib/ads/ad-publishers.ts";
import type { Db } from "../types.ts";

interface Row {
  id: number | string;
  kind: string;
  name: string;
  enabled: number | string;
  settings: string;
}

/** A stored row back to a publisher; a row that no longer passes the schema is left out. */
function fromRow(row: Row): Publisher | undefined {
  let settings: unknown;
  try {
    settings = JSON.parse(row.settings);
  } catch {
    return undefined;
  }
  const parsed = publisherInputSchema.safeParse({
    ...(settings as object),
    kind: row.kind,
    name: row.name,
    enabled: Number(row.enabled) === 1,
  });
  return parsed.success ? { ...parsed.data, id: Number(row.id) } : undefined;
}

function split(input: PublisherInput): [string, string, number, string] {
  const { kind, name, enabled, ...settings } = input;
  return [kind, name, enabled ? 1 : 0, JSON.stringify(settings)];
}

export async function listPublishers(db: Db): Promise<Publisher[]> {
  const rows = await db.all<Row>("SELECT id, kind, name, enabled, settings FROM ad_publishers ORDER BY id");
  return rows.map(fromRow).filter((p): p is Publisher => p !== undefined);
}

export async function findPublisher(db: Db, id: number): Promise<Publisher | undefined> {
  const [row] = await db.all<Row>("SELECT id, kind, name, enabled, settings FROM ad_publishers WHERE id = $1", [id]);
  return row ? fromRow(row) : undefined;
}

export async function insertPublisher(db: Db, input: PublisherInput, now: number): Promise<number> {
  const [row] = await db.all<{ id: number | string }>(
    `INSERT INTO ad_publishers (kind, name, enabled, settings, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $5) RETURNING id`,
    [...split(input), now],
  );
  return Number(row?.id);
}

/** Replaces a publisher's settings; false when there is no such publisher. */
export async function updatePublisher(db: Db, id: number, input: PublisherInput, now: number): Promise<boolean> {
  const changed = await db.run(
    "UPDATE ad_publishers SET kind = $2, name = $3, enabled = $4, settings = $5, updated_at = $6 WHERE id = $1",
    [id, ...split(input), now],
  );
  return changed > 0;
}

export async function deletePublisher(db: Db, id: number): Promise<boolean> {
  return (await db.run("DELETE FROM ad_publishers WHERE id = $1", [id])) > 0;
}
