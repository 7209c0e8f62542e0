import type { APIRoute } from "astro";
import { markContactHandled } from "../../../../server/db/queries/contact-messages.ts";

export const prerender = false;

/** The inbox's "Mark handled" button (the guard checked the session and the CSRF token). */
export const POST: APIRoute = async ({ locals, params }) => {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) return new Response("Not found\n", { status: 404 });
  const { services } = locals.admin!;
  const changed = await markContactHandled(services.db, id, services.now().getTime());
  return changed
    ? new Response(null, { status: 303, headers: { Location: "/admin" } })
    : new Response("Not found\n", { status: 404 });
};
