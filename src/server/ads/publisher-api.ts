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
import { errorResponse, privateJson } from "../../features/api/api-response.ts";
import { readJsonBody } from "../http/read-limited-body.ts";

const json = (body: unknown, status = 200) => privateJson(body, status, ADMIN_HEADERS);
const notFound = () => errorResponse("NOT_FOUND", "en", { private: true, headers: ADMIN_HEADERS });

/** The publisher in a JSON body, or the 4xx answer that says what is wrong with it. */
async function readPublisher(request: Request): Promise<PublisherInput | Response> {
  const body = await readJsonBody(request, 32_768);
  if (body.kind === "not_json_type") {
    return errorResponse("UNSUPPORTED_MEDIA_TYPE", "en", { private: true, headers: ADMIN_HEADERS });
  }
  if (body.kind === "too_large")
    return errorResponse("PAYLOAD_TOO_LARGE", "en", { private: true, headers: ADMIN_HEADERS });
  if (body.kind === "malformed") return errorResponse("INVALID_JSON", "en", { private: true, headers: ADMIN_HEADERS });
  const parsed = publisherInputSchema.safeParse(body.value);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    return errorResponse("INVALID_INPUT", "en", { private: true, headers: ADMIN_HEADERS, details: { detail } });
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
