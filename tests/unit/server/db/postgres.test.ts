// The PostgreSQL pool's bounded queue, against the real server (skipped when none answers).
import { describe, expect, it } from "vitest";
import { openPostgres, PoolQueueFullError } from "../../../../src/server/db/postgres.ts";
import { reachablePostgres } from "../test-databases.ts";

const adminUrl = await reachablePostgres();

describe.skipIf(!adminUrl)("PostgreSQL pool queue", () => {
  it("lets `maxQueue` requests wait for a busy pool and refuses the rest at once", async () => {
    const db = openPostgres(adminUrl!, { max: 1, maxQueue: 2 });
    try {
      const outcomes = await Promise.allSettled(
        Array.from({ length: 6 }, () => db.all<{ ok: number }>("SELECT 1 AS ok, pg_sleep(0.2)")),
      );
      const refused = outcomes.filter((o) => o.status === "rejected");
      // One runs, two wait, three are refused without waiting for the others.
      expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(3);
      expect(refused).toHaveLength(3);
      for (const o of refused) expect((o as PromiseRejectedResult).reason).toBeInstanceOf(PoolQueueFullError);
      // Once the queue drains, the pool serves again.
      expect(await db.all<{ ok: number }>("SELECT 1 AS ok")).toEqual([{ ok: 1 }]);
    } finally {
      await db.close();
    }
  });
});
