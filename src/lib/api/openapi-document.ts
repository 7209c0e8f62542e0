import { z } from "zod";
import { EVENT_LIMITS } from "../analytics/catalogue.ts";
import {
  adDecisionSchema,
  adDecisionsResponseSchema,
  adEventBatchSchema,
  adEventsAcceptedSchema,
  adsQuerySchema,
} from "./ads-api-schemas.ts";
import { analyticsSummarySchema } from "./analytics-api-schemas.ts";
import { apiErrorSchema } from "./common-schemas.ts";
import {
  countriesQuerySchema,
  countriesResponseSchema,
  exchangeRateSchema,
  figuresSchema,
  positionsQuerySchema,
  positionsResponseSchema,
  salaryCardQuerySchema,
  salaryEstimateSchema,
  salaryQuerySchema,
} from "./salary-api-schemas.ts";
import { takeHomeQuerySchema, takeHomeResponseSchema } from "./take-home-api-schemas.ts";
import {
  contactInvalidSchema,
  contactRequestSchema,
  contactSentSchema,
  eventBatchSchema,
  eventsAcceptedSchema,
  waitlistJoinedSchema,
  waitlistRequestSchema,
} from "./write-api-schemas.ts";

/*
 * The OpenAPI 3.1 document of /api/v1, built from the zod schemas of each request and answer:
 * the operations below only name schemas, z.toJSONSchema writes every one. The unit test
 * tests/unit/lib/api/openapi-document.test.ts holds the operations to the route files and parses real
 * answers with the same schemas.
 */

/** Named schemas; bodies and answers must be among them, so the document refers to each once. */
const REQUEST_COMPONENTS = {
  AdEventBatch: adEventBatchSchema,
  ContactMessage: contactRequestSchema,
  EventBatch: eventBatchSchema,
  WaitlistEntry: waitlistRequestSchema,
} satisfies Record<string, z.ZodType>;

const RESPONSE_COMPONENTS = {
  AdDecision: adDecisionSchema,
  AdDecisions: adDecisionsResponseSchema,
  AdEventsAccepted: adEventsAcceptedSchema,
  AnalyticsSummary: analyticsSummarySchema,
  ContactInvalid: contactInvalidSchema,
  ContactSent: contactSentSchema,
  Countries: countriesResponseSchema,
  Error: apiErrorSchema,
  EventsAccepted: eventsAcceptedSchema,
  ExchangeRate: exchangeRateSchema,
  Figures: figuresSchema,
  Positions: positionsResponseSchema,
  SalaryEstimate: salaryEstimateSchema,
  TakeHome: takeHomeResponseSchema,
  WaitlistJoined: waitlistJoinedSchema,
} satisfies Record<string, z.ZodType>;

export type HttpMethod = "get" | "post" | "put" | "patch" | "delete";

export interface ApiResponseSpec {
  readonly description: string;
  /** A JSON answer's schema; absent for answers that are not JSON (`mediaType`). */
  readonly schema?: z.ZodType;
  readonly mediaType?: string;
}

export interface ApiOperation {
  readonly method: HttpMethod;
  /** Below /api/v1; the route file is src/pages/api/v1<path>.ts. */
  readonly path: string;
  readonly operationId: string;
  readonly summary: string;
  readonly description?: string;
  readonly query?: z.ZodObject;
  readonly body?: { readonly schema: z.ZodType; readonly mediaTypes: readonly string[] };
  readonly bearer?: true;
  readonly responses: Readonly<Record<number, ApiResponseSpec>>;
}

const json = (description: string, schema: z.ZodType): ApiResponseSpec => ({ description, schema });
const failure = (description: string): ApiResponseSpec => json(description, apiErrorSchema);
const jsonBody = (schema: z.ZodType) => ({ schema, mediaTypes: ["application/json"] });

