import type { APIRoute } from "astro";
import {
  EXPERIENCE_MAX_YEARS,
  POSITION_MAX_LENGTH,
  POSITION_MIN_LENGTH,
  SALARY_ERRORS,
} from "../../../lib/salary/errors.ts";
import { EVENT_LIMITS, EVENT_NAMES } from "../../../lib/analytics/catalogue.ts";
import { FUNNEL_STEPS } from "../../../server/analytics/summary.ts";
import { COUNTRY_BASES } from "../../../lib/salary/types.ts";
import { OFFERED_CODES } from "../../../i18n/offered.ts";
import { SITE_URL } from "../../../site.ts";
import { jsonResponse, preflightResponse } from "../../../features/api/api-response.ts";
import { z } from "zod";
import { adEventBatchSchema } from "../../../lib/ads/ad-event-batch.ts";
import { AD_PLACEMENTS } from "../../../lib/ads/ad-publishers.ts";
import {
  CONTACT_SUBJECTS,
  MESSAGE_LIMIT,
  MESSAGE_MIN_LENGTH,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
} from "../../../lib/contact/contact-input.ts";
import { EMAIL_MAX_LENGTH } from "../../../lib/validation/email.ts";

export const prerender = false;

const figures = {
  type: "object",
  required: ["p10", "p25", "median", "average", "p75", "p90", "min", "max"],
  properties: {
    p10: { type: "integer", description: "10th percentile" },
    p25: { type: "integer" },
    median: { type: "integer" },
    average: { type: "integer", description: "mean" },
    p75: { type: "integer" },
    p90: { type: "integer", description: "90th percentile" },
    min: {
      type: "integer",
      description: "Deprecated alias of p10 (the 10th percentile, not a minimum)",
      deprecated: true,
    },
    max: {
      type: "integer",
      description: "Deprecated alias of p90 (the 90th percentile, not a maximum)",
      deprecated: true,
    },
  },
};

const error = {
  type: "object",
  required: ["error"],
  properties: {
    error: {
      type: "object",
      required: ["code", "message"],
      properties: {
        code: {
          type: "string",
          description:
            "The salary endpoints' codes are listed; the write endpoints use their own (invalid_json, rate_limited, storage_failed, …).",
          examples: Object.keys(SALARY_ERRORS),
        },
        message: { type: "string", description: "Localised by `lang`." },
      },
    },
  },
};

const lang = {
  name: "lang",
  in: "query",
  required: false,
  description: "Language of titles, names and messages; unknown values fall back to English.",
  schema: { type: "string", enum: OFFERED_CODES, default: "en" },
};

const errorResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
});

/** A required JSON request body of `schema`. */
const jsonBody = (schema: object) => ({ required: true, content: { "application/json": { schema } } });

