import type { APIRoute } from "astro";
import { handleSignIn, handleSignOut } from "../../../../server/admin/admin-session-handler.ts";

export const prerender = false;

// The middleware's guard has run: it set locals.admin, with a session except for sign-in.
export const POST: APIRoute = ({ locals, request }) => handleSignIn(locals.admin!.services, request, locals.admin!);

export const DELETE: APIRoute = ({ locals }) =>
  handleSignOut(locals.admin!.services, locals.admin!.session!, locals.admin!.secure);
