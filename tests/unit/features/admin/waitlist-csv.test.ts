import { describe, expect, it } from "vitest";
import { csvCell, waitlistCsv } from "../../../../src/features/admin/waitlist-csv.ts";

describe("csvCell", () => {
  it.each([
    ["plain@example.com", "plain@example.com"],
    ['say "hi"', '"say ""hi"""'],
    ["a,b", '"a,b"'],
    ["line\nbreak", '"line\nbreak"'],
    ['=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
    ["+1", "'+1"],
    ["-1", "'-1"],
    ["@SUM(A1)", "'@SUM(A1)"],
  ])("%j → %j", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe("waitlistCsv", () => {
  it("writes a header and one CRLF-terminated row per address", () => {
    expect(
      waitlistCsv([
        { email: "a@example.com", lang: "de", createdAt: Date.UTC(2026, 0, 2) },
        { email: "=b@example.com", lang: "ar", createdAt: Date.UTC(2026, 0, 3) },
      ]),
    ).toBe(
      "email,language,joined_utc\r\na@example.com,de,2026-01-02T00:00:00.000Z\r\n'=b@example.com,ar,2026-01-03T00:00:00.000Z\r\n",
    );
  });
});