/** Every public operation; the admin API (behind sign-in) and this document are left out. */
export const API_OPERATIONS: readonly ApiOperation[] = [
  {
    method: "get",
    path: "/salary",
    operationId: "getSalary",
    summary: "Estimate the annual and monthly gross salary for a job in a country",
    query: salaryQuerySchema,
    responses: {
      200: json("The estimate", salaryEstimateSchema),
      400: failure("Invalid input (country missing, position length, experience)"),
      404: failure("No data for this position and country, or unknown country"),
      500: failure("Salary calculation failed"),
    },
  },
  {
    method: "get",
    path: "/take-home",
    operationId: "getTakeHome",
    summary: "What a gross annual amount leaves after income tax and employee contributions (single, no children)",
    query: takeHomeQuerySchema,
    responses: {
      200: json(
        "Net pay with the taxes and contributions taken off, what it assumes and its sources",
        takeHomeResponseSchema,
      ),
      400: failure("Invalid gross, or a country, year or region the rules do not cover"),
    },
  },
  {
    method: "get",
    path: "/positions",
    operationId: "getPositions",
    summary: "Job-title suggestions in the query's language",
    query: positionsQuerySchema,
    responses: {
      200: json("Suggestions (empty for fewer than 2 characters)", positionsResponseSchema),
      400: failure("Query too long"),
    },
  },
  {
    method: "get",
    path: "/countries",
    operationId: "getCountries",
    summary: "Supported countries with localised names, flag and currency",
    query: countriesQuerySchema,
    responses: { 200: json("Countries", countriesResponseSchema) },
  },
  {
    method: "post",
    path: "/events",
    operationId: "postEvents",
    summary: "First-party analytics: a batch of catalogue events (the site's beacon)",
    description: `At most ${EVENT_LIMITS.maxBatchEvents} events and ${EVENT_LIMITS.maxBatchBytes} bytes per batch. 202 only after the rows are stored. Rate-limited per client address and globally.`,
    // navigator.sendBeacon posts a string, which browsers label text/plain.
    body: { schema: eventBatchSchema, mediaTypes: ["application/json", "text/plain"] },
    responses: {
      202: json("Stored (bots get 202 with nothing stored)", eventsAcceptedSchema),
      400: failure("Malformed batch, unknown event or parameter, or control characters"),
      413: failure("Batch too large"),
      415: failure("Not JSON or text/plain"),
      429: failure("Over the per-client limit or the global budget; see Retry-After"),
      503: failure("Storage unavailable; see Retry-After"),
    },
  },
  {
    method: "post",
    path: "/waitlist",
    operationId: "joinWaitlist",
    summary: "Join the Android waitlist",
    description: "The answer is the same for a new and an already listed address.",
    body: jsonBody(waitlistRequestSchema),
    responses: {
      201: json("On the list", waitlistJoinedSchema),
      400: failure("Invalid address (message localised by `lang`)"),
      415: failure("Not application/json"),
      429: failure("Too many attempts from this address"),
      503: failure("Storage unavailable"),
    },
  },
  {
    method: "post",
    path: "/contact",
    operationId: "sendContactMessage",
    summary: "Send a message to the team",
    description:
      "Stored before the answer, then mailed. A filled `website` field (a trap for form bots) is answered 201 and nothing is kept.",
    body: jsonBody(contactRequestSchema),
    responses: {
      201: json("Stored", contactSentSchema),
      400: json("Invalid fields: `error.fields` maps each to its localised message", contactInvalidSchema),
      413: failure("Body too large"),
      415: failure("Not application/json"),
      429: failure("Too many messages from this address; see Retry-After"),
      503: failure("Storage unavailable; see Retry-After"),
    },
  },
  {
    method: "get",
    path: "/ads",
    operationId: "getAdDecisions",
    summary: "Which ad, if any, fills each placement for a page",
    query: adsQuerySchema,
    responses: {
      200: json("One decision per placement; null leaves it empty", adDecisionsResponseSchema),
      400: failure("lang is not a site language"),
    },
  },
  {
    method: "post",
    path: "/ads/events",
    operationId: "reportAdEvents",
    summary: "Report impressions, viewable impressions and clicks of ad slots",
    body: jsonBody(adEventBatchSchema),
    responses: {
      202: json("Counted", adEventsAcceptedSchema),
      400: failure("Not a valid batch"),
      415: failure("Not application/json"),
      429: failure("Over the per-client limit; see Retry-After"),
      503: failure("Storage unavailable; see Retry-After"),
    },
  },
  {
    method: "get",
    path: "/og/salary.png",
    operationId: "getSalaryCard",
    summary: "Social card (1200×630 PNG) of an estimate",
    query: salaryCardQuerySchema,
    responses: {
      200: { description: "The card", mediaType: "image/png" },
      400: failure("Invalid query"),
      404: failure("No match, unknown country or no data"),
    },
  },
  {
    method: "get",
    path: "/analytics/demo-summary",
    operationId: "getDemoSummary",
    summary: "Counts of the events raised on the analytics demo page (public)",
    responses: {
      200: json("Summary", analyticsSummarySchema),
      503: failure("Storage unavailable"),
    },
  },
  {
    method: "get",
    path: "/analytics/summary",
    operationId: "getSummary",
    summary: "Counts of real traffic; needs the configured bearer token",
    bearer: true,
    responses: {
      200: json("Summary", analyticsSummarySchema),
      401: failure("Missing or wrong token, or no token configured"),
      503: failure("Storage unavailable"),
    },
  },
];

