import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { takeToken, type Bucket } from "../../../../src/lib/http/token-bucket.ts";

const rule = { capacity: 3, perSecond: 1 };

describe("takeToken", () => {
  it("allows a burst of `capacity`, then one a second", () => {
    let bucket: Bucket | undefined;
    const at = (now: number) => {
      const t = takeToken(bucket, now, rule);
      bucket = t.bucket;
      return t;
    };
    expect([at(0), at(0), at(0)].every((t) => t.allowed)).toBe(true);
    const refused = at(0);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfter).toBe(1);
    expect(at(500).allowed).toBe(false);
    expect(at(1000).allowed).toBe(true);
    expect(at(10_000).allowed).toBe(true);
  });

  it("never allows more than capacity + elapsed × rate", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5000 }), { minLength: 1, maxLength: 200 }), (gaps) => {
        let bucket: Bucket | undefined;
        let now = 0;
        let allowed = 0;
        for (const gap of gaps) {
          now += gap;
          const t = takeToken(bucket, now, rule);
          bucket = t.bucket;
          if (t.allowed) allowed++;
          else expect(t.retryAfter).toBeGreaterThanOrEqual(1);
        }
        expect(allowed).toBeLessThanOrEqual(rule.capacity + (now / 1000) * rule.perSecond + 1e-9);
      }),
    );
  });
});
