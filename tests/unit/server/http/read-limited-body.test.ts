import { describe, expect, it } from "vitest";
import { readJsonBody, readLimitedBody } from "../../../../src/server/http/read-limited-body.ts";

/** A POST whose body arrives in the given chunks, so a character can straddle two of them. */
function streamed(chunks: readonly number[][], contentType = "application/json"): Request {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new Uint8Array(chunk));
      controller.close();
    },
  });
  return new Request("http://127.0.0.1/api", {
    method: "POST",
    headers: { "content-type": contentType },
    body,
    duplex: "half",
  } as RequestInit);
}

const bytes = (text: string): number[] => [...Buffer.from(text)];

describe("readLimitedBody", () => {
  it("decodes UTF-8, also when a character is split across chunks", async () => {
    const euro = bytes("€"); // E2 82 AC
    const body = await readLimitedBody(
      streamed([
        [...bytes('"a'), ...euro.slice(0, 2)],
        [euro[2]!, ...bytes('"')],
      ]),
      100,
    );
    expect(body).toEqual({ ok: true, text: '"a€"' });
  });

  it.each([
    ["a lead byte without its continuation", [0xc3, 0x28]],
    ["a stray continuation byte", [0x80]],
    ["an overlong encoding", [0xc0, 0xaf]],
    ["an encoded surrogate", [0xed, 0xa0, 0x80]],
    ["a byte UTF-8 never uses", [0xff]],
    ["a character cut off at the end", [0xe2, 0x82]],
  ])("refuses %s instead of reading U+FFFD", async (_, invalid) => {
    expect(await readLimitedBody(streamed([[...bytes('{"email":"a'), ...invalid]]), 100)).toEqual({
      ok: false,
      reason: "invalid_utf8",
    });
  });

  it("says a body over the limit is too large", async () => {
    expect(await readLimitedBody(streamed([bytes("x".repeat(11))]), 10)).toEqual({ ok: false, reason: "too_large" });
  });
});

describe("readJsonBody", () => {
  it("reads a JSON body", async () => {
    expect(await readJsonBody(streamed([bytes('{"lang":"dé"}')]), 100)).toEqual({
      kind: "json",
      value: { lang: "dé" },
    });
  });

  it("treats invalid UTF-8 inside a string as malformed, like bad JSON", async () => {
    const body = [...bytes('{"email":"a'), 0xc3, 0x28, ...bytes('@example.com"}')];
    expect(await readJsonBody(streamed([body]), 100)).toEqual({ kind: "malformed" });
  });
});