type JsonSchema = Record<string, unknown>;

const componentRef = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** zod states the safe-integer range on every .int(); in a JSON document it says nothing. */
function withoutSafeIntegerBounds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSafeIntegerBounds);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, v]) => !(key === "minimum" && v === Number.MIN_SAFE_INTEGER))
      .filter(([key, v]) => !(key === "maximum" && v === Number.MAX_SAFE_INTEGER))
      .map(([key, v]) => [key, withoutSafeIntegerBounds(v)]),
  );
}

/** Requests are described as clients send them (before defaults and transforms), answers as sent. */
function componentSchemas(components: Record<string, z.ZodType>, io: "input" | "output"): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(components)) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, { io, uri: (id) => componentRef(id).$ref });
  return Object.fromEntries(
    Object.entries(schemas).map(([id, schema]) => {
      const { $schema: _schema, $id: _id, ...rest } = schema as JsonSchema;
      return [id, withoutSafeIntegerBounds(rest) as JsonSchema];
    }),
  );
}

function nameOf(schema: z.ZodType, components: Record<string, z.ZodType>): string {
  const entry = Object.entries(components).find(([, s]) => s === schema);
  if (!entry) throw new Error("A request or answer schema is missing from the document's components");
  return entry[0];
}

function queryParameters(query: z.ZodObject): JsonSchema[] {
  // Required as the object's own JSON Schema says (input side: a default makes a field optional).
  const required = new Set((z.toJSONSchema(query, { io: "input" }) as { required?: string[] }).required ?? []);
  return Object.entries(query.shape).map(([name, field]) => {
    const {
      $schema: _schema,
      description,
      ...schema
    } = withoutSafeIntegerBounds(z.toJSONSchema(field as z.ZodType, { io: "input" })) as JsonSchema;
    return {
      name,
      in: "query",
      required: required.has(name),
      ...(description === undefined ? {} : { description }),
      schema,
    };
  });
}

function operationObject(op: ApiOperation): JsonSchema {
  const responses = Object.fromEntries(
    Object.entries(op.responses).map(([status, spec]: [string, ApiResponseSpec]) => {
      const content = spec.schema
        ? { "application/json": { schema: componentRef(nameOf(spec.schema, RESPONSE_COMPONENTS)) } }
        : spec.mediaType
          ? { [spec.mediaType]: {} }
          : undefined;
      return [status, { description: spec.description, ...(content ? { content } : {}) }];
    }),
  );
  const body = op.body;
  return {
    operationId: op.operationId,
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    ...(op.bearer ? { security: [{ bearer: [] }] } : {}),
    ...(op.query ? { parameters: queryParameters(op.query) } : {}),
    ...(body
      ? {
          requestBody: {
            required: true,
            content: Object.fromEntries(
              body.mediaTypes.map((type) => [type, { schema: componentRef(nameOf(body.schema, REQUEST_COMPONENTS)) }]),
            ),
          },
        }
      : {}),
    responses,
  };
}

/** The document served at /api/v1/openapi.json. */
export function buildOpenApiDocument(serverUrl: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const op of API_OPERATIONS) (paths[op.path] ??= {})[op.method] = operationObject(op);
  return {
    openapi: "3.1.0",
    info: {
      title: "Salary estimation API",
      version: "1.0.0",
      description:
        "Salary estimates by country, job title and experience. Sources and method: see the site's Data sources section.",
    },
    servers: [{ url: serverUrl }],
    paths,
    components: {
      securitySchemes: { bearer: { type: "http", scheme: "bearer" } },
      schemas: {
        ...componentSchemas(REQUEST_COMPONENTS, "input"),
        ...componentSchemas(RESPONSE_COMPONENTS, "output"),
      },
    },
  };
}