/** OpenAPI 3.1 description of the public API. */
export const openApiDocument = {
  openapi: "3.1.0",
  info: {
    title: "Salary estimation API",
    version: "1.0.0",
    description:
      "Salary estimates by country, job title and experience. Sources and method: see the site's Data sources section.",
  },
  servers: [{ url: `${SITE_URL}/api/v1` }],
  paths: {
    "/salary": {
      get: {
        operationId: "getSalary",
        summary: "Estimate the annual and monthly gross salary for a job in a country",
        parameters: [
          {
            name: "country",
            in: "query",
            required: true,
            description: "ISO 3166-1 alpha-2 code",
            schema: { type: "string", example: "DE" },
          },
          {
            name: "position",
            in: "query",
            required: true,
            description: "Job title in any site language",
            schema: { type: "string", minLength: POSITION_MIN_LENGTH, maxLength: POSITION_MAX_LENGTH },
          },
          {
            name: "experience",
            in: "query",
            required: false,
            description: "Years of experience",
            schema: { type: "integer", minimum: 0, maximum: EXPERIENCE_MAX_YEARS, default: 0 },
          },
          lang,
        ],
        responses: {
          "200": {
            description: "The estimate",
            content: { "application/json": { schema: { $ref: "#/components/schemas/SalaryEstimate" } } },
          },
          "400": errorResponse("Invalid input (country missing, position length, experience)"),
          "404": errorResponse("No data for this position and country, or unknown country"),
          "500": errorResponse("Salary calculation failed"),
        },
      },
    },
    "/positions": {
      get: {
        operationId: "getPositions",
        summary: "Job-title suggestions in the query's language",
        parameters: [
          { name: "q", in: "query", required: true, schema: { type: "string", maxLength: POSITION_MAX_LENGTH } },
          lang,
          {
            name: "limit",
            in: "query",
            required: false,
            schema: { type: "integer", minimum: 1, maximum: 50, default: 10 },
          },
        ],
        responses: {
          "200": {
            description: "Suggestions (empty for fewer than 2 characters)",
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  properties: {
                    query: { type: "string" },
                    lang: { type: "string" },
                    suggestions: {
                      type: "array",
                      items: {
                        type: "object",
                        properties: {
                          title: { type: "string" },
                          code: { type: "string", description: "SOC 2018" },
                          occupation: { type: "string" },
                          lang: { type: "string" },
                          score: { type: "number" },
                        },
                      },
                    },
                  },
                },
              },
            },
          },
          "400": errorResponse("Query too long"),
        },
      },
    },
    "/countries": {
      get: {
        operationId: "getCountries",
        summary: "Supported countries with localised names, flag and currency",
        parameters: [lang],
        responses: {
          "200": {
            description: "Countries",
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  properties: {
                    lang: { type: "string" },
                    count: { type: "integer" },
                    countries: {
                      type: "array",
                      items: {
                        type: "object",
                        properties: {
                          code: { type: "string" },
                          name: { type: "string" },
                          flag: { type: "string" },
                          currency: { type: "string", description: "ISO 4217" },
                          exchangeRate: { $ref: "#/components/schemas/ExchangeRate" },
                          basis: {
                            type: "string",
                            enum: COUNTRY_BASES,
                          },
                          basisYear: { type: "integer" },
                        },
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },

    "/events": {
      post: {
        operationId: "postEvents",
        summary: "First-party analytics: a batch of catalogue events (the site's beacon)",
        description: `At most ${EVENT_LIMITS.maxBatchEvents} events and ${EVENT_LIMITS.maxBatchBytes} bytes per batch. 202 only after the rows are stored. Rate-limited per client address and globally.`,
        requestBody: {
          required: true,
          content: {
            "application/json": { schema: { $ref: "#/components/schemas/EventBatch" } },
            "text/plain": { schema: { $ref: "#/components/schemas/EventBatch" } },
          },
        },
        responses: {
          "202": {
            description: "Stored (bots get 202 with nothing stored)",
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  properties: { accepted: { type: "integer" }, dropped: { type: "integer" } },
                },
              },
            },
          },
          "400": errorResponse("Malformed batch, unknown event or parameter, or control characters"),
          "413": errorResponse("Batch too large"),
          "415": errorResponse("Not JSON or text/plain"),
          "429": errorResponse("Over the per-client limit or the global budget; see Retry-After"),
          "503": errorResponse("Storage unavailable; see Retry-After"),
        },
      },
    },
    "/waitlist": {
      post: {
        operationId: "joinWaitlist",
        summary: "Join the Android waitlist",
        description: "The answer is the same for a new and an already listed address.",
        requestBody: jsonBody({
          type: "object",
          required: ["email"],
          properties: {
            email: { type: "string", format: "email" },
            lang: { type: "string", enum: OFFERED_CODES },
          },
        }),
        responses: {
          "201": { description: "On the list" },
          "400": errorResponse("Invalid address (message localised by `lang`)"),
          "415": errorResponse("Not application/json"),
          "429": errorResponse("Too many attempts from this address"),
          "503": errorResponse("Storage unavailable"),
        },
      },
    },
    "/contact": {
      post: {
        operationId: "sendContactMessage",
        summary: "Send a message to the team",
        description:
          "Stored before the answer, then mailed. A filled `website` field (a trap for form bots) is answered 201 and nothing is kept.",
        requestBody: jsonBody({
          type: "object",
          required: ["name", "email", "subject", "message"],
          properties: {
            name: { type: "string", minLength: NAME_MIN_LENGTH, maxLength: NAME_MAX_LENGTH },
            email: { type: "string", format: "email", maxLength: EMAIL_MAX_LENGTH },
            subject: { type: "string", enum: [...CONTACT_SUBJECTS] },
            message: {
              type: "string",
              minLength: MESSAGE_MIN_LENGTH,
              maxLength: MESSAGE_LIMIT - 1,
              description: "Lengths count characters (code points) after trimming; line breaks are kept.",
            },
            website: { type: "string", maxLength: 0, description: "Leave empty." },
            lang: { type: "string", enum: OFFERED_CODES },
          },
        }),
        responses: {
          "201": { description: "Stored" },
          "400": {
            description: "Invalid fields: `error.fields` maps each to its localised message",
            content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
          },
          "413": errorResponse("Body too large"),
          "415": errorResponse("Not application/json"),
          "429": errorResponse("Too many messages from this address; see Retry-After"),
          "503": errorResponse("Storage unavailable; see Retry-After"),
        },
      },
    },
    "/ads": {
      get: {
        operationId: "getAdDecisions",
        summary: "Which ad, if any, fills each placement for a page",
        parameters: [
          { ...lang, required: true },
          {
            name: "country",
            in: "query",
            required: false,
            description: "The visitor's country (ISO 3166-1 alpha-2); unknown matches only untargeted publishers.",
            schema: { type: "string", pattern: "^[A-Z]{2}$" },
          },
        ],
        responses: {
          "200": {
            description: "One decision per placement; null leaves it empty",
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  properties: {
                    placements: {
                      type: "object",
                      required: [...AD_PLACEMENTS],
                      additionalProperties: false,
                      properties: Object.fromEntries(
                        AD_PLACEMENTS.map((p) => [
                          p,
                          { oneOf: [{ $ref: "#/components/schemas/AdDecision" }, { type: "null" }] },
                        ]),
                      ),
                    },
                  },
                },
              },
            },
          },
          "400": errorResponse("lang is not a site language"),
        },
      },
    },
    "/ads/events": {
      post: {
        operationId: "reportAdEvents",
        summary: "Report impressions, viewable impressions and clicks of ad slots",
        requestBody: jsonBody({ $ref: "#/components/schemas/AdEventBatch" }),
        responses: {
          "202": { description: "Counted" },
          "400": errorResponse("Not a valid batch"),
          "415": errorResponse("Not application/json"),
          "429": errorResponse("Over the per-client limit; see Retry-After"),
          "503": errorResponse("Storage unavailable; see Retry-After"),
        },
      },
    },
    "/og/salary.png": {
      get: {
        operationId: "getSalaryCard",
        summary: "Social card (1200×630 PNG) of an estimate",
        parameters: [
          { name: "country", in: "query", required: true, schema: { type: "string", pattern: "^[A-Za-z]{2}$" } },
          {
            name: "position",
            in: "query",
            required: true,
            description: "The job title or its URL slug",
            schema: { type: "string", minLength: POSITION_MIN_LENGTH },
          },
          {
            name: "experience",
            in: "query",
            schema: { type: "integer", minimum: 0, maximum: EXPERIENCE_MAX_YEARS, default: 0 },
          },
          lang,
        ],
        responses: {
          "200": { description: "The card", content: { "image/png": {} } },
          "400": errorResponse("Invalid query"),
          "404": errorResponse("No match, unknown country or no data"),
        },
      },
    },
    "/analytics/demo-summary": {
      get: {
        operationId: "getDemoSummary",
        summary: "Counts of the events raised on the analytics demo page (public)",
        responses: {
          "200": {
            description: "Summary",
            content: { "application/json": { schema: { $ref: "#/components/schemas/AnalyticsSummary" } } },
          },
        },
      },
    },
    "/analytics/summary": {
      get: {
        operationId: "getSummary",
        summary: "Counts of real traffic; needs the configured bearer token",
        security: [{ bearer: [] }],
        responses: {
          "200": {
            description: "Summary",
            content: { "application/json": { schema: { $ref: "#/components/schemas/AnalyticsSummary" } } },
          },
          "401": errorResponse("Missing or wrong token, or no token configured"),
        },
      },
    },
  },
  components: {
    securitySchemes: { bearer: { type: "http", scheme: "bearer" } },
    schemas: {
      AdEventBatch: z.toJSONSchema(adEventBatchSchema),
      AdDecision: {
        oneOf: [
          {
            type: "object",
            required: ["kind", "id", "client", "slot"],
            properties: {
              kind: { const: "adsense" },
              id: { type: "integer" },
              client: { type: "string", pattern: "^ca-pub-\\d{16}$" },
              slot: { type: "string", pattern: "^\\d{10}$" },
            },
          },
          {
            type: "object",
            required: ["kind", "id", "link"],
            properties: { kind: { const: "house" }, id: { type: "integer" }, link: { type: "string" } },
          },
        ],
      },
      EventBatch: {
        type: "object",
        required: ["events"],
        properties: {
          events: {
            type: "array",
            minItems: 1,
            maxItems: EVENT_LIMITS.maxBatchEvents,
            items: {
              type: "object",
              required: ["name", "page"],
              properties: {
                name: { type: "string", enum: EVENT_NAMES },
                params: { type: "object", additionalProperties: { type: ["string", "number"] } },
                page: { type: "string", pattern: "^/", maxLength: EVENT_LIMITS.stringLength },
                lang: { type: ["string", "null"], enum: [...OFFERED_CODES, null] },
                variant: { type: ["string", "null"], enum: ["v1", "v2", null] },
              },
            },
          },
        },
      },
      AnalyticsSummary: {
        type: "object",
        properties: {
          pageViewsByLanguage: {
            type: "array",
            items: { type: "object", properties: { lang: { type: ["string", "null"] }, count: { type: "integer" } } },
          },
          eventsByName: {
            type: "array",
            items: { type: "object", properties: { name: { type: "string" }, count: { type: "integer" } } },
          },
          variantSplit: {
            type: "array",
            items: { type: "object", properties: { variant: { type: "string" }, count: { type: "integer" } } },
          },
          funnel: {
            type: "array",
            items: {
              type: "object",
              properties: { step: { type: "string", enum: [...FUNNEL_STEPS] }, visitors: { type: "integer" } },
            },
          },
          total: { type: "integer" },
          generatedAt: { type: "string", format: "date-time" },
        },
      },
      Error: error,
      Figures: figures,
      ExchangeRate: {
        type: "object",
        properties: {
          perUsd: { type: "number" },
          year: { type: "integer" },
          kind: {
            type: "string",
            enum: ["official", "market"],
            description:
              "market: a market rate that differs widely from the official one (Iran, Venezuela); official: the two agree",
          },
          from: { type: "string", format: "date", description: "First day of the period the rate averages" },
          to: { type: "string", format: "date", description: "Last day of the period the rate averages" },
        },
      },
      SalaryEstimate: {
        type: "object",
        required: [
          "query",
          "occupation",
          "country",
          "currency",
          "exchangeRate",
          "annual",
          "monthly",
          "growthRate",
          "series",
          "confidence",
          "sources",
        ],
        properties: {
          query: {
            type: "object",
            properties: {
              country: { type: "string" },
              position: { type: "string" },
              experience: { type: "integer" },
              lang: { type: "string" },
            },
          },
          occupation: {
            type: "object",
            properties: {
              code: { type: "string", description: "SOC 2018 code" },
              title: { type: "string", description: "Localised when known" },
              matchedTitle: { type: "string" },
              confidence: { type: "number", minimum: 0, maximum: 1 },
              seniority: {
                type: ["string", "null"],
                enum: ["intern", "junior", "senior", "lead", "principal", "head", "chief", null],
              },
            },
          },
          country: {
            type: "object",
            properties: { code: { type: "string" }, name: { type: "string" }, currency: { type: "string" } },
          },
          currency: { type: "string", description: "ISO 4217; all amounts are in this currency" },
          exchangeRate: { $ref: "#/components/schemas/ExchangeRate" },
          basis: {
            type: "object",
            description: "What the figures rest on: gross pay of full-time employees, carried to referenceYear",
            properties: {
              level: { type: "string", enum: COUNTRY_BASES },
              levelYear: { type: "integer", description: "latest observation behind the country's level" },
              structure: { type: "string", enum: ["own", "pooled", "bls"] },
              referenceYear: { type: "integer" },
              fullTime: { type: "boolean" },
            },
          },
          annual: { $ref: "#/components/schemas/Figures" },
          monthly: { $ref: "#/components/schemas/Figures" },
          growthRate: { type: "number", description: "% per year at this experience" },
          series: {
            type: "array",
            items: {
              type: "object",
              properties: {
                experience: { type: "integer" },
                median: { type: "integer" },
                min: { type: "integer", description: "10th percentile" },
                max: { type: "integer", description: "90th percentile" },
              },
            },
          },
          confidence: { type: "string", enum: ["high", "medium", "low"] },
          sources: {
            type: "array",
            items: {
              type: "object",
              properties: { name: { type: "string" }, year: { type: "integer" }, url: { type: "string" } },
            },
          },
        },
      },
    },
  },
} as const;

export const GET: APIRoute = () => jsonResponse(openApiDocument);
export const OPTIONS: APIRoute = () => preflightResponse();
