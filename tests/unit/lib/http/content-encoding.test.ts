import { describe, expect, it } from "vitest";
import {
  acceptsEncoding,
  brotliWindowBits,
  chooseEncoding,
  codingForBody,
  isCompressibleType,
} from "../../../../src/lib/http/content-encoding.ts";

describe("chooseEncoding", () => {
  it.each([
    ["br, gzip", "br"],
    ["gzip, deflate, br", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["br;q=0.0, gzip;q=0.5", "gzip"],
    ["BR", "br"],
    ["*", "br"],
    ["*, br;q=0", "gzip"],
    ["identity", undefined],
    ["", undefined],
    ["gzip;q=0", undefined],
    ["brotli, xgzip", undefined],
  ] as const)("%j → %s", (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });

  it("a refusal of a named coding beats a wildcard", () => {
    expect(acceptsEncoding("*;q=1, gzip;q=0", "gzip")).toBe(false);
  });
});

describe("isCompressibleType", () => {
  it.each([
    ["text/html; charset=utf-8", true],
    ["application/json", true],
    ["application/problem+json", true],
    ["application/ld+json", true],
    ["application/xml; charset=utf-8", true],
    ["application/manifest+json", true],
    ["image/svg+xml", true],
    ["text/csv", true],
    ["image/png", false],
    ["font/woff2", false],
    ["application/octet-stream", false],
    ["application/jsonx", false],
    ["", false],
  ] as const)("%s → %s", (type, expected) => {
    expect(isCompressibleType(type)).toBe(expected);
  });
});

describe("brotliWindowBits", () => {
  it.each([
    [0, 10],
    [1, 10],
    [1024, 10],
    [1025, 11],
    [4397, 13],
    [65_898, 17],
    [262_144, 18],
    [5_000_000, 18],
  ])("%i bytes → %i", (size, bits) => {
    expect(brotliWindowBits(size)).toBe(bits);
  });
});

describe("codingForBody", () => {
  const body = {
    acceptEncoding: "br, gzip",
    contentType: "application/json",
    cacheControl: "public, s-maxage=60",
    contentEncoding: undefined,
    size: 4000,
  };
  it.each([
    ["a JSON answer", {}, "br"],
    ["a client without brotli", { acceptEncoding: "gzip" }, "gzip"],
    ["a client that takes nothing", { acceptEncoding: "" }, undefined],
    ["a body under 1 KB", { size: 1023 }, undefined],
    ["an image", { contentType: "image/png" }, undefined],
    ["a body compressed already", { contentEncoding: "gzip" }, undefined],
    ["no-transform", { cacheControl: "public, no-transform" }, undefined],
  ] as const)("%s → %s", (_label, change, expected) => {
    expect(codingForBody({ ...body, ...change })).toBe(expected);
  });
});
