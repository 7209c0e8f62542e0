import { publisherInputSchema, type PublisherInput } from "../../lib/ads/ad-publishers.ts";
import { ADMIN_HEADERS } from "../admin/admin-guard.ts";
import {
  deletePublisher,
  findPublisher,
  insertPublisher,
  listPublishers,
  updatePublisher,
} from "../db/queries/ad-publishers.ts";
import type { Db } from "../db/types.ts";
import { apiError, noStoreJson } from "../http/json-response.ts";
import { readJsonBody } from "../http/read-limited-body.ts";

const json = (body: unknown, status = 200) => noStoreJson(body, status, ADMIN_HEADERS);
const notFound = () => apiError(404, "not_found", "No such publisher", ADMIN_HEADERS);

/** The publisher in a JSON body, or the 4xx answer that says what is wrong with it. */
async function readPublisher(request: Request): Promise<PublisherInput | Response> {
  const body = await readJsonBody(request, 32_768);
  if (body.kind === "not_json_type") {
    return apiError(415, "unsupported_media_type", "Send application/json", ADMIN_HEADERS);
  }
  if (body.kind === "too_large") return apiError(413, "payload_too_large", "The publisher is too large", ADMIN_HEADERS);
  if (body.kind === "malformed") return apiError(400, "invalid_json", "The body is not JSON", ADMIN_HEADERS);
  const parsed = publisherInputSchema.safeParse(body.value);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
    return json({ error: { code: "invalid_input", message: "The publisher is not valid", fields } }, 400);
  }
  return parsed.data;
}

export const listPublishersResponse = async (db: Db) => json({ publishers: await listPublishers(db) });

export async function createPublisherResponse(db: Db, request: Request, now: number): Promise<Response> {
  const input = await readPublisher(request);
  if (input instanceof Response) return input;
  const id = await insertPublisher(db, input, now);
  return json({ publisher: { ...input, id } }, 201);
}

export function publisherId(raw: string | undefined): number | undefined {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

export async function getPublisherResponse(db: Db, id: number | undefined): Promise<Response> {
  const publisher = id === undefined ? undefined : await findPublisher(db, id);
  return publisher ? json({ publisher }) : notFound();
}

export async function updatePublisherResponse(
  db: Db,
  id: number | undefined,
  request: Request,
  now: number,
): Promise<Response> {
  if (id === undefined) return notFound();
  const input = await readPublisher(request);
  if (input instanceof Response) return input;
  return (await updatePublisher(db, id, input, now)) ? json({ publisher: { ...input, id } }) : notFound();
}

export async function deletePublisherResponse(db: Db, id: number | undefined): Promise<Response> {
  if (id === undefined || !(await deletePublisher(db, id))) return notFound();
  return new Response(null, { status: 204, headers: ADMIN_HEADERS });
}
