import type { APIRoute } from "astro";
import { waitlistCsv } from "../../../../features/admin/waitlist-csv.ts";
import { listWaitlist } from "../../../../server/db/queries/list-waitlist.ts";

export const prerender = false;

/** GET /api/v1/admin/waitlist.csv: every address on the Android waitlist, oldest first. */
export const GET: APIRoute = async ({ locals }) => {
  const { services } = locals.admin!;
  const rows = await listWaitlist(services.db);
  return new Response(waitlistCsv(rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="waitlist.csv"',
    },
  });
};
